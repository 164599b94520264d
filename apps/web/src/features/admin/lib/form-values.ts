import { ApiError } from '@/lib/api-client';

/** Helpers shared by the admin forms: reading typed numbers and placing server messages. */

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

/** A server message placed on one of a form's fields; `path` is the whole field the server named. */
export type NamedField<F extends string> = { field: F; path: string[]; message: string };

/**
 * Which of a form's fields a server refusal is about, from the field it names (ApiError.field:
 * "curriculum.2.title" is about `curriculum`), with the whole path and the message to show
 * beside the field (without the path the server put first); null when it names none of them.
 */
export function namedField<F extends string>(error: unknown, fields: readonly F[]): NamedField<F> | null {
  if (!(error instanceof ApiError) || !error.field) return null;
  const path = error.field.split('.');
  const field = fields.find((name) => name === path[0]);
  if (!field) return null;
  const prefix = `${error.field}: `;
  const message = error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
  return { field, path, message };
}
