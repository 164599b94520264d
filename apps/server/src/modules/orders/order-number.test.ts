import { describe, expect, it } from 'vitest';
import { orderNumberIn, orderNumberOf } from './order-number';

describe('order numbers for people (issue 28)', () => {
  it('are KDA, the year in Pune, and the place among orders in at least six digits', () => {
    expect(orderNumberOf({ number: 123, createdAt: new Date('2026-06-01T10:00:00Z') })).toBe(
      'KDA-2026-000123',
    );
    // 00:30 on New Year's Day in Pune is still the old year in UTC.
    expect(orderNumberOf({ number: 1, createdAt: new Date('2026-12-31T19:00:00Z') })).toBe('KDA-2027-000001');
    expect(orderNumberOf({ number: 1_234_567, createdAt: new Date('2026-06-01T10:00:00Z') })).toBe(
      'KDA-2026-1234567',
    );
  });

  it('are read back from what an admin types, in any case, and nothing else is', () => {
    expect(orderNumberIn('KDA-2026-000123')).toBe(123);
    expect(orderNumberIn(' kda-2026-000123 ')).toBe(123);
    expect(orderNumberIn('KDA/26-27/00004')).toBeUndefined();
    expect(orderNumberIn('KDA-2026-7M3Q9X2B')).toBeUndefined();
    expect(orderNumberIn('123')).toBeUndefined();
  });
});
