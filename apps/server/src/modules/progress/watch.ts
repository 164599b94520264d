import { WATCH_MAX_PLAYBACK_RATE, WATCH_REPORT_INTERVAL_MS } from '@academy/shared/limits';
import type { WatchEvidence, WatchReportAnswer, WatchStatus } from '@academy/shared/learning';
import {
  clamp,
  keepLongest,
  type PlayedRange,
  subtract,
  take,
  total,
  union,
} from '@academy/shared/played-ranges';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lectureWatch, watchBudgets } from '../../db/schema/progress';

/**
 * Issue 14's rule for watch time that counts: a student's lecture is marked viewed only when
 * the server has been told that most of it was played, no faster than the clock allows.
 */

/** Seconds of media credited per second of the server's clock, at most. */
export const WATCH_RATE = WATCH_MAX_PLAYBACK_RATE;
/**
 * The most a watch budget holds. One report's worth of media at the fastest speed must fit,
 * with half as much again for a report that arrives late: less, and an honest student at 2×
 * would lose seconds on every report.
 */
export const WATCH_BURST_SECONDS = WATCH_RATE * (WATCH_REPORT_INTERVAL_MS / 1000) * 1.5;
/** A lecture's played ranges keep at most this many stretches. */
const MAX_STORED_RANGES = 1000;
/** Played to within this much of the end counts as played to the end... */
const END_ALLOWANCE_SECONDS = 2;
/** ...or to within this share of the length, whichever allows more... */
const END_ALLOWANCE_SHARE = 0.1;
/** ...but never less than this share is asked for. */
const MINIMUM_SHARE = 0.5;

/** The seconds of a lecture of this length a student must have played for it to count. */
export function requiredSeconds(length: number): number {
  const allowance = Math.max(length * END_ALLOWANCE_SHARE, END_ALLOWANCE_SECONDS);
  return Math.max(length * MINIMUM_SHARE, length - allowance);
}

/** A lecture and what the server knows of its video's length. */
export type WatchedLecture = {
  id: string;
  courseId: string;
  /** The video it plays now: ranges played of an earlier one do not count. */
  publicId: string;
  /** The video's length as ffprobe read it. */
  probedSeconds: number | null;
  /** The length the admin typed in. */
  enteredSeconds: number | null;
};

/**
 * The length a lecture is judged by: the probed length of its video, which nobody but the file
 * decides. Else the admin's figure, a label rounded to a minute or typed by hand; the player's
 * own length is believed within half to all of it, so a video shorter than its label can be
 * finished while a forged tiny length cannot. Else only the player's word is left: the weakest
 * case, where a student who reports a short length is asked for little.
 */
export function judgedLength(
  lecture: Pick<WatchedLecture, 'probedSeconds' | 'enteredSeconds'>,
  reportedSeconds: number | null,
): number | null {
  if (lecture.probedSeconds !== null && lecture.probedSeconds > 0) return lecture.probedSeconds;
  const entered = lecture.enteredSeconds;
  if (entered !== null && entered > 0) {
    if (reportedSeconds === null) return entered;
    return Math.min(entered, Math.max(entered * MINIMUM_SHARE, reportedSeconds));
  }
  return reportedSeconds;
}

type Stored = { ranges: PlayedRange[]; reportedDuration: number | null };

async function storedWatch(tx: Executor, userId: string, lecture: WatchedLecture): Promise<Stored> {
  const [row] = await tx
    .select({
      publicId: lectureWatch.publicId,
      ranges: lectureWatch.ranges,
      reportedDuration: lectureWatch.reportedDuration,
    })
    .from(lectureWatch)
    .where(and(eq(lectureWatch.userId, userId), eq(lectureWatch.lectureId, lecture.id)))
    .limit(1);
  if (!row || row.publicId !== lecture.publicId) return { ranges: [], reportedDuration: null };
  return { ranges: row.ranges, reportedDuration: row.reportedDuration };
}

