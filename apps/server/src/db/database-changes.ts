import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { connectionPool, type Database, pgliteClient } from './client';

/*
 * Reads kept in memory while the database tells this process of every change to them (decisions
 * 036 and 040). Triggers notify a channel whenever a row a kept read depends on changes, through
 * any route, service, script or plain SQL; the payload names the owner of what changed (an
 * account's id), or '*' for every owner. This process LISTENs on each channel and forgets what
 * the notice names.
 *
 * - PGlite is one process (the data folder's lock) and hands a notice over as its change commits,
 *   before the writer's request goes on.
 * - On PostgreSQL every instance keeps a connection of its own listening; the notice reaches it
 *   within milliseconds of the commit, and a write through this instance waits for it (`settle`).
 *   While that connection is down (still connecting, lost, or not hearing the notice it sends
 *   itself every LISTENER_CHECK_MS) nothing is kept and every read goes to the database; it
 *   connects again on its own.
 */

/** PostgreSQL: how often the listening connection is checked to still hear notices. */
export const LISTENER_CHECK_MS = 10_000;
const LISTENER_CHECK_TIMEOUT_MS = 5_000;
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_LONGEST_MS = 30_000;
/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'academy database changes';

/** What one channel's notices keep fresh: the reads of each owner the payload names. */
export type KeptReads<Value> = {
  /**
   * The owner's read under `key`, kept from an earlier call while the database tells of every
   * change; read afresh (and kept) otherwise. `undefined` is never kept.
   */
  find<Read extends Value | undefined>(owner: string, read: () => Promise<Read>, key?: string): Promise<Read>;
  /** Drops what is kept of `owner` ('*': of everyone). */
  forget(owner: string): void;
  /** Whether reads are kept now. */
  readonly live: boolean;
  setLive(value: boolean): void;
};

/**
 * An empty store of kept reads for `maxOwners` owners at most (the oldest kept is dropped first).
 * Owners are compared in lower case, as PostgreSQL writes a uuid in a notice.
 */
export function keptReads<Value>(maxOwners: number): KeptReads<Value> {
  const owners = new Map<string, Map<string, Value>>();
  // A read that began before a change (or before the feed was lost) may end after it: not kept.
  let changesSeen = 0;
  let live = false;
  const forget = (owner: string) => {
    changesSeen += 1;
    if (owner === '*') owners.clear();
    else owners.delete(owner.toLowerCase());
  };
  return {
    forget,
    get live() {
      return live;
    },
    setLive(value) {
      forget('*');
      live = value;
    },
    async find<Read extends Value | undefined>(owner: string, read: () => Promise<Read>, key = '') {
      if (!live) return read();
      const ownerKey = owner.toLowerCase();
      const kept = owners.get(ownerKey)?.get(key);
      // What was kept is what `read` answered for this key.
      if (kept !== undefined) return kept as Read;
      const changesBefore = changesSeen;
      const value = await read();
      if (value !== undefined && live && changesSeen === changesBefore) {
        let reads = owners.get(ownerKey);
        if (!reads) {
          if (owners.size >= maxOwners) owners.delete(owners.keys().next().value as string);
          reads = new Map();
          owners.set(ownerKey, reads);
        }
        reads.set(key, value as Value);
      }
      return value;
    },
  };
}

