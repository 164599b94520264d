import { PLAYER_PROGRESS_INTERVAL_MS } from '@academy/shared/limits';
import type { PlayedRange } from '@academy/shared/played-ranges';
import { type RefObject, useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { playedFraction, rangesOf } from './playback';

export type ProgressCallbacks = {
  /** The played fraction (0 to 1), every PLAYER_PROGRESS_INTERVAL_MS while playing. */
  onProgress?: ((fraction: number) => void) | undefined;
  /** Once per media when the played fraction reaches 1. */
  onComplete?: (() => void) | undefined;
  /**
   * What of this media has actually been played (the element's `played` ranges, in seconds)
   * and its length: every PLAYER_PROGRESS_INTERVAL_MS while playing, at a pause and at the
   * end. The ranges start afresh when the media is reloaded (a new or refreshed URL).
   */
  onPlayed?: ((ranges: PlayedRange[], duration: number) => void) | undefined;
};

/** What the player tells its page about playback: the played fraction, completion, the played ranges. */
export function useProgressReports(
  videoRef: RefObject<HTMLVideoElement | null>,
  playing: boolean,
  { onProgress, onComplete, onPlayed }: ProgressCallbacks,
) {
  const completed = useRef(false);

  /** Reports the played fraction, and `onComplete` once it reaches 1. */
  const report = (notifyProgress: boolean) => {
    const video = videoRef.current;
    if (!video) return;
    const fraction = playedFraction(video.currentTime, video.duration, video.ended);
    if (fraction === null) return;
    if (notifyProgress) onProgress?.(fraction);
    if (fraction >= 1 && !completed.current) {
      completed.current = true;
      onComplete?.();
    }
  };
  const reportPlayed = () => {
    const video = videoRef.current;
    if (!onPlayed || !video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    onPlayed(rangesOf(video.played), video.duration);
  };
  const tick = useEffectEvent(() => {
    reportPlayed();
    report(true);
  });

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(tick, PLAYER_PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  /** Reaching the end again counts again (new media, or a seek back before the end). */
  const startOver = useCallback(() => {
    completed.current = false;
  }, []);

  return { report, reportPlayed, startOver };
}
