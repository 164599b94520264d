import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { context, type Tracer } from '@opentelemetry/api';
import pg from 'pg';
import { traceQueryMethod } from '../infrastructure/tracing';
import { migrationsFolder } from '../lib/paths';
import { type DataDirLock, lockDataDir } from './data-dir-lock';
import { pgliteExtensions } from './pglite-extensions';
import { prepareStatementsOf } from './pglite-statements';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or an open transaction: services accept both. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  driver: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance runs its own: start-up work (migrations, the demo
   * data, the configured admin) that two instances starting at once must not both do.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `listener` if the database is lost for good: the embedded PGlite's thread crashed or ran
   * out of memory. PostgreSQL is never lost this way (the pool connects again), nor is PGlite in
   * this thread (it fails with the process).
   */
  whenLost(listener: (error: Error) => void): void;
  close(): Promise<void>;
};

/** The embedded database: PGlite in this thread, or in a thread of its own (decision 037). */
export type EmbeddedClient = PGlite | PGliteThread;

export function fromPglite(client: EmbeddedClient, lock?: DataDirLock): DatabaseHandle {
  // In its own thread PGlite prepares its statements there (pglite-worker.ts).
  if (client instanceof PGlite) prepareStatementsOf(client);
  // Drizzle's PGlite driver uses only what PGliteThread offers of PGlite's interface.
  const drizzleOf = () => drizzlePglite(client as PGlite, { schema });
  const db = drizzleOf() as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await migratePglite(drizzleOf(), { migrationsFolder: migrationsFolder() });
    },
    // The data folder's lock already makes this process the only one.
    exclusively: (work) => work(),
    whenLost: (listener) => {
      if (client instanceof PGliteThread) client.whenStopped(listener);
    },
    close: async () => {
      if (!client.closed) await client.close();
      await lock?.release();
    },
  };
}

/**
 * How long PostgreSQL may take before the store gives up, so a database that accepts
 * connections but never answers makes requests fail fast instead of hanging (issue 13).
 */
export type PostgresTimeouts = {
  /** Opening a connection. */
  connectMs: number;
  /** One statement, enforced by the server (statement_timeout). */
  statementMs: number;
  /** One query as the client waits for it, a little longer than the server's own limit. */
  queryMs: number;
  /** A transaction left open and idle (a crashed request) is ended by the server. */
  idleInTransactionMs: number;
};

export const POSTGRES_TIMEOUTS: PostgresTimeouts = {
  connectMs: 5_000,
  statementMs: 30_000,
  queryMs: 35_000,
  idleInTransactionMs: 60_000,
};

/** Advisory lock keys: the migrations, and the start-up work around them (held by one instance at a time). */
const MIGRATION_LOCK = 7414001;
const START_UP_LOCK = 7414002;

export function fromPostgresUrl(url: string, timeouts: PostgresTimeouts = POSTGRES_TIMEOUTS): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.queryMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
  });
  // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error', and an
  // 'error' event nobody listens to ends the process. The pool reports its idle connections'
  // errors itself; a connection a request or a transaction holds reports only on the client, so
  // every client gets a listener when it opens (issue 25). A query in flight is rejected anyway,
  // the pool discards the broken connection on release and opens a new one for the next query.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const nodeDb = drizzleNodePostgres(pool, { schema });
  /** Holds a session advisory lock on a connection of its own while `work` runs. */
  const underLock = async <T>(key: number, work: (connection: pg.PoolClient) => Promise<T>): Promise<T> => {
    const connection = await pool.connect();
    try {
      // Waiting for another instance's migration, or a long one, is not a hung query.
      await connection.query('set statement_timeout = 0');
      await connection.query('select pg_advisory_lock($1)', [key]);
      return await work(connection);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [key]).catch(() => undefined);
      await connection.query('reset statement_timeout').catch(() => undefined);
      connection.release();
    }
  };
  return {
    db: nodeDb as unknown as Database,
    driver: 'postgres',
    // Several instances may start at once against one database: one migrates, the rest wait.
    migrate: () =>
      underLock(MIGRATION_LOCK, (connection) =>
        migrateNodePostgres(drizzleNodePostgres(connection, { schema }), {
          migrationsFolder: migrationsFolder(),
        }),
      ),
    exclusively: (work) => underLock(START_UP_LOCK, () => work()),
    whenLost: () => undefined,
    close: () => pool.end(),
  };
}

