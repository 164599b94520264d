/**
 * Arithmetic on stretches of a video (`[start, end]` in seconds), for the player's watch reports
 * and the server that credits them (issue 14). Every function answers ranges in order, without
 * overlaps and without empty ones.
 */

/** A stretch of a video that was played, `[start, end]` in seconds. */
export type PlayedRange = [start: number, end: number];

/** The most played ranges one report may carry; a browser's `played` list is a handful. */
export const WATCH_MAX_RANGES = 200;

/** Ranges that overlap or touch become one; empty ones go. */
export function union(...lists: PlayedRange[][]): PlayedRange[] {
  const sorted = lists
    .flat()
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: PlayedRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Each range cut to [0, length]. */
export function clamp(ranges: PlayedRange[], length: number): PlayedRange[] {
  return union(ranges.map(([start, end]): PlayedRange => [Math.max(0, start), Math.min(length, end)]));
}

/** What of `ranges` is not in `covered`. */
export function subtract(ranges: PlayedRange[], covered: PlayedRange[]): PlayedRange[] {
  const holes = union(covered);
  const left: PlayedRange[] = [];
  for (const [start, end] of union(ranges)) {
    let from = start;
    for (const [holeStart, holeEnd] of holes) {
      if (holeEnd <= from) continue;
      if (holeStart >= end) break;
      if (holeStart > from) left.push([from, holeStart]);
      from = Math.max(from, holeEnd);
      if (from >= end) break;
    }
    if (from < end) left.push([from, end]);
  }
  return left;
}

export const total = (ranges: PlayedRange[]) => ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** The first `seconds` of `ranges`, in media order. */
export function take(ranges: PlayedRange[], seconds: number): PlayedRange[] {
  const taken: PlayedRange[] = [];
  let left = seconds;
  for (const [start, end] of union(ranges)) {
    if (left <= 0) break;
    const length = Math.min(end - start, left);
    taken.push([start, start + length]);
    left -= length;
  }
  return taken;
}

/**
 * At most `count` ranges: the longest are kept. Only a student jumping about thousands of times
 * in one lecture gets here, and gives up the slivers.
 */
export function keepLongest(ranges: PlayedRange[], count: number): PlayedRange[] {
  if (ranges.length <= count) return ranges;
  return union(
    [...ranges]
      .sort((a, b) => b[1] - b[0] - (a[1] - a[0]))
      .slice(0, count)
      .map(([start, end]): PlayedRange => [start, end]),
  );
}
