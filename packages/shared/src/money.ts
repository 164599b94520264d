/** Rupees as the store writes them, on the server and in the browser alike. No zod here. */

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** ₹999, ₹1,500, ₹1,00,000, ₹719.10: Indian digit grouping; paise, as two digits, only when there are any. */
export function formatRupees(rupees: number): string {
  return Number.isInteger(Math.round(rupees * 100) / 100)
    ? wholeRupees.format(rupees)
    : rupeesAndPaise.format(rupees);
}
