import type { Executor } from '../../db/client';
import type { KeptReads } from '../../db/database-changes';
import { ownsCourse } from './ownership';

/** The channel migration 0037's triggers on entitlements notify: the account whose changed. */
export const ENTITLEMENT_CHANGES_CHANNEL = 'entitlement_changed';

/** Whether each account holds each course it asked about, kept until its entitlements change. */
export type KeptHoldings = KeptReads<boolean>;

/**
 * Whether the user holds the course, as `ownsCourse` answers, read once and kept until the
 * database tells of a change to their entitlements (decision 040). Ask only about a course that
 * exists: each answer is kept for its account.
 */
export const holdsCourseKept = (db: Executor, kept: KeptHoldings, userId: string, courseId: string) =>
  kept.find(userId, () => ownsCourse(db, userId, courseId), `course:${courseId.toLowerCase()}`);
