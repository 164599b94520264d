import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HELD_TAP_MS } from './early-input';
import { useHeldTap } from './use-held-tap';

/*
 * A tap on Buy Now or Add To Cart while the page still asks whether the student owns the product
 * is held, then acted on as the page stands once it knows; a disabled button lost it.
 */

function BuyNow({
  waiting,
  owned,
  onBuy,
  onOpen,
}: {
  waiting: boolean;
  owned: boolean;
  onBuy: () => void;
  onOpen: () => void;
}) {
  const onClick = useHeldTap(waiting, () => (owned ? onOpen() : onBuy()));
  return (
    <button type="button" onClick={onClick}>
      Buy Now
    </button>
  );
}

describe('a tap held while the page asks', () => {
  afterEach(() => vi.useRealTimers());

  it('acts at once when the page knows', async () => {
    const onBuy = vi.fn();
    render(<BuyNow waiting={false} owned={false} onBuy={onBuy} onOpen={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(onBuy).toHaveBeenCalledTimes(1);
  });

  it('is held, never lost, and acted on once the answer comes, as the page then stands', async () => {
    const onBuy = vi.fn();
    const onOpen = vi.fn();
    const { rerender } = render(<BuyNow waiting owned={false} onBuy={onBuy} onOpen={onOpen} />);
    const button = screen.getByRole('button', { name: 'Buy Now' });
    expect(button).toHaveProperty('disabled', false);
    await userEvent.setup().click(button);
    expect(onBuy).not.toHaveBeenCalled();

    // The page's action as it stands once it knows, once.
    rerender(<BuyNow waiting={false} owned onBuy={onBuy} onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onBuy).not.toHaveBeenCalled();
    rerender(<BuyNow waiting={false} owned onBuy={onBuy} onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('drops a tap held longer than a student waits', () => {
    vi.useFakeTimers();
    const onBuy = vi.fn();
    const { rerender } = render(<BuyNow waiting owned={false} onBuy={onBuy} onOpen={vi.fn()} />);
    act(() => screen.getByRole('button', { name: 'Buy Now' }).click());
    vi.advanceTimersByTime(HELD_TAP_MS + 1);
    rerender(<BuyNow waiting={false} owned={false} onBuy={onBuy} onOpen={vi.fn()} />);
    expect(onBuy).not.toHaveBeenCalled();
  });
});
