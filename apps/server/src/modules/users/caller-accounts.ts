import type { Database } from '../../db/client';
import type { KeptReads } from '../../db/database-changes';
import { type CallerAccount, findCallerAccount } from './service';

/** The channel migration 0035's triggers notify: an account's id, or '*' for every account. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changed';
/** About 200 bytes each: a busy evening's signed-in students, a few megabytes at most. */
export const MAX_KEPT_ACCOUNTS = 10_000;

/** What each signed-in request reads of its caller (plugins/auth.ts). */
export type CallerAccounts = {
  find(id: string): Promise<CallerAccount | undefined>;
  /**
   * Resolves once every change committed before the call has been taken: a write's answer waits
   * for it (plugins/auth.ts), so the writer's next request, on this instance, sees its change.
   */
  settle(): Promise<void>;
  /** Whether accounts are kept now: false while PostgreSQL's listening connection is down. */
  readonly live: boolean;
};

/**
 * The signed-in callers' accounts (decision 036): each read once and kept until the database says
 * it changed. Migration 0035's triggers notify `account_changed` whenever an account's role, name,
 * email or token version changes or it is deleted, and db/database-changes.ts listens.
 */
export function callerAccounts(
  db: Database,
  kept: KeptReads<CallerAccount>,
  settle: () => Promise<void>,
): CallerAccounts {
  return {
    find: (id) => kept.find(id, () => findCallerAccount(db, id)),
    settle,
    get live() {
      return kept.live;
    },
  };
}

/** Every request reads its caller: the tests' way for a plugin on its own. */
export const readCallerAccounts = (db: Database): CallerAccounts => ({
  find: (id) => findCallerAccount(db, id),
  settle: async () => undefined,
  live: false,
});
