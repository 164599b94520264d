import { indianYearMonth } from '@academy/shared/academy';

/**
 * The order's number as people read and quote it: KDA, the year it was made in Pune, and its
 * place among all orders, six digits at least (KDA-2026-000123). The order's id stays the id.
 */
export const orderNumberOf = (order: { number: number; createdAt: Date }) =>
  `KDA-${indianYearMonth(order.createdAt).year}-${String(order.number).padStart(6, '0')}`;

/** The order's place in an order number (KDA-2026-000123, any case), or undefined for any other text. */
export function orderNumberIn(text: string): number | undefined {
  const match = /^KDA-\d{4}-(\d{6,})$/i.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}