function statusOf(lecture: WatchedLecture, stored: Stored): WatchStatus {
  const length = judgedLength(lecture, stored.reportedDuration);
  const watched = total(length === null ? stored.ranges : clamp(stored.ranges, length));
  const required = length === null ? null : requiredSeconds(length);
  return {
    lectureId: lecture.id,
    watchedSeconds: Math.round(watched * 1000) / 1000,
    durationSeconds: length,
    requiredSeconds: required,
    // A thousandth of a second of rounding never decides.
    enough: required !== null && watched >= required - 0.001,
  };
}

/** How much of the lecture the student is credited with, against what it asks. */
export async function watchStatus(
  tx: Executor,
  userId: string,
  lecture: WatchedLecture,
): Promise<WatchStatus> {
  return statusOf(lecture, await storedWatch(tx, userId, lecture));
}

/**
 * Draws `wanted` seconds on the student's watch budget at `now`; answers how many it allowed.
 * The budget refills at WATCH_RATE per second of the server's clock since it was last drawn
 * on, up to WATCH_BURST_SECONDS; a new student's starts full. A clock set back refills nothing.
 */
async function drawOnBudget(tx: Executor, userId: string, wanted: number, now: Date): Promise<number> {
  const [budget] = await tx
    .select({ seconds: watchBudgets.seconds, refilledAt: watchBudgets.refilledAt })
    .from(watchBudgets)
    .where(eq(watchBudgets.userId, userId))
    .limit(1);
  const elapsed = budget ? Math.max(0, now.getTime() - budget.refilledAt.getTime()) / 1000 : 0;
  const available = budget
    ? Math.min(WATCH_BURST_SECONDS, budget.seconds + elapsed * WATCH_RATE)
    : WATCH_BURST_SECONDS;
  const allowed = Math.min(wanted, available);
  const left = { seconds: available - allowed, refilledAt: now };
  await tx
    .insert(watchBudgets)
    .values({ userId, ...left })
    .onConflictDoUpdate({ target: watchBudgets.userId, set: left });
  return allowed;
}

/**
 * Adds a player's report to what the student is credited with, and answers the new status.
 * The ranges are cut to the reported length, and only what they add to the stored ranges is
 * new. A student is credited with as much of that as the watch budget allows, from the
 * earliest second on; the rest is not lost, since the next report repeats it, and the answer
 * says how much it is. A `trusted` report (an admin's) is credited whole. Run it inside the
 * transaction that holds the student's lock, which serialises reports and budget.
 */
export async function recordWatch(
  tx: Executor,
  {
    userId,
    lecture,
    evidence,
    trusted,
    now,
  }: { userId: string; lecture: WatchedLecture; evidence: WatchEvidence; trusted: boolean; now: Date },
): Promise<WatchReportAnswer> {
  const stored = await storedWatch(tx, userId, lecture);
  const fresh = subtract(clamp(evidence.ranges, evidence.duration), stored.ranges);
  const freshSeconds = total(fresh);
  let credited = fresh;
  if (!trusted && freshSeconds > 0) {
    credited = take(fresh, await drawOnBudget(tx, userId, freshSeconds, now));
  }
  const next: Stored = {
    ranges: keepLongest(union(stored.ranges, credited), MAX_STORED_RANGES),
    reportedDuration: Math.max(stored.reportedDuration ?? 0, evidence.duration),
  };
  const values = { publicId: lecture.publicId, ...next, updatedAt: now };
  await tx
    .insert(lectureWatch)
    .values({ userId, courseId: lecture.courseId, lectureId: lecture.id, ...values })
    .onConflictDoUpdate({ target: [lectureWatch.userId, lectureWatch.lectureId], set: values });
  return {
    ...statusOf(lecture, next),
    uncreditedSeconds: Math.round((freshSeconds - total(credited)) * 1000) / 1000,
  };
}

/** Forgets what the student played of a course (Rewatch starts it over). */
export async function clearWatchOf(tx: Executor, userId: string, courseId: string): Promise<void> {
  await tx
    .delete(lectureWatch)
    .where(and(eq(lectureWatch.userId, userId), eq(lectureWatch.courseId, courseId)));
}

/** Erasure of an account: what the student played, and their budget. */
export async function deleteWatchOf(tx: Executor, userId: string): Promise<void> {
  await tx.delete(lectureWatch).where(eq(lectureWatch.userId, userId));
  await tx.delete(watchBudgets).where(eq(watchBudgets.userId, userId));
}
