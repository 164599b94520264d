import { describe, expect, it } from 'vitest';
import { clamp, keepLongest, type PlayedRange, subtract, take, total, union } from './played-ranges';

describe('played ranges', () => {
  it('merges overlapping and touching ranges, in order, and drops empty ones', () => {
    expect(
      union(
        [
          [5, 8],
          [0, 2],
        ],
        [
          [2, 3],
          [7, 10],
          [4, 4],
        ],
      ),
    ).toEqual([
      [0, 3],
      [5, 10],
    ]);
  });

  it('cuts ranges to the media', () => {
    expect(
      clamp(
        [
          [-3, 1],
          [8, 12],
          [20, 30],
        ],
        9,
      ),
    ).toEqual([
      [0, 1],
      [8, 9],
    ]);
  });

  it('finds what a report adds to what was credited', () => {
    const credited: PlayedRange[] = [
      [0, 10],
      [20, 30],
    ];
    expect(subtract([[5, 25]], credited)).toEqual([[10, 20]]);
    expect(subtract([[0, 40]], credited)).toEqual([
      [10, 20],
      [30, 40],
    ]);
    expect(subtract([[2, 8]], credited)).toEqual([]);
    expect(total(subtract([[0, 40]], credited))).toBe(20);
  });

  it('takes the earliest seconds first', () => {
    expect(
      take(
        [
          [10, 20],
          [30, 40],
        ],
        12,
      ),
    ).toEqual([
      [10, 20],
      [30, 32],
    ]);
    expect(take([[0, 5]], 0)).toEqual([]);
  });

  it('keeps the longest ranges when there are too many', () => {
    expect(
      keepLongest(
        [
          [0, 1],
          [2, 6],
          [7, 7.5],
          [8, 11],
        ],
        2,
      ),
    ).toEqual([
      [2, 6],
      [8, 11],
    ]);
  });
});
