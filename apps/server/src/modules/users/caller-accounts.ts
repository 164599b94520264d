import { type Database, pgliteClient } from '../../db/client';
import { type CallerAccount, findCallerAccount } from './service';

/** The channel migration 0035's triggers notify: an account's id, or '*' for every account. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changed';
/** About 200 bytes each: a busy evening's signed-in students, a few megabytes at most. */
const MAX_KEPT_ACCOUNTS = 10_000;

/** What each signed-in request reads of its caller (plugins/auth.ts). */
export type CallerAccounts = {
  find(id: string): Promise<CallerAccount | undefined>;
  close(): Promise<void>;
};

/**
 * The signed-in callers' accounts (decision 036). On PGlite the store is one process (the data
 * folder's lock makes it so), and the database tells it of every change to an account as the
 * change commits (migration 0035's triggers, PGlite's LISTEN), so an account is read once and
 * kept: a sign-out everywhere, a new password, a role changed or an account disabled or erased
 * drops it before the writer's request goes on, and the next request reads it again. On
 * PostgreSQL other instances write too, so every request reads its caller.
 */
export async function createCallerAccounts(db: Database): Promise<CallerAccounts> {
  const client = pgliteClient(db);
  if (!client) return readCallerAccounts(db);

  const kept = new Map<string, CallerAccount>();
  // A read that began before a change may end after its notice: it is then not kept.
  let changesSeen = 0;
  const stopListening = await client.listen(ACCOUNT_CHANGES_CHANNEL, (id) => {
    changesSeen += 1;
    if (id === '*') kept.clear();
    else kept.delete(id);
  });
  return {
    async find(id) {
      // The triggers name an account as PostgreSQL writes a uuid: in lower case.
      const key = id.toLowerCase();
      const account = kept.get(key);
      if (account) return account;
      const changesBefore = changesSeen;
      const read = await findCallerAccount(db, id);
      if (read && changesSeen === changesBefore) {
        if (kept.size >= MAX_KEPT_ACCOUNTS) kept.delete(kept.keys().next().value as string);
        kept.set(key, read);
      }
      return read;
    },
    async close() {
      kept.clear();
      if (!client.closed) await stopListening();
    },
  };
}

/** Every request reads its caller: PostgreSQL's way, and the tests' for a plugin on its own. */
export const readCallerAccounts = (db: Database): CallerAccounts => ({
  find: (id) => findCallerAccount(db, id),
  close: async () => undefined,
});
