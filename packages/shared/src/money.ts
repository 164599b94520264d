/** Rupees as the store writes them, on the server and in the browser alike. No zod here. */

// Made at their first use, not at import: a page's first Intl formatter loads the locale's data,
// a blocking task in the storefront's first script on a phone (issue 32), where the page's
// rendering, which yields to the browser, can take it instead.
let wholeRupees: Intl.NumberFormat | undefined;
let rupeesAndPaise: Intl.NumberFormat | undefined;

/** ₹999, ₹1,500, ₹1,00,000, ₹719.10: Indian digit grouping; paise, as two digits, only when there are any. */
export function formatRupees(rupees: number): string {
  if (Number.isInteger(Math.round(rupees * 100) / 100)) {
    wholeRupees ??= new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      maximumFractionDigits: 0,
    });
    return wholeRupees.format(rupees);
  }
  rupeesAndPaise ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return rupeesAndPaise.format(rupees);
}
