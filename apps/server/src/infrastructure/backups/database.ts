import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, type DatabaseHandle, fromPglite } from '../../db/client';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { knownMigrations, type MigrationLevel } from './manifest';

/*
 * The database half of a backup. PGlite: PGlite's own dumpDataDir (a tar of its data folder),
 * made while this process holds the DATA_DIR lock, so no server writes meanwhile. PostgreSQL:
 * pg_dump's custom format, restored by pg_restore into an empty database.
 */

/** A refusal the operator can act on (a running server, a non-empty target, …): exit code 3. */
export class BackupRefusedError extends Error {
  override name = 'BackupRefusedError';
}

/** The rows of a `db.execute` result, on either driver. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const pgliteFolder = (dataDir: string) => path.join(dataDir, 'pglite');
export const hasPgliteDatabase = (dataDir: string) =>
  existsSync(path.join(pgliteFolder(dataDir), 'PG_VERSION'));

export async function migrationLevel(db: Database): Promise<MigrationLevel> {
  const [table] = rowsOf<{ name: string | null }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`),
  );
  if (!table?.name) return { count: 0, latest: null };
  const [level] = rowsOf<{ count: number; latest: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    ),
  );
  if (!level?.latest) return { count: 0, latest: null };
  const known = knownMigrations().find((migration) => String(migration.when) === level.latest);
  return { count: level.count, latest: known?.tag ?? `unknown (created_at ${level.latest})` };
}

/** Each stored file's content type as the database records it, for putting files back into S3. */
export async function mediaContentTypes(db: Database): Promise<Map<string, string>> {
  const rows = rowsOf<{ public_id: string; content_type: string }>(
    await db.execute(sql`select public_id, content_type from media_files`),
  );
  return new Map(rows.map((row) => [row.public_id, row.content_type]));
}

/**
 * Adaptive video streams are derived from the videos and are not in a backup: forgetting them
 * makes the restored server's start queue every video for transcoding again (video-transcode.ts).
 * A backup from before streams existed has no such table.
 */
export async function forgetVideoStreams(db: Database): Promise<void> {
  const [found] = rowsOf<{ present: boolean }>(
    await db.execute(sql`select to_regclass('video_streams') is not null as present`),
  );
  if (found?.present) await db.execute(sql`delete from video_streams`);
}

export function requirePgliteDatabase(dataDir: string): void {
  if (!hasPgliteDatabase(dataDir)) {
    throw new BackupRefusedError(
      `There is no embedded database in ${pgliteFolder(dataDir)}: check DATA_DIR (or set DATABASE_URL for PostgreSQL).`,
    );
  }
}

/** The PGlite database in DATA_DIR, opened for a backup (the caller holds the DATA_DIR lock). */
export async function openPgliteFolder(dataDir: string): Promise<PGlite> {
  requirePgliteDatabase(dataDir);
  return PGlite.create(pgliteFolder(dataDir), { extensions: pgliteExtensions });
}

export async function dumpPglite(client: PGlite): Promise<Buffer> {
  return Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
}

/** Loads a dumped data folder into DATA_DIR/pglite, which must hold no database (or `replace` it). */
export async function restorePglite(
  dataDir: string,
  tarball: Buffer,
  replace: boolean,
): Promise<DatabaseHandle> {
  const folder = pgliteFolder(dataDir);
  if (replace) await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const client = await PGlite.create(folder, {
    loadDataDir: new Blob([new Uint8Array(tarball)]),
    extensions: pgliteExtensions,
  });
  return fromPglite(client);
}

/** The URL without its password, which goes in PGPASSWORD instead (not on the process list). */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function runTool(program: string, variable: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(program, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new BackupRefusedError(
        `${program} was not found: install the PostgreSQL client tools (Debian/Ubuntu: apt install postgresql-client), ` +
          `the same major version as the server or newer, or set ${variable} to the program's path.`,
      );
    }
    throw error;
  });
  if (code !== 0) {
    throw new Error(`${path.basename(program)} failed (exit code ${code}): ${stderr.trim() || 'no message'}`);
  }
}

export async function dumpPostgres(url: string, pgDumpPath: string, file: string): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool(pgDumpPath, 'PG_DUMP_PATH', ['--format=custom', '--file', file, '--dbname', dbname], env);
}

export async function restorePostgres(
  url: string,
  pgRestorePath: string,
  file: string,
  replace: boolean,
): Promise<void> {
  const { dbname, env } = connection(url);
  await runTool(
    pgRestorePath,
    'PG_RESTORE_PATH',
    [
      // The target database's owner owns what is restored, whoever owned it before.
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      ...(replace ? ['--clean', '--if-exists'] : []),
      '--dbname',
      dbname,
      file,
    ],
    env,
  );
}

/** The tables in a PostgreSQL database outside the system schemas: none means it is empty. */
export async function postgresTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const result = await client.query<{ count: number }>(
      `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    );
    return result.rows[0]?.count ?? 0;
  } finally {
    await client.end();
  }
}
