/** Rupees as the store writes them, on the server and in the browser alike. No zod here. */

// Made at their first use, not at import: a page's first Intl formatter loads the locale's data,
// a blocking task in the storefront's first script on a phone (issue 32), where the page's
// rendering, which yields to the browser, can take it instead. Whole rupees, then with paise.
const formats: Intl.NumberFormat[] = [];

/** ₹999, ₹1,500, ₹1,00,000, ₹719.10: Indian digit grouping; paise, as two digits, only when there are any. */
export function formatRupees(rupees: number): string {
  const paise = Number.isInteger(Math.round(rupees * 100) / 100) ? 0 : 2;
  formats[paise] ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise,
    maximumFractionDigits: paise,
  });
  return formats[paise].format(rupees);
}