/** PostgreSQL's connection pool behind a database opened here; undefined on PGlite (one connection). */
export function connectionPool(db: Database): pg.Pool | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof pg.Pool ? client : undefined;
}

/** The PGlite behind a database opened here (in this thread or its own); undefined on PostgreSQL. */
export function pgliteClient(db: Database): EmbeddedClient | undefined {
  const client = (db as { $client?: unknown }).$client;
  return client instanceof PGlite || client instanceof PGliteThread ? client : undefined;
}

/**
 * Opens DATABASE_URL's PostgreSQL, or else the PGlite in DATA_DIR. PGlite runs in a thread of its
 * own (decision 037) unless `pglite` says 'this thread': a command that runs one statement after
 * another gains nothing from the thread but its start-up.
 */
export async function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  pglite?: 'own thread' | 'this thread';
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return fromPostgresUrl(options.databaseUrl);
  const directory = path.join(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const lock = await lockDataDir(options.dataDir);
  try {
    const client =
      options.pglite === 'this thread'
        ? await PGlite.create(directory, { extensions: pgliteExtensions })
        : await PGliteThread.open(directory);
    return fromPglite(client, lock);
  } catch (error) {
    await lock.release();
    throw error;
  }
}

const tracedClients = new WeakSet<object>();

type Borrowed = (error: Error | undefined, connection: pg.PoolClient | undefined, done: unknown) => void;

/**
 * Traces the statements `db` runs (issue 26, infrastructure/tracing.ts), at the driver, where
 * every query of Drizzle's and of our own passes. PostgreSQL: each pooled connection as it is
 * handed out (Drizzle's transactions hold one; `pool.query` borrows one through `connect`), with
 * the borrower's async context carried to a connection that frees up later. PGlite: the client
 * and each transaction's.
 */
export function traceStatements(db: Database, tracer: Tracer): void {
  const client = (db as { $client?: unknown }).$client;
  // One database may serve several apps (tests build many): its statements get one span each.
  if (!(client instanceof Object) || tracedClients.has(client)) return;
  tracedClients.add(client);
  if (client instanceof pg.Pool) {
    const traced = new WeakSet<pg.PoolClient>();
    const trace = (connection: pg.PoolClient) => {
      if (traced.has(connection)) return connection;
      traced.add(connection);
      traceQueryMethod(connection, 'query', tracer);
      return connection;
    };
    const connect = client.connect.bind(client) as (
      callback?: Borrowed,
    ) => Promise<pg.PoolClient> | undefined;
    Object.assign(client, {
      connect(callback?: Borrowed) {
        if (!callback) return (connect() as Promise<pg.PoolClient>).then(trace);
        return connect(
          context.bind(context.active(), (error, connection, done) =>
            callback(error, connection && trace(connection), done),
          ),
        );
      },
    });
  } else if (client instanceof PGlite || client instanceof PGliteThread) {
    traceQueryMethod(client, 'query', tracer);
    const transaction = client.transaction.bind(client) as PGlite['transaction'];
    Object.assign(client, {
      transaction: <T>(work: (tx: Parameters<Parameters<PGlite['transaction']>[0]>[0]) => Promise<T>) =>
        transaction((tx) => {
          traceQueryMethod(tx, 'query', tracer);
          return work(tx);
        }),
    });
  }
}

/** Asks the database for `select 1`; rejects when it fails or takes longer than `timeoutMs`. */
export async function ping(db: Database, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The database did not answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
    return true;
  } finally {
    clearTimeout(timer);
  }
}
