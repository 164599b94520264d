/**
 * Money is integer paise in the database and in every calculation, rupees (a number with at
 * most two decimals) on the wire. These two functions are the only crossing between them.
 */

/**
 * Rupees → paise, rounding half away from zero at the paisa. Binary floating point cannot hold
 * most decimal fractions (1.005 is stored as 1.00499999…), so the product is first cut to
 * 15 significant digits, which removes that noise before rounding: 1.005 → 101, 0.1 + 0.2 → 30.
 */
export function toPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`Not an amount of rupees: ${rupees}`);
  const scaled = Number((rupees * 100).toPrecision(15));
  const paise = Math.sign(scaled) * Math.round(Math.abs(scaled));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount out of range: ${rupees} rupees`);
  // Math.sign(-0.001) * 0 is -0: keep zero plain.
  return paise === 0 ? 0 : paise;
}

/** Paise → rupees: 12345 → 123.45. The paise must be a whole number. */
export function toRupees(paise: number): number {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number: ${paise}`);
  return paise / 100;
}
