import { describe, expect, it } from 'vitest';
import { bufferedEnd, type MediaRanges, percentOf, playedFraction, rangesOf, volumeLevel } from './playback';

/** The element's TimeRanges, from `[start, end]` pairs. */
const ranges = (...pairs: [number, number][]): MediaRanges => ({
  length: pairs.length,
  start: (index) => pairs[index]?.[0] ?? 0,
  end: (index) => pairs[index]?.[1] ?? 0,
});

describe('rangesOf', () => {
  it('lists the ranges as pairs, in order', () => {
    expect(rangesOf(ranges([0, 4], [10, 12.5]))).toEqual([
      [0, 4],
      [10, 12.5],
    ]);
  });

  it('is empty for no ranges', () => {
    expect(rangesOf(ranges())).toEqual([]);
  });
});

describe('bufferedEnd', () => {
  it('is the end of the stretch the playhead is in', () => {
    expect(bufferedEnd(ranges([0, 30]), 12)).toBe(30);
  });

  it('counts a stretch that starts just after the playhead', () => {
    expect(bufferedEnd(ranges([0, 10], [12.4, 40]), 12)).toBe(40);
  });

  it('leaves out a stretch further ahead, loaded before a seek back', () => {
    expect(bufferedEnd(ranges([0, 10], [60, 90]), 5)).toBe(10);
  });

  it('is 0 with nothing loaded at or before the playhead', () => {
    expect(bufferedEnd(ranges(), 0)).toBe(0);
    expect(bufferedEnd(ranges([20, 30]), 5)).toBe(0);
  });
});

describe('playedFraction', () => {
  it('is the time over the length', () => {
    expect(playedFraction(30, 120, false)).toBe(0.25);
  });

  it('is 1 at the end, and within a few tenths of a second of it', () => {
    expect(playedFraction(120, 120, true)).toBe(1);
    expect(playedFraction(119.8, 120, false)).toBe(1);
    expect(playedFraction(119.5, 120, false)).toBeLessThan(1);
  });

  it('is unknown while the length is', () => {
    expect(playedFraction(0, Number.NaN, false)).toBeNull();
    expect(playedFraction(0, Number.POSITIVE_INFINITY, false)).toBeNull();
    expect(playedFraction(0, 0, false)).toBeNull();
  });
});

describe('percentOf', () => {
  it('is the share of the length, at most 100', () => {
    expect(percentOf(15, 60)).toBe(25);
    expect(percentOf(90, 60)).toBe(100);
  });

  it('is 0 while the length is unknown', () => {
    expect(percentOf(15, 0)).toBe(0);
    expect(percentOf(15, Number.NaN)).toBe(0);
  });
});

describe('volumeLevel', () => {
  it('keeps the volume between 0 and 1, in hundredths', () => {
    expect(volumeLevel(0.55 + 0.05)).toBe(0.6);
    expect(volumeLevel(1.05)).toBe(1);
    expect(volumeLevel(-0.05)).toBe(0);
  });
});
