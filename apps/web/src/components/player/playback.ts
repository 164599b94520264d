import type { PlayedRange } from '@academy/shared/played-ranges';

/** A lecture counts as played to its end this close to the end (the last frame may never report). */
const END_EPSILON_SECONDS = 0.3;
/** A buffered stretch starting this little after the playhead still counts as the one it plays from. */
const BUFFERED_GAP_SECONDS = 0.5;

/** The element's `buffered` or `played` ranges: only what is read of them. */
export type MediaRanges = Pick<TimeRanges, 'length' | 'start' | 'end'>;

/** The element's ranges as `[start, end]` pairs, in seconds. */
export function rangesOf(ranges: MediaRanges): PlayedRange[] {
  const pairs: PlayedRange[] = [];
  for (let index = 0; index < ranges.length; index += 1) pairs.push([ranges.start(index), ranges.end(index)]);
  return pairs;
}

/**
 * How far the media is loaded from the playhead on: the furthest end of a buffered stretch that
 * starts at or just after it, or 0. Stretches further ahead (after a seek back) are left out.
 */
export function bufferedEnd(ranges: MediaRanges, time: number): number {
  let end = 0;
  for (const [start, stop] of rangesOf(ranges)) {
    if (start <= time + BUFFERED_GAP_SECONDS) end = Math.max(end, stop);
  }
  return end;
}

/** The played fraction (0 to 1) at `time`; 1 at the end; null while the length is unknown. */
export function playedFraction(time: number, duration: number, ended: boolean): number | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  const atEnd = ended || time >= duration - END_EPSILON_SECONDS;
  return atEnd ? 1 : Math.min(1, time / duration);
}

/** `seconds` as a percentage of `duration` for the progress bar, at most 100; 0 while unknown. */
export const percentOf = (seconds: number, duration: number): number =>
  duration > 0 ? Math.min(100, (seconds / duration) * 100) : 0;

/** A volume the element takes: between 0 and 1, in hundredths. */
export const volumeLevel = (value: number): number => Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
