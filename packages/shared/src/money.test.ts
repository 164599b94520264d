import { describe, expect, it } from 'vitest';
import { formatRupees } from './money';

describe('formatRupees', () => {
  it('groups digits the Indian way and leaves whole rupees without paise', () => {
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1_00_000)).toBe('₹1,00,000');
    expect(formatRupees(0)).toBe('₹0');
  });

  it('writes paise as two digits when there are any', () => {
    expect(formatRupees(719.1)).toBe('₹719.10');
    expect(formatRupees(999.5)).toBe('₹999.50');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
  });
});
