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

/** ₹1,23,456 — Indian digit grouping; paise, always two digits (₹719.10), only when there are any. */
export function formatRupees(amount: number): string {
  return Number.isInteger(Math.round(amount * 100) / 100)
    ? wholeRupees.format(amount)
    : rupeesAndPaise.format(amount);
}
