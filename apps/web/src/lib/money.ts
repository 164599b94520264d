const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** ₹1,23,456 — Indian digit grouping, paise only when there are any. */
export function formatRupees(amount: number): string {
  return rupees.format(amount);
}
