import { describe, expect, it } from 'vitest';
import { parsePrice } from './form-values';

describe('parsePrice: the admin forms refuse what Razorpay cannot take', () => {
  it.each(['0.01', '0.5', '0.99'])('refuses ₹%s', (text) => {
    expect(parsePrice(text)).toEqual({
      error: 'Enter 0 for free, or at least ₹1: Razorpay takes no payment under ₹1.',
    });
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['1,499.50', 1499.5],
  ])('accepts %s', (text, value) => {
    expect(parsePrice(text)).toEqual({ value });
  });

  it('keeps the other rupee messages', () => {
    expect(parsePrice('')).toEqual({ error: 'Enter the price.' });
    expect(parsePrice('-3')).toEqual({ error: 'The price cannot be negative.' });
  });
});
