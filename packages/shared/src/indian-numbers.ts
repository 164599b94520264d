/**
 * Numbers as the store writes them in all three languages: Latin digits, grouped the Indian way
 * (1,23,456), as ICU's en-IN, hi-IN-u-nu-latn and mr-IN-u-nu-latn write them. Written out by hand
 * rather than with Intl.NumberFormat (decision 043): a page's first Intl formatter sets up ICU's
 * locale data, 40-70 ms of one core of this machine, in a task nothing can split, and a
 * storefront page writes prices and counts as it first renders. The tests hold both to Intl's;
 * what they leave out (beyond 2⁵³, below a millionth, not a number) is Intl's to write.
 */

/** '1234567' → '12,34,567': a comma after each digit followed by pairs and then the last three. */
const groupIndian = (digits: string) => digits.replace(/(\d)(?=(\d\d)*\d{3}$)/g, '$1,');

const minus = (value: number) => (value < 0 || Object.is(value, -0) ? '-' : '');

/**
 * `value`'s whole digits and its `places` decimals, rounded half away from zero as ICU rounds:
 * from the shortest decimal that reads back as the double (719.1, not 719.0999…), so 12.345 is
 * 12.35. Undefined where Intl should write it.
 */
function decimalDigits(value: number, places: number): [whole: string, fraction: string] | undefined {
  const text = String(Math.abs(value));
  if (!(Math.abs(value) < 2 ** 53) || text.includes('e')) return undefined;
  const [whole = '', fraction = ''] = text.split('.');
  const roundsUp = fraction.charCodeAt(places) >= 53; // '5' or more
  const kept = String(BigInt(whole + fraction.slice(0, places).padEnd(places, '0')) + (roundsUp ? 1n : 0n));
  const all = kept.padStart(places + 1, '0');
  return [all.slice(0, all.length - places), all.slice(all.length - places)];
}

/** 0, 999, 1,000, 1,23,456: a count in the store's words, whatever their language. */
export function formatIndianNumber(value: number): string {
  const digits = Number.isInteger(value) && decimalDigits(value, 0);
  return digits ? minus(value) + groupIndian(digits[0]) : new Intl.NumberFormat('en-IN').format(value);
}

/** ₹999, ₹1,00,000, ₹719.10, -₹50: rupees with `places` decimals. */
export function formatIndianRupees(value: number, places: 0 | 2): string {
  const digits = decimalDigits(value, places);
  if (digits) return `${minus(value)}₹${groupIndian(digits[0])}${places ? `.${digits[1]}` : ''}`;
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  }).format(value);
}