/** The listening side: each channel's notices reach its kept reads. */
export type DatabaseChanges = {
  /**
   * Resolves once every change committed before the call has been taken: a write's answer waits
   * for it (plugins/auth.ts), so the writer's next request, on this instance, sees its change.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
};

type Channels = Record<string, Pick<KeptReads<unknown>, 'forget' | 'setLive'>>;

/**
 * Listens on each channel and hands its notices to its kept reads, which are live while every
 * notice is sure to arrive. Without a database that can notify (a test's plain client), nothing
 * is ever kept.
 */
export async function listenForChanges(
  db: Database,
  channels: Channels,
  log?: FastifyBaseLogger,
): Promise<DatabaseChanges> {
  const setLive = (value: boolean) => {
    for (const kept of Object.values(channels)) kept.setLive(value);
  };
  const pglite = pgliteClient(db);
  if (pglite) {
    const stops = await Promise.all(
      Object.entries(channels).map(([channel, kept]) => pglite.listen(channel, kept.forget)),
    );
    setLive(true);
    return {
      // PGlite hands a notice over with the statement that committed it.
      settle: async () => undefined,
      async close() {
        setLive(false);
        if (!pglite.closed) await Promise.all(stops.map((stop) => stop()));
      },
    };
  }
  const pool = connectionPool(db);
  if (!pool) return { settle: async () => undefined, close: async () => undefined };
  return listenOnPostgres(pool, channels, setLive, log);
}

/** A notice the listener sends itself through the pool: no owner's change. */
const DELIVERY_CHECK_PREFIX = 'check:';

function listenOnPostgres(
  pool: pg.Pool,
  channels: Channels,
  setLive: (value: boolean) => void,
  log: FastifyBaseLogger | undefined,
): DatabaseChanges {
  const [checkChannel] = Object.keys(channels);
  let current: pg.Client | undefined;
  let live = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let check: NodeJS.Timeout | undefined;
  let waitMs = RECONNECT_FIRST_MS;
  const checksAwaited = new Map<string, (heard: boolean) => void>();
  const goLive = (value: boolean) => {
    live = value;
    setLive(value);
  };

  function lose(connection: pg.Client, reason: unknown) {
    if (current !== connection) return;
    current = undefined;
    goLive(false);
    clearInterval(check);
    for (const answer of checksAwaited.values()) answer(false);
    connection.removeAllListeners('notification');
    connection.end().catch(() => undefined);
    if (stopped) return;
    log?.warn(
      { err: reason },
      'Lost the database-changes listener: every request reads its caller and its data until it is back',
    );
    retry = setTimeout(() => void connect(), waitMs);
    retry.unref();
    waitMs = Math.min(waitMs * 2, RECONNECT_LONGEST_MS);
  }

  /**
   * Whether a notice sent through the pool, as a change's is, reaches the listening connection in
   * time. A connection that answers but hears nothing (behind a pooler in transaction mode, which
   * moves a LISTEN's session away) must not keep anything.
   */
  async function noticesArrive(connection: pg.Client): Promise<boolean> {
    const check = `${DELIVERY_CHECK_PREFIX}${randomUUID()}`;
    let timeout: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      checksAwaited.set(check, resolve);
      timeout = setTimeout(() => resolve(false), LISTENER_CHECK_TIMEOUT_MS);
    });
    try {
      await pool.query('SELECT pg_notify($1, $2)', [checkChannel, check]);
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
      if (payload?.startsWith(DELIVERY_CHECK_PREFIX)) checksAwaited.get(payload)?.(true);
      else channels[channel]?.forget(payload ?? '*');
    });
    current = connection;
    try {
      await connection.connect();
      for (const channel of Object.keys(channels)) await connection.query(`LISTEN ${channel}`);
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
    goLive(true);
    check = setInterval(() => {
      void noticesArrive(connection).then((arrived) => {
        if (!arrived) lose(connection, new Error('Notices stopped arriving'));
      });
    }, LISTENER_CHECK_MS);
    check.unref();
  }

  // PostgreSQL sends a listening session the notices committed before a statement ahead of
  // that statement's answer (PostgresMain, before ReadyForQuery): one round trip takes them all.
  const roundTrip = sharedRoundTrips(async () => {
    await current?.query('SELECT 1').catch(() => undefined);
  });

  // In the background: a database that is slow to answer must not hold the server's start.
  void connect();
  return {
    // Nothing is kept while the connection is not listening: nothing to wait for.
    settle: () => (live ? roundTrip() : Promise.resolve()),
    async close() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(check);
      goLive(false);
      for (const answer of checksAwaited.values()) answer(false);
      const connection = current;
      current = undefined;
      await connection?.end().catch(() => undefined);
    },
  };
}

/**
 * `send` shared by the writes that wait at once: the returned function resolves once a round trip
 * sent after its call has come back. While one is on its way, every caller waits for the next,
 * which all of them share and which leaves when that one is back: under a class of writers, two
 * statements at most are on the listening connection, not one per write queued behind each other.
 * A round trip that fails fails its callers, and the next is sent all the same.
 */
export function sharedRoundTrips(send: () => Promise<void>): () => Promise<void> {
  let onItsWay: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  const start = () => {
    const trip = send();
    onItsWay = trip;
    const arrived = () => {
      if (onItsWay === trip) onItsWay = undefined;
    };
    trip.then(arrived, arrived);
    return trip;
  };
  const startNext = () => {
    next = undefined;
    return start();
  };
  return () => {
    if (!onItsWay) return start();
    next ??= onItsWay.then(startNext, startNext);
    return next;
  };
}
