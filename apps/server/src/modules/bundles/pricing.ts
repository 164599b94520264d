/*
 * A bundle's price for one buyer (issue 31): who owns some items already pays only for the
 * rest, in proportion to their list prices; and how that price is shared across the items it
 * buys, so that an invoice can list each with its own line and tax.
 */

/**
 * `total` paise shared over `weights` in proportion, in whole paise: each takes the floor of its
 * exact share, and the largest remainders (the first of equal ones) take the paise left, so the
 * shares add up to `total` exactly. All weights 0: shared evenly. BigInt: a price times a sum of
 * prices can pass 2^53.
 */
export function splitByWeight(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const even = weights.every((weight) => weight === 0);
  const effective = even ? weights.map(() => 1n) : weights.map((weight) => BigInt(weight));
  const sum = effective.reduce((all, weight) => all + weight, 0n);
  const exact = effective.map((weight) => BigInt(total) * weight);
  const shares = exact.map((value) => value / sum);
  let left = BigInt(total) - shares.reduce((all, share) => all + share, 0n);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value % sum }))
    .sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const { index } of byRemainder) {
    if (left === 0n) break;
    shares[index] = (shares[index] ?? 0n) + 1n;
    left -= 1n;
  }
  return shares.map(Number);
}

export type PricedItem = { listPricePaise: number; owned: boolean };

/**
 * What a buyer pays for a bundle of `pricePaise`: the price × (list prices of the items they do
 * not own ÷ list prices of all its items), to the rupee (half up); the whole price when they
 * own none, 0 when they own all. Items that all cost nothing count one each.
 */
export function priceForBuyerPaise(pricePaise: number, items: readonly PricedItem[]): number {
  const notOwned = items.filter((item) => !item.owned);
  if (notOwned.length === items.length) return pricePaise;
  if (notOwned.length === 0) return 0;
  const free = items.every((item) => item.listPricePaise === 0);
  const part = BigInt(free ? notOwned.length : notOwned.reduce((sum, item) => sum + item.listPricePaise, 0));
  const whole = BigInt(free ? items.length : items.reduce((sum, item) => sum + item.listPricePaise, 0));
  // Rupees, half up: floor((price × part / whole + 50) / 100) × 100 in paise, without fractions.
  const rupees = (BigInt(pricePaise) * part + 50n * whole) / (100n * whole);
  return Number(rupees) * 100;
}
