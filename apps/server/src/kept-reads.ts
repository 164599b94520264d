import { keptReads } from './db/database-changes';
import { ENTITLEMENT_CHANGES_CHANNEL, type KeptHoldings } from './modules/access/kept-holdings';
import { createCourseRows, type CourseRows } from './modules/courses/service';
import { type KeptLearning, LEARNING_CHANGES_CHANNEL } from './modules/progress/kept-learning';
import { createReviewPages, type ReviewPages } from './modules/reviews/routes';
import { ACCOUNT_CHANGES_CHANNEL, MAX_KEPT_ACCOUNTS } from './modules/users/caller-accounts';
import type { CallerAccount } from './modules/users/service';

/*
 * What an instance keeps of its database between requests (decisions 036 and 040), built once by
 * buildApp. The accounts, holdings and learning records are kept until the database tells of a
 * change (db/database-changes.ts listens on each one's channel); course rows and pages of reviews
 * are reused for a second at most, as the visitors' answers are, and forgotten by any write
 * through the instance (app.ts).
 */

declare module 'fastify' {
  interface FastifyInstance {
    kept: KeptReadsOfStore;
  }
}

/** One entry per signed-in student at most: a class's evening, a few megabytes. */
const MAX_KEPT_STUDENTS = 10_000;

export type KeptReadsOfStore = {
  accounts: ReturnType<typeof keptReads<CallerAccount>>;
  holdings: KeptHoldings;
  learning: KeptLearning;
  courseRows: CourseRows;
  reviewPages: ReviewPages;
  /** Resolves once every change committed before the call has been heard (DatabaseChanges). */
  settle(): Promise<void>;
};

/** `now`: the clock a reused row's or page's second is counted on (tests move it). */
export function createKeptReads(now?: () => Date): Omit<KeptReadsOfStore, 'settle'> {
  const clock = now ? () => now().getTime() : Date.now;
  return {
    accounts: keptReads<CallerAccount>(MAX_KEPT_ACCOUNTS),
    holdings: keptReads<boolean>(MAX_KEPT_STUDENTS),
    learning: keptReads(MAX_KEPT_STUDENTS),
    courseRows: createCourseRows(clock),
    reviewPages: createReviewPages(clock),
  };
}

/** Each kept store by the channel whose notices keep it (migrations 0035 and 0037). */
export const channelsOf = (kept: Omit<KeptReadsOfStore, 'settle'>) => ({
  [ACCOUNT_CHANGES_CHANNEL]: kept.accounts,
  [ENTITLEMENT_CHANGES_CHANNEL]: kept.holdings,
  [LEARNING_CHANGES_CHANNEL]: kept.learning,
});
