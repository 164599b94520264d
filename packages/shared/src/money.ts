/** Rupees as the store writes them, on the server and in the browser alike. No zod here. */
import { formatIndianRupees } from './indian-numbers';

/** ₹999, ₹1,500, ₹1,00,000, ₹719.10: Indian digit grouping; paise, as two digits, only when there are any. */
export function formatRupees(rupees: number): string {
  return formatIndianRupees(rupees, Number.isInteger(Math.round(rupees * 100) / 100) ? 0 : 2);
}
