/** Helpers shared by the admin forms: reading typed numbers and lists. */

/** A rupee amount as typed: a number with at most two decimals, or a message saying what is wrong. */
export function parseRupees(text: string, label: string): { value: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return { error: `Enter the ${label}.` };
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) {
    return /^-/.test(trimmed)
      ? { error: `The ${label} cannot be negative.` }
      : { error: `Enter the ${label} in rupees, like 1499 or 1499.50.` };
  }
  return { value: Number(trimmed) };
}

/**
 * A product's selling price: rupees as parseRupees reads them, and 0 (free) or at least ₹1, since
 * Razorpay takes no payment under ₹1; the server refuses the same (issue 12).
 */
export function parsePrice(text: string): { value: number } | { error: string } {
  const parsed = parseRupees(text, 'price');
  if ('error' in parsed) return parsed;
  if (parsed.value > 0 && parsed.value < 1) {
    return { error: 'Enter 0 for free, or at least ₹1: Razorpay takes no payment under ₹1.' };
  }
  return parsed;
}

/** An optional number (SPEC §5 Coupon form): empty is null, never 0. */
export function optionalNumber(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : 'invalid';
}

/** SPEC §5: comma-separated, trimmed, empties dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
