import type { WatchEvidence, WatchReport } from '@academy/shared/learning';
import { WATCH_REPORT_INTERVAL_MS } from '@academy/shared/limits';
import { keepLongest, type PlayedRange, union, WATCH_MAX_RANGES } from '@academy/shared/played-ranges';
import { ApiError } from '@/lib/api-client';

/** Whose lecture a report is about. */
export type WatchTarget = Pick<WatchReport, 'userId' | 'courseId' | 'lectureId'>;

type Send = (report: WatchReport, options: { keepalive: boolean }) => Promise<unknown>;

/** A failure the next report may get past: the network, a busy or restarting server. */
const worthRetrying = (error: unknown) =>
  !(error instanceof ApiError) || error.status === 0 || error.status === 429 || error.status >= 500;

const sameRanges = (a: PlayedRange[], b: PlayedRange[]) =>
  a.length === b.length && a.every(([start, end], index) => start === b[index]?.[0] && end === b[index]?.[1]);

/**
 * The player's watch reports for the lecture on screen (issue 14), without timers or React: the
 * hook feeds it the player's snapshots and says when to flush. It keeps the union of everything
 * played of the lecture, so a reloaded source (whose played ranges start over) loses nothing,
 * and sends it at most every `intervalMs` while it grows. A report lost on the network is
 * simply sent again with the next, since every report repeats the earlier ones; a refusal (the
 * course no longer owned) stops the reports of that lecture. Sending never waits on anything.
 */
export function createWatchReporter({
  send,
  keep = () => undefined,
  now = Date.now,
  intervalMs = WATCH_REPORT_INTERVAL_MS,
}: {
  send: Send;
  /** Holds a report the network did not take, for when it is back (a saved lecture played offline). */
  keep?: (report: WatchReport) => void;
  now?: () => number;
  intervalMs?: number;
}) {
  let target: WatchTarget | null = null;
  let ranges: PlayedRange[] = [];
  let duration = 0;
  /** Played since the last report went out. */
  let unsent = false;
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let inFlight = false;
  let refused = false;

  const evidence = (): WatchEvidence => ({ ranges: keepLongest(ranges, WATCH_MAX_RANGES), duration });

  /** Sends what is unsent; `keepalive` for a page going away, which also skips the in-flight wait. */
  const flush = (keepalive = false) => {
    if (!target || !unsent || duration <= 0 || refused || (inFlight && !keepalive)) return;
    const about = target;
    unsent = false;
    lastSentAt = now();
    inFlight = true;
    const report = { ...about, ...evidence() };
    send(report, { keepalive })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 0) keep(report);
        if (about !== target) return;
        if (worthRetrying(error)) unsent = true;
        else refused = true;
      })
      .finally(() => {
        if (about === target) inFlight = false;
      });
  };

  const start = (next: WatchTarget | null) => {
    target = next;
    ranges = [];
    duration = 0;
    unsent = false;
    lastSentAt = Number.NEGATIVE_INFINITY;
    inFlight = false;
    refused = false;
  };

  return {
    /** A snapshot from the player's onPlayed: the element's played ranges and the media's length. */
    played(about: WatchTarget, snapshot: PlayedRange[], length: number) {
      if (target?.lectureId !== about.lectureId || target.userId !== about.userId) {
        // The last of the lecture before: not held back by a report of it still on its way.
        flush(true);
        start(about);
      }
      const merged = union(ranges, snapshot);
      if (!sameRanges(merged, ranges) || length !== duration) unsent = true;
      ranges = merged;
      duration = length;
      if (now() - lastSentAt >= intervalMs) flush();
    },
    flush,
    /**
     * What was played of this lecture, for the mark that carries it (the last stretch and the
     * mark travel in one request); nothing is left to report then.
     */
    evidenceFor(lectureId: string): WatchEvidence | undefined {
      if (target?.lectureId !== lectureId || duration <= 0) return undefined;
      unsent = false;
      return evidence();
    },
    /** Forgets everything played (a Rewatch, which the server forgets too). */
    reset() {
      start(null);
    },
  };
}

export type WatchReporter = ReturnType<typeof createWatchReporter>;
