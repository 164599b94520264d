import { describe, expect, it } from 'vitest';
import { formatTime, spokenTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [75.9, '1:15'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [Number.POSITIVE_INFINITY, '0:00'],
    [-3, '0:00'],
  ])('writes %d seconds as %s', (seconds, written) => {
    expect(formatTime(seconds)).toBe(written);
  });
});

describe('spokenTime', () => {
  it.each([
    [75, '1 minute 15 seconds'],
    [121, '2 minutes 1 second'],
    [9, '9 seconds'],
    [Number.NaN, '0 seconds'],
  ])('says %d seconds as %s', (seconds, spoken) => {
    expect(spokenTime(seconds)).toBe(spoken);
  });
});
