import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectionPool, type Database, pgliteClient } from '../../db/client';
import { type CallerAccount, findCallerAccount } from './service';

/** The channel migration 0035's triggers notify: an account's id, or '*' for every account. */
export const ACCOUNT_CHANGES_CHANNEL = 'account_changed';
/** About 200 bytes each: a busy evening's signed-in students, a few megabytes at most. */
const MAX_KEPT_ACCOUNTS = 10_000;
/** PostgreSQL: how often the listening connection is checked to still hear notices. */
export const LISTENER_CHECK_MS = 10_000;
const LISTENER_CHECK_TIMEOUT_MS = 5_000;
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_LONGEST_MS = 30_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'academy account changes';

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
  close(): Promise<void>;
};

/**
 * Accounts read once and kept while the database tells this process of every change to them
 * ("live"), and read on every request while it cannot.
 */
function keptAccounts(db: Database) {
  const accounts = new Map<string, CallerAccount>();
  // A read that began before a change (or before the feed was lost) may end after it: not kept.
  let changesSeen = 0;
  let live = false;
  const forget = (id: string) => {
    changesSeen += 1;
    if (id === '*') accounts.clear();
    else accounts.delete(id);
  };
  return {
    forget,
    get live() {
      return live;
    },
    setLive(value: boolean) {
      forget('*');
      live = value;
    },
    async find(id: string): Promise<CallerAccount | undefined> {
      if (!live) return findCallerAccount(db, id);
      // The triggers name an account as PostgreSQL writes a uuid: in lower case.
      const key = id.toLowerCase();
      const account = accounts.get(key);
      if (account) return account;
      const changesBefore = changesSeen;
      const read = await findCallerAccount(db, id);
      if (read && live && changesSeen === changesBefore) {
        if (accounts.size >= MAX_KEPT_ACCOUNTS) accounts.delete(accounts.keys().next().value as string);
        accounts.set(key, read);
      }
      return read;
    },
  };
}

type KeptAccounts = ReturnType<typeof keptAccounts>;

/**
 * The signed-in callers' accounts (decision 036): each read once and kept until the database says
 * it changed. Migration 0035's triggers notify `account_changed` whenever an account's role, name,
 * email or token version changes or it is deleted, through any route, service, script or plain
 * SQL, and this process LISTENs.
 *
 * - PGlite is one process (the data folder's lock) and hands the notice over as the change
 *   commits, before the writer's request goes on.
 * - On PostgreSQL every instance keeps a connection of its own listening; the notice reaches it
 *   within milliseconds of the commit, and a write through this instance waits for it (`settle`).
 *   While that connection is down (still connecting, lost, or not hearing the notice it sends
 *   itself every LISTENER_CHECK_MS) nothing is kept and every request reads its caller, as before; it
 *   connects again on its own.
 */
export async function createCallerAccounts(db: Database, log?: FastifyBaseLogger): Promise<CallerAccounts> {
  const kept = keptAccounts(db);
  const pglite = pgliteClient(db);
  if (pglite) {
    const stopListening = await pglite.listen(ACCOUNT_CHANGES_CHANNEL, kept.forget);
    kept.setLive(true);
    return {
      find: kept.find,
      // PGlite hands a notice over with the statement that committed it.
      settle: async () => undefined,
      get live() {
        return kept.live;
      },
      async close() {
        kept.setLive(false);
        if (!pglite.closed) await stopListening();
      },
    };
  }
  const pool = connectionPool(db);
  if (!pool) return readCallerAccounts(db);
  const listener = listenOnPostgres(pool, kept, log);
  return {
    find: kept.find,
    settle: listener.settle,
    get live() {
      return kept.live;
    },
    close: listener.stop,
  };
}

/** A notice the listener sends itself through the pool: not an account. */
const DELIVERY_CHECK_PREFIX = 'check:';

