import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StickyBuyBar } from './sticky-buy-bar';

/** Where the page's Buy Now block is on the screen, as the test moves it. */
let blockBottom = 300;
let phoneWide = true;

beforeEach(() => {
  blockBottom = 300;
  phoneWide = true;
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phoneWide,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => vi.unstubAllGlobals());

/** A product page: its Buy Now block, which may arrive late, and the bar watching it. */
function ProductPage({ blockShown = true }: { blockShown?: boolean }) {
  const [block, setBlock] = useState<HTMLDivElement | null>(null);
  return (
    <main>
      {blockShown && (
        <div
          ref={(element) => {
            if (element) element.getBoundingClientRect = () => rectEndingAt(blockBottom);
            setBlock(element);
          }}
        >
          <button type="button">Buy Now</button>
        </div>
      )}
      <StickyBuyBar watch={block} title="Hand-drawn Rangoli PNG Elements" price={499} fakePrice={999}>
        <button type="button">Buy Now</button>
      </StickyBuyBar>
    </main>
  );
}

function rectEndingAt(bottom: number): DOMRect {
  return DOMRect.fromRect({ x: 0, y: bottom - 48, width: 358, height: 48 });
}

const bar = () => screen.getByRole('region', { name: 'Price and Buy Now' });
/** Whether the bar says it is shown (the stylesheet makes it visible from that). */
const shown = () => bar().dataset['shown'] === 'true';

/** The visitor scrolls; the block is now `bottom` px from the top of the screen. */
function scrollBlockTo(bottom: number) {
  blockBottom = bottom;
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('StickyBuyBar', () => {
  it('shows at once when the page was already scrolled past the block before it came alive', () => {
    blockBottom = -977;
    render(<ProductPage />);
    expect(shown()).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Buy Now' })).toHaveLength(2);
  });

  it('shows once the block scrolls above the screen, and leaves when it comes back', async () => {
    render(<ProductPage />);
    expect(shown()).toBe(false);
    expect(bar().childElementCount).toBe(0);

    scrollBlockTo(-977);
    await waitFor(() => expect(shown()).toBe(true));
    expect(bar().textContent).toContain('Hand-drawn Rangoli PNG Elements');

    scrollBlockTo(120);
    await waitFor(() => expect(shown()).toBe(false));
  });

  it('stays away while the block is below the screen, still on its way', async () => {
    render(<ProductPage />);
    scrollBlockTo(1_900);
    scrollBlockTo(-1);
    await waitFor(() => expect(shown()).toBe(true));
    scrollBlockTo(5_000);
    await waitFor(() => expect(shown()).toBe(false));
  });

  it('starts watching a block that arrives after the bar', async () => {
    const { rerender } = render(<ProductPage blockShown={false} />);
    scrollBlockTo(-977);
    expect(shown()).toBe(false);

    rerender(<ProductPage blockShown />);
    await waitFor(() => expect(shown()).toBe(true));
  });

  it('never shows on a wider screen, where the block stays near', async () => {
    phoneWide = false;
    blockBottom = -977;
    render(<ProductPage />);
    scrollBlockTo(-2_000);
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
    expect(shown()).toBe(false);
  });
});
