import type { OrderLine } from '@academy/shared/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ReceiptLines } from './receipt-lines';

/*
 * The receipt's lines (issue 31): a kit's items stand together under its name and what it cost;
 * a line's next step (Start learning, Download) shows only when the buyer can open it, so not on
 * a gift's receipt.
 */

const line = (
  title: string,
  type: OrderLine['type'],
  pricePaid: number,
  bundle: OrderLine['bundle'] = null,
) => ({
  type,
  id: `${title}-id`,
  title,
  image: null,
  listPrice: pricePaid,
  pricePaid,
  bundle,
});
const KIT = { id: 'kit-id', title: 'Brand Identity Starter Kit' };
const ITEMS: OrderLine[] = [
  line('Brand Identity Design', 'course', 2905.5, KIT),
  line('Deccan Grotesk', 'asset', 1088.5, KIT),
  line('Poster Lab', 'course', 999),
];

const renderLines = (opens: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <ReceiptLines items={ITEMS} opens={opens} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the receipt’s lines', () => {
  it('show a kit’s items together under its name, linked, with what the kit cost', () => {
    renderLines(true);
    const kit = screen.getByRole('list', { name: KIT.title });
    expect(
      within(kit)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Brand Identity Design'), expect.stringContaining('Deccan Grotesk')]);
    expect(screen.getByRole('link', { name: `From the kit ${KIT.title}` }).getAttribute('href')).toBe(
      '/bundles/kit-id',
    );
    expect(screen.getByText('₹3,994')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Start learning: Poster Lab' })).not.toBeNull();
    expect(screen.getByRole('button', { name: /Deccan Grotesk/ })).not.toBeNull();
  });

  it('offer no next step when the buyer cannot open them: a gift', () => {
    renderLines(false);
    expect(screen.queryByRole('link', { name: /Start learning/ })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getAllByText(/Brand Identity Design|Deccan Grotesk|Poster Lab/)).toHaveLength(3);
  });
});