function listenOnPostgres(
  pool: pg.Pool,
  kept: KeptAccounts,
  log: FastifyBaseLogger | undefined,
): { settle(): Promise<void>; stop(): Promise<void> } {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  let waitMs = RECONNECT_FIRST_MS;
  const checksAwaited = new Map<string, (heard: boolean) => void>();

  function lose(connection: pg.Client, reason: unknown) {
    if (current !== connection) return;
    current = undefined;
    kept.setLive(false);
    clearInterval(check);
    for (const answer of checksAwaited.values()) answer(false);
    connection.removeAllListeners('notification');
    connection.end().catch(() => undefined);
    if (stopped) return;
    log?.warn(
      { err: reason },
      'Lost the account-changes listener: every request reads its caller until it is back',
    );
    retry = setTimeout(() => void connect(), waitMs);
    retry.unref();
    waitMs = Math.min(waitMs * 2, RECONNECT_LONGEST_MS);
  }

  /**
   * Whether a notice sent through the pool, as an account's change is, reaches the listening
   * connection in time. A connection that answers but hears nothing (behind a pooler in
   * transaction mode, which moves a LISTEN's session away) must not keep accounts.
   */
  async function noticesArrive(connection: pg.Client): Promise<boolean> {
    const check = `${DELIVERY_CHECK_PREFIX}${randomUUID()}`;
    let timeout: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      checksAwaited.set(check, resolve);
      timeout = setTimeout(() => resolve(false), LISTENER_CHECK_TIMEOUT_MS);
    });
    try {
      await pool.query('SELECT pg_notify($1, $2)', [ACCOUNT_CHANGES_CHANNEL, check]);
      return (await heard) && current === connection;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
      checksAwaited.delete(check);
    }
  }

  async function connect() {
    const connection = new pg.Client({
      ...pool.options,
      keepAlive: true,
      application_name: LISTENER_APPLICATION_NAME,
    });
    connection.on('error', (error) => lose(connection, error));
    connection.on('end', () => lose(connection, new Error('The connection ended')));
    connection.on('notification', ({ channel, payload }) => {
      if (channel !== ACCOUNT_CHANGES_CHANNEL) return;
      if (payload?.startsWith(DELIVERY_CHECK_PREFIX)) checksAwaited.get(payload)?.(true);
      else kept.forget(payload ?? '*');
    });
    current = connection;
    try {
      await connection.connect();
      await connection.query(`LISTEN ${ACCOUNT_CHANGES_CHANNEL}`);
    } catch (error) {
      lose(connection, error);
      return;
    }
    if (!(await noticesArrive(connection))) {
      lose(connection, new Error('A notice sent through the pool did not arrive'));
      return;
    }
    if (stopped || current !== connection) {
      await connection.end().catch(() => undefined);
      return;
    }
    waitMs = RECONNECT_FIRST_MS;
    kept.setLive(true);
    check = setInterval(() => {
      void noticesArrive(connection).then((arrived) => {
        if (!arrived) lose(connection, new Error('Notices stopped arriving'));
      });
    }, LISTENER_CHECK_MS);
    check.unref();
  }

  // In the background: a database that is slow to answer must not hold the server's start.
  void connect();
  return {
    // PostgreSQL sends a listening session the notices committed before a statement ahead of
    // that statement's answer (PostgresMain, before ReadyForQuery): one round trip takes them all.
    async settle() {
      // Nothing is kept while the connection is not listening: nothing to wait for.
      if (kept.live) await current?.query('SELECT 1').catch(() => undefined);
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(check);
      kept.setLive(false);
      for (const answer of checksAwaited.values()) answer(false);
      const connection = current;
      current = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}

/** Every request reads its caller: the tests' way for a plugin on its own. */
export const readCallerAccounts = (db: Database): CallerAccounts => ({
  find: (id) => findCallerAccount(db, id),
  settle: async () => undefined,
  live: false,
  close: async () => undefined,
});
