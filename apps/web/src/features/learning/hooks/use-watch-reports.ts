import type { WatchEvidence } from '@academy/shared/learning';
import type { PlayedRange } from '@academy/shared/played-ranges';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportWatch } from '../api/report-watch';
import { keepReport } from '../lib/watch-outbox';
import { createWatchReporter, type WatchTarget } from '../lib/watch-reporter';

/** The player's snapshots come every second while it plays: this long without one, it stopped. */
const STOPPED_AFTER_MS = 1500;
/** How long the mark waits for the snapshot of a lecture's last moments. */
const LAST_SNAPSHOT_WAIT_MS = 1500;

/**
 * Issue 14: tells the server what the student actually played, for the evidence a lecture's mark
 * needs. Reports go at most every WATCH_REPORT_INTERVAL_MS while playing, once playback stops
 * (a pause, the end, a stall), and as the page is hidden or closed (`keepalive`, so they still
 * arrive). They never hold up playback: nothing waits on them, and a failed one is repeated by
 * the next. The mark at the end takes the last stretch with it (`finalEvidence`).
 */
export function useWatchReports() {
  const [reporter] = useState(() => createWatchReporter({ send: reportWatch, keep: keepReport }));
  const stoppedTimer = useRef<number | undefined>(undefined);
  /** A mark waiting for the next snapshot. */
  const awaiting = useRef<(() => void) | null>(null);

  useEffect(() => {
    const leave = () => reporter.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.clearTimeout(stoppedTimer.current);
      awaiting.current?.();
      leave();
    };
  }, [reporter]);

  const onPlayed = useCallback(
    (about: WatchTarget, ranges: PlayedRange[], duration: number) => {
      reporter.played(about, ranges, duration);
      awaiting.current?.();
      window.clearTimeout(stoppedTimer.current);
      stoppedTimer.current = window.setTimeout(() => reporter.flush(), STOPPED_AFTER_MS);
    },
    [reporter],
  );

  /**
   * What was played of the lecture, for its mark. The player says a lecture is complete a few
   * tenths of a second before its end, up to a second after its last snapshot (2 s of media at
   * 2×): the mark waits for the snapshot that follows (the end's, a pause's or the next
   * second's), or LAST_SNAPSHOT_WAIT_MS at most when none comes.
   */
  const finalEvidence = useCallback(
    (lectureId: string) =>
      new Promise<WatchEvidence | undefined>((resolve) => {
        awaiting.current?.();
        const done = () => {
          window.clearTimeout(timer);
          if (awaiting.current === done) awaiting.current = null;
          resolve(reporter.evidenceFor(lectureId));
        };
        const timer = window.setTimeout(done, LAST_SNAPSHOT_WAIT_MS);
        awaiting.current = done;
      }),
    [reporter],
  );

  return { onPlayed, finalEvidence, reset: reporter.reset };
}
