import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatIndianRupees } from './indian-numbers';
import { INTL_LOCALE, LANGUAGES } from './languages';

/** A fixed sequence of pseudo-random numbers, so a failure names the same value every run. */
function* sequence(count: number, seed = 20261203): Generator<number> {
  let state = seed;
  for (let i = 0; i < count; i += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

const integers = [
  0,
  -0,
  1,
  -1,
  9,
  99,
  999,
  1000,
  9999,
  10_000,
  99_999,
  1_00_000,
  12_34_567,
  1_00_00_000,
  98_76_54_32_109,
  Number.MAX_SAFE_INTEGER - 1,
  ...[...sequence(300)].map((x) => Math.floor(x * 10 ** Math.ceil(x * 13))),
  ...[...sequence(50, 7)].map((x) => -Math.floor(x * 10 ** 8)),
];

const amounts = [
  ...integers,
  0.1 + 0.2,
  719.1,
  999.5,
  12.345,
  1.005,
  0.005,
  0.004,
  99.995,
  99.999,
  -0.001,
  -49.999,
  1e-7,
  ...[...sequence(300, 11)].map((x) => Math.round(x * 10 ** 9) / 100),
  ...[...sequence(200, 13)].map((x) => Math.round(x * 10 ** 7) / 1000),
  ...[...sequence(100, 17)].map((x) => x * 10 ** 4),
];

describe('formatIndianNumber', () => {
  it('writes every count as ICU does in each language (Latin digits, Indian grouping)', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(INTL_LOCALE[language]);
      for (const value of integers) expect(formatIndianNumber(value), `${value}`).toBe(intl.format(value));
    }
  });

  it('leaves what is not a whole number of a safe size to Intl', () => {
    const intl = new Intl.NumberFormat('en-IN');
    for (const value of [1.5, 2 ** 60, Infinity, Number.NaN])
      expect(formatIndianNumber(value)).toBe(intl.format(value));
  });
});

describe('formatIndianRupees', () => {
  it('writes every amount as ICU writes rupees in en-IN, to whole rupees and to paise', () => {
    for (const fractionDigits of [0, 2] as const) {
      const intl = new Intl.NumberFormat('en-IN', {
        style: 'currency',
        currency: 'INR',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
      for (const value of amounts) {
        expect(formatIndianRupees(value, fractionDigits), `${value}`).toBe(intl.format(value));
      }
    }
  });

  it('rounds from the decimal a price reads as, half away from zero', () => {
    expect(formatIndianRupees(12.345, 2)).toBe('₹12.35');
    expect(formatIndianRupees(-12.345, 2)).toBe('-₹12.35');
    expect(formatIndianRupees(99.999, 2)).toBe('₹100.00');
    expect(formatIndianRupees(1_23_456.78, 2)).toBe('₹1,23,456.78');
  });
});
