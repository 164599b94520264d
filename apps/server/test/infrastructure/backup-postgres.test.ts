import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fromPostgresUrl, openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';
import { createBackup } from '../../src/infrastructure/backups/backup';
import { BackupRefusedError } from '../../src/infrastructure/backups/database';
import { moveToPostgres } from '../../src/infrastructure/backups/move-to-postgres';
import { restoreBackup, verifyBackup } from '../../src/infrastructure/backups/restore';
import { fillWithMigratedPglite } from '../support/database';
import { type Before, expectSameStore, fillStore, useScratchFolder } from './backup-fixtures';

/*
 * A store on PostgreSQL is backed up with pg_dump and restored with pg_restore into a new empty
 * database, which serves the same store (issue 13, part 7; decision 012); a missing pg_dump is
 * named, with how to install it. The other backup tests are in backup-pglite.test.ts and
 * backup-age.test.ts: Vitest runs a file on one worker, so the three run side by side
 * (backup-fixtures.ts has what they share). The round trip runs only with TEST_DATABASE_URL set.
 */

const { scratch, folder, configFor, restoreConfig } = useScratchFolder();

describe('the PostgreSQL client programs', () => {
  it('says how to install pg_dump or point PG_DUMP_PATH at it when it is missing, and leaves no file', async () => {
    const output = folder('no-pg-dump');
    const config = configFor(folder('no-pg-dump-data'), {
      DATABASE_URL: 'postgres://store:secret@127.0.0.1:1/store',
      PG_DUMP_PATH: scratch('missing', 'pg_dump'),
    });
    await expect(createBackup(config, { output })).rejects.toThrow(
      /pg_dump was not found: install the PostgreSQL client tools.*or set PG_DUMP_PATH/,
    );
    expect(readdirSync(output)).toEqual([]);
  });
});

/** A new database on the server at TEST_DATABASE_URL, empty unless migrated; dropped by `drop`. */
async function createPostgresDatabase(adminUrl: string) {
  const name = `t_backup_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`).finally(() => admin.end());
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`).finally(() => client.end());
    },
  };
}

const postgresUrl = process.env['TEST_DATABASE_URL'];

describe.skipIf(!postgresUrl)('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('restores into a new empty database and a fresh folder, and refuses a database that is not empty', async () => {
    const sourceDatabase = await createPostgresDatabase(postgresUrl ?? '');
    drops.push(sourceDatabase.drop);
    const source = configFor(folder('pg-source'), { DATABASE_URL: sourceDatabase.url });
    const database = fromPostgresUrl(sourceDatabase.url);
    let before: Before;
    try {
      await database.migrate();
      before = await fillStore(source, database);
    } finally {
      await database.close();
    }
    const { file } = await createBackup(source, { output: folder('pg-backups') });
    const backup = await verifyBackup(file);
    expect(backup.manifest.database.driver).toBe('postgres');

    const targetDatabase = await createPostgresDatabase(postgresUrl ?? '');
    drops.push(targetDatabase.drop);
    const target = folder('pg-restored');
    await restoreBackup(restoreConfig(target, backup, { DATABASE_URL: targetDatabase.url }), backup);
    const restarted = configFor(target, { DATABASE_URL: targetDatabase.url });
    const restored = fromPostgresUrl(targetDatabase.url);
    try {
      await expectSameStore(restarted, restored, before);
    } finally {
      await restored.close();
    }
    await expect(
      restoreBackup(restoreConfig(folder('pg-again'), backup, { DATABASE_URL: targetDatabase.url }), backup),
    ).rejects.toThrow(BackupRefusedError);
  });
});

describe.skipIf(!postgresUrl)('moving a store from the embedded database to PostgreSQL (issue 33)', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('copies the store so PostgreSQL serves the same, its figures and sequences going on; refuses a store there, and a running server', async () => {
    const dataDir = folder('move-source');
    const source = configFor(dataDir);
    await fillWithMigratedPglite(dataDir);
    const database = await openDatabase(source);
    let before: Before;
    try {
      before = await fillStore(source, database);
    } finally {
      await database.close();
    }
    const targetDatabase = await createPostgresDatabase(postgresUrl ?? '');
    drops.push(targetDatabase.drop);

    const progress: string[] = [];
    const summary = await moveToPostgres({
      dataDir,
      databaseUrl: targetDatabase.url,
      progress: (line) => progress.push(line),
    });
    const rowsIn = (name: string) => summary.tables.find((table) => table.table === name)?.rows ?? 0;
    // The demo's students and admins, and the one fillStore registered; the orders it placed.
    expect(rowsIn('users')).toBeGreaterThan(10);
    expect(rowsIn('orders')).toBeGreaterThanOrEqual(3);
    expect(progress.at(-1)).toMatch(/^Copied \d+ rows in \d+ tables\.$/);

    // The same store, served from PostgreSQL with DATA_DIR's media and secrets; new orders and
    // searches after the move are counted by the triggers, which the copy had held.
    const moved = fromPostgresUrl(targetDatabase.url);
    try {
      await expectSameStore(configFor(dataDir, { DATABASE_URL: targetDatabase.url }), moved, before);
    } finally {
      await moved.close();
    }

    await expect(moveToPostgres({ dataDir, databaseUrl: targetDatabase.url })).rejects.toThrow(
      /already holds a store \(\d+ accounts\)\. Name an empty database, or add --force/,
    );
    const server = await openDatabase(source);
    try {
      await expect(moveToPostgres({ dataDir, databaseUrl: targetDatabase.url, force: true })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      await server.close();
    }
    const again = await moveToPostgres({ dataDir, databaseUrl: targetDatabase.url, force: true });
    expect(again.tables).toEqual(summary.tables);
  });
});
