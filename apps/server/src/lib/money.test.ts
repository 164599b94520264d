import { describe, expect, it } from 'vitest';
import { toPaise, toRupees } from './money';

describe('toPaise', () => {
  it.each([
    [0, 0],
    [1, 100],
    [499, 49900],
    [123.45, 12345],
    [0.01, 1],
    [19.99, 1999],
    [1999.99, 199999],
    [10_000_000, 1_000_000_000],
  ])('%s rupees is %s paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  it('is not fooled by binary fractions', () => {
    // 0.1 + 0.2 is 0.30000000000000004; 1.005 is stored as 1.00499999999999989…
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(1.005)).toBe(101);
    expect(toPaise(4.35)).toBe(435);
    expect(toPaise(1.15)).toBe(115);
    expect(toPaise(8.675)).toBe(868);
  });

  it('rounds a fraction of a paisa half away from zero', () => {
    expect(toPaise(1.234)).toBe(123);
    expect(toPaise(1.235)).toBe(124);
    expect(toPaise(-1.235)).toBe(-124);
    expect(toPaise(-0.001)).toBe(0);
    expect(Object.is(toPaise(-0.001), 0)).toBe(true);
  });

  it('keeps negative amounts (refunds, discounts) negative', () => {
    expect(toPaise(-12.5)).toBe(-1250);
  });

  it('refuses what is not an amount', () => {
    expect(() => toPaise(Number.NaN)).toThrow(RangeError);
    expect(() => toPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toPaise(1e300)).toThrow(RangeError);
  });
});

describe('toRupees', () => {
  it.each([
    [0, 0],
    [1, 0.01],
    [100, 1],
    [12345, 123.45],
    [199999, 1999.99],
    [-1250, -12.5],
  ])('%s paise is %s rupees', (paise, rupees) => {
    expect(toRupees(paise)).toBe(rupees);
  });

  it('round-trips every paisa amount up to ₹10,000', () => {
    const mismatches: number[] = [];
    for (let paise = 0; paise <= 1_000_000; paise += 1) {
      if (toPaise(toRupees(paise)) !== paise) mismatches.push(paise);
    }
    expect(mismatches).toEqual([]);
  });

  it('refuses fractions of a paisa', () => {
    expect(() => toRupees(1.5)).toThrow(RangeError);
    expect(() => toRupees(Number.NaN)).toThrow(RangeError);
  });
});
