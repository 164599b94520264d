import type { WatchEvidence, WatchReport, WatchReportAnswer } from '@academy/shared/learning';
import { STORAGE_KEYS, WATCH_REPORT_INTERVAL_MS } from '@academy/shared/limits';
import { keepLongest, union, WATCH_MAX_RANGES } from '@academy/shared/played-ranges';
import { ApiError } from '@/lib/api-client';

/*
 * What a student played, and the lectures they finished, while the network was away (issue 32):
 * kept in the browser and sent when it returns. The server judges them by its usual rules (the
 * watch budget refills with its own clock), so an evening watched on a train is credited over
 * the first minutes back online: each sending credits what the budget allows, and the report
 * goes again until nothing more is credited. Nothing is credited that the server would refuse.
 */

/** Where the outbox is kept: small (played ranges, a few marks). */
export const WATCH_OUTBOX_KEY = STORAGE_KEYS.watchOutbox;

type Kept = {
  report: WatchReport;
  /** The lecture ended: it is marked viewed once its report is in. */
  finished: boolean;
  /** What the server last credited of it, to see when a sending stops adding anything. */
  credited: number | null;
};

type Senders = {
  report: (report: WatchReport) => Promise<Pick<WatchReportAnswer, 'watchedSeconds' | 'uncreditedSeconds'>>;
  mark: (mark: Omit<WatchReport, 'ranges' | 'duration'> & { watched: WatchEvidence }) => Promise<unknown>;
};

function read(): Kept[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(WATCH_OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Kept[]) : [];
  } catch {
    return [];
  }
}

function write(entries: Kept[]) {
  try {
    if (entries.length === 0) window.localStorage.removeItem(WATCH_OUTBOX_KEY);
    else window.localStorage.setItem(WATCH_OUTBOX_KEY, JSON.stringify(entries));
  } catch {
    // Storage refused: the reports of this visit are still sent by the player while it is open.
  }
}

const sameLecture = (a: WatchReport, b: WatchReport) => a.userId === b.userId && a.lectureId === b.lectureId;

/** Keeps a report the network did not take, merged with what is kept of the same lecture. */
export function keepReport(report: WatchReport, finished = false): void {
  const entries = read();
  const kept = entries.find((entry) => sameLecture(entry.report, report));
  if (kept) {
    kept.report = {
      ...report,
      ranges: keepLongest(union(kept.report.ranges, report.ranges), WATCH_MAX_RANGES),
      duration: Math.max(kept.report.duration, report.duration),
    };
    kept.finished ||= finished;
  } else {
    entries.push({ report, finished, credited: null });
  }
  write(entries);
}

export const hasKeptReports = () => read().length > 0;

/** A refusal that a later sending will not change (the course no longer held, a bad report). */
const final = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

let sending: Promise<void> | null = null;

/**
 * Sends what is kept, once at a time: each report, then the mark of a finished lecture. A report
 * the server credited whole is done at once. One it credited in part goes again after
 * WATCH_REPORT_INTERVAL_MS (the budget will have refilled), for as long as each sending credits
 * more than the last; one that credited nothing new is done. The network failing again leaves
 * everything for the next time.
 */
export function sendKeptReports(senders: Senders, wait = WATCH_REPORT_INTERVAL_MS): Promise<void> {
  sending ??= (async () => {
    try {
      for (;;) {
        let again = false;
        for (const entry of read()) {
          let done = false;
          try {
            const status = await senders.report(entry.report);
            const grew = entry.credited === null || status.watchedSeconds > entry.credited + 0.001;
            // A thousandth of a second of rounding is not worth ten seconds more of waiting.
            done = status.uncreditedSeconds <= 0.001 || !grew;
            if (!done) {
              update(entry.report, { credited: status.watchedSeconds });
              again = true;
            }
          } catch (error) {
            if (!final(error)) return;
            done = true;
          }
          if (done) {
            if (entry.finished) {
              const { ranges, duration, ...about } = entry.report;
              await senders.mark({ ...about, watched: { ranges, duration } }).catch((error: unknown) => {
                if (!final(error)) throw error;
              });
            }
            forget(entry.report);
          }
        }
        if (!again) return;
        await new Promise((resolve) => window.setTimeout(resolve, wait));
      }
    } catch {
      // The network went again: kept for the next time it comes back.
    } finally {
      sending = null;
    }
  })();
  return sending;
}

function update(report: WatchReport, change: Partial<Kept>) {
  write(read().map((entry) => (sameLecture(entry.report, report) ? { ...entry, ...change } : entry)));
}

function forget(report: WatchReport) {
  write(read().filter((entry) => !sameLecture(entry.report, report)));
}
