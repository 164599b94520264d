import { describe, expect, it } from 'vitest';
import { priceForBuyerPaise, splitByWeight } from './pricing';

describe('splitByWeight', () => {
  it('shares in proportion, in whole paise that add up to the total exactly', () => {
    expect(splitByWeight(100_000, [3, 2, 1])).toEqual([50_000, 33_333, 16_667]);
    const shares = splitByWeight(449_900, [300_000, 200_000, 100_000]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(449_900);
    expect(shares).toEqual([224_950, 149_967, 74_983]);
  });

  it('gives equal remainders to the first, and shares evenly when every weight is 0', () => {
    expect(splitByWeight(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitByWeight(10, [0, 0])).toEqual([5, 5]);
    expect(splitByWeight(0, [5, 5])).toEqual([0, 0]);
    expect(splitByWeight(500, [])).toEqual([]);
  });

  it('stays exact past 2^53', () => {
    const shares = splitByWeight(2_000_000_000, [999_999_999, 1_000_000_001, 7]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(2_000_000_000);
  });
});

describe('priceForBuyerPaise', () => {
  const items = (owned: boolean[]) =>
    [300_000, 200_000, 100_000].map((listPricePaise, index) => ({
      listPricePaise,
      owned: owned[index] ?? false,
    }));

  it('is the whole price owning nothing, and 0 owning everything', () => {
    expect(priceForBuyerPaise(449_900, items([false, false, false]))).toBe(449_900);
    expect(priceForBuyerPaise(449_900, items([true, true, true]))).toBe(0);
  });

  it('is the price × what is not owned ÷ the whole list, to the rupee, half up', () => {
    // 4,499 × 5/6 = 3,749.17 → 3,749; 4,499 × 2/6 = 1,499.67 → 1,500; 4,499 × 1/6 = 749.83 → 750.
    expect(priceForBuyerPaise(449_900, items([false, false, true]))).toBe(374_900);
    expect(priceForBuyerPaise(449_900, items([true, false, true]))).toBe(150_000);
    expect(priceForBuyerPaise(449_900, items([true, true, false]))).toBe(75_000);
    // 3 × 1/2 = 1.50 → 2 (half up).
    expect(
      priceForBuyerPaise(300, [
        { listPricePaise: 100, owned: true },
        { listPricePaise: 100, owned: false },
      ]),
    ).toBe(200);
  });

  it('counts items that all cost nothing one each', () => {
    const free = [0, 0, 0, 0].map((listPricePaise, index) => ({ listPricePaise, owned: index === 0 }));
    expect(priceForBuyerPaise(40_000, free)).toBe(30_000);
  });
});
