/**
 * Numbers as the store writes them in all three languages: Latin digits, grouped the Indian way
 * (1,23,456), as ICU's en-IN, hi-IN-u-nu-latn and mr-IN-u-nu-latn write them. Written out by hand
 * rather than with Intl.NumberFormat (decision 043): a page's first Intl formatter loads ICU's
 * locale data, 40-70 ms on one core of this machine, in a task nothing can split, and a
 * storefront page writes prices and counts as it first renders. The tests hold both to Intl's.
 */

/** Below this, a double's digits are exact integers; a store's amounts and counts are far below. */
const LARGEST_EXACT = Number.MAX_SAFE_INTEGER;

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 === 0 ? [] : [head.slice(0, 1)];
  for (let start = head.length % 2; start < head.length; start += 2) pairs.push(head.slice(start, start + 2));
  return `${pairs.join(',')},${digits.slice(-3)}`;
}

/**
 * `value` rounded half away from zero to `fractionDigits` decimals, as ICU rounds: from the
 * shortest decimal that reads back as the double (719.1, not 719.0999…), so 12.345 is 12.35.
 * Returns the integer digits and the fraction's, without sign; undefined outside what it handles.
 */
function decimalDigits(
  value: number,
  fractionDigits: number,
): { whole: string; fraction: string } | undefined {
  const magnitude = Math.abs(value);
  if (!(magnitude < LARGEST_EXACT)) return undefined;
  const shortest = String(magnitude);
  if (shortest.includes('e')) {
    // Only below 1e-6 in this range: nothing at two decimals.
    return { whole: '0', fraction: '0'.repeat(fractionDigits) };
  }
  const [whole = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= fractionDigits) return { whole, fraction: fraction.padEnd(fractionDigits, '0') };
  const kept = `${whole}${fraction.slice(0, fractionDigits)}`;
  const roundsUp = fraction.charCodeAt(fractionDigits) >= 53; // '5' or more
  const rounded = roundsUp ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const split = rounded.length - fractionDigits;
  return { whole: rounded.slice(0, split) || '0', fraction: rounded.slice(split) };
}

/** Whether a value that rounds to zero is still written with its minus, as ICU does (-₹0). */
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** 0, 999, 1,000, 1,23,456: a count in the store's words, whatever their language. */
export function formatIndianNumber(value: number): string {
  const digits = Number.isInteger(value) ? decimalDigits(value, 0) : undefined;
  if (!digits) return new Intl.NumberFormat('en-IN').format(value);
  return `${isNegative(value) ? '-' : ''}${groupIndian(digits.whole)}`;
}

/** ₹999, ₹1,00,000, ₹719.10, -₹50: rupees with `fractionDigits` decimals. */
export function formatIndianRupees(value: number, fractionDigits: 0 | 2): string {
  const digits = decimalDigits(value, fractionDigits);
  if (!digits) {
    return new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  const fraction = fractionDigits > 0 ? `.${digits.fraction}` : '';
  return `${isNegative(value) ? '-' : ''}₹${groupIndian(digits.whole)}${fraction}`;
}
