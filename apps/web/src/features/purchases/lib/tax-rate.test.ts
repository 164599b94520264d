import { describe, expect, it } from 'vitest';
import { percent } from './tax-rate';

describe('percent: a GST rate as the invoice writes it', () => {
  it('drops needless decimals and keeps the needed ones', () => {
    expect(percent(1800)).toBe('18%');
    expect(percent(900)).toBe('9%');
    expect(percent(1800 / 2)).toBe('9%');
    expect(percent(250)).toBe('2.5%');
    expect(percent(125)).toBe('1.25%');
  });
});
