import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';
import { BackupDamagedError } from '../../src/infrastructure/backups/archive';
import { createBackup } from '../../src/infrastructure/backups/backup';
import { describeRestore } from '../../src/infrastructure/backups/report';
import { restoreBackup, verifyBackup, type VerifiedBackup } from '../../src/infrastructure/backups/restore';
import { runCommand } from '../support/commands';
import { type S3StandIn, startS3StandIn } from '../stand-ins/s3';
import { backUpDemoStore, type Before, expectSameStore, useScratchFolder } from './backup-fixtures';

/*
 * Issue 13, part 7: a backup of the store on the embedded database (PGlite), restored into a
 * fresh folder or into S3, serves the same store (decision 012), and a server still running, an
 * occupied folder or a damaged archive are refused. The backups encrypted with age and the
 * PostgreSQL backups are in backup-age.test.ts and backup-postgres.test.ts: Vitest runs a file on
 * one worker, so the three run side by side (backup-fixtures.ts has what they share).
 */

const files = useScratchFolder();
const { scratch, folder, configFor, restoreConfig } = files;

/** Rewrites the archive's uncompressed tar: `change` gets the data offset of the first media entry. */
async function tamperedCopy(archive: string, change: (tar: Buffer, mediaOffset: number) => void) {
  const tar = gunzipSync(await readFile(archive));
  let offset = 0;
  for (;;) {
    const name = tar.toString('utf8', offset, offset + 100).replace(/\0.*$/s, '');
    const size = parseInt(tar.toString('ascii', offset + 124, offset + 135), 8);
    if (name.startsWith('media/')) break;
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  change(tar, offset + 512);
  const copy = scratch(`tampered-${randomBytes(3).toString('hex')}.tar.gz`);
  await writeFile(copy, gzipSync(tar));
  return copy;
}

describe('backup and restore on the embedded database (PGlite)', () => {
  let source: Config;
  let before: Before;
  let archive: string;
  let backup: VerifiedBackup;

  beforeAll(async () => {
    ({ source, before, archive, backup } = await backUpDemoStore(files));
  });

  it('writes one private archive whose manifest counts the database, media and secrets', async () => {
    expect(path.basename(archive)).toMatch(/^kalakriti-backup-\d{4}-\d\d-\d\dT\d{6}Z\.tar\.gz$/);
    expect(readdirSync(path.dirname(archive))).toEqual([path.basename(archive)]);
    const { manifest } = backup;
    expect(manifest.database).toMatchObject({ driver: 'pglite', migrations: { latest: expect.any(String) } });
    expect(manifest.media.count).toBeGreaterThan(10);
    expect(manifest.secrets).toEqual({ jwtSecret: 'data-dir', mediaSigningSecret: 'data-dir' });
    expect(backup.secrets.jwtSecret).toBe(source.jwtSecret);
    expect(manifest.entries.filter((entry) => entry.name.startsWith('media/'))).toHaveLength(
      manifest.media.count,
    );
  });

  it('restores into a fresh folder: same catalogue, the same password signs in, old tokens and media links work', async () => {
    const target = folder('restored');
    const summary = await restoreBackup(restoreConfig(target, backup), backup);
    expect(summary.media.count).toBe(backup.manifest.media.count);
    const restarted = configFor(target);
    expect(restarted.jwtSecret).toBe(source.jwtSecret);
    const database = await openDatabase(restarted);
    try {
      await expectSameStore(restarted, database, before);
    } finally {
      await database.close();
    }
  });

  it('tells the operator when a secret in the environment differs from the backup’s, or must be set', () => {
    const target = scratch('report');
    const config = restoreConfig(target, backup);
    const summary = {
      driver: 'pglite' as const,
      migrations: backup.manifest.database.migrations,
      media: { count: 0, bytes: 0 },
      secretFiles: [],
    };
    expect(describeRestore(config, backup, summary, {}).join('\n')).not.toMatch(/Warning|Note/);
    const other = describeRestore(config, backup, summary, { JWT_SECRET: 'a-different-secret' }).join('\n');
    expect(other).toContain(
      `Warning:   JWT_SECRET is set to another value than the backup's: sign-ins and links made before the backup fail until JWT_SECRET is the value in ${path.join(target, 'jwt-secret')}.`,
    );
    const fromEnvironment = {
      ...backup,
      manifest: {
        ...backup.manifest,
        secrets: { jwtSecret: 'environment' as const, mediaSigningSecret: 'data-dir' as const },
      },
    };
    expect(describeRestore(config, fromEnvironment, summary, {}).join('\n')).toMatch(
      /Note: {6}set JWT_SECRET to the value in \S+jwt-secret before starting the server/,
    );
  });

  it('puts the media back through the Storage interface, into S3 as well, and backs up from S3', async () => {
    const s3: S3StandIn = await startS3StandIn();
    try {
      const bucket = s3.env();
      const target = folder('restored-s3');
      await restoreBackup(restoreConfig(target, backup, bucket), backup);
      expect(s3.objects.size).toBe(backup.manifest.media.count);
      const images = [...s3.objects.entries()].filter(([key]) => key.startsWith('image_'));
      expect(new Set(images.map(([, object]) => object.contentType))).toEqual(new Set(['image/webp']));

      const restarted = configFor(target, bucket);
      const database = await openDatabase(restarted);
      try {
        await expectSameStore(restarted, database, before);
      } finally {
        await database.close();
      }
      const again = await createBackup(restarted, { output: folder('backups-s3') });
      expect(again.manifest.media).toEqual({ ...backup.manifest.media, storage: 's3' });
    } finally {
      await s3.close();
    }
  });

  it('refuses to back up while the server holds the database, saying to stop it (exit code 3)', async () => {
    const output = folder('refused-backups');
    const server = await openDatabase(source);
    try {
      await expect(createBackup(source, { output })).rejects.toThrow(DataDirLockedError);
      const cli = await runCommand('backup', ['--output', output], { DATA_DIR: source.dataDir });
      expect(cli.code).toBe(3);
      expect(cli.stderr).toContain('Backup refused: The embedded database');
      expect(cli.stderr).toContain('stop the server');
    } finally {
      await server.close();
    }
    expect(existsSync(output) ? readdirSync(output) : []).toEqual([]);
  });

  it('refuses to restore over a folder that holds a database unless --force, or into the other driver', async () => {
    const target = folder('occupied');
    await restoreBackup(restoreConfig(target, backup), backup);
    await expect(restoreBackup(restoreConfig(target, backup), backup)).rejects.toThrow(
      /already holds a database.*--force/,
    );
    await expect(
      restoreBackup(
        restoreConfig(target, backup, { DATABASE_URL: 'postgres://store@127.0.0.1:1/store' }),
        backup,
      ),
    ).rejects.toThrow(/holds the embedded PGlite database, but this store is configured for PostgreSQL/);
    const forced = await restoreBackup(restoreConfig(target, backup), backup, { force: true });
    expect(forced.media.count).toBe(backup.manifest.media.count);
  });

  it('refuses a damaged or cut archive before restoring anything (exit code 4)', async () => {
    const flipped = await tamperedCopy(archive, (tar, offset) => {
      tar[offset] = (tar[offset] ?? 0) ^ 0xff;
    });
    await expect(verifyBackup(flipped)).rejects.toThrow(
      /is damaged: media\/\S+ does not match its checksum in the manifest\. Nothing was restored/,
    );
    await expect(verifyBackup(flipped)).rejects.toThrow(BackupDamagedError);

    const bytes = await readFile(archive);
    for (const fraction of [0.05, 0.5, 0.95]) {
      const cut = scratch(`cut-${fraction}.tar.gz`);
      await writeFile(cut, bytes.subarray(0, Math.floor(bytes.length * fraction)));
      await expect(verifyBackup(cut)).rejects.toThrow(
        /is damaged: it cannot be decompressed.*Nothing was restored/,
      );
    }

    const target = folder('never-restored');
    const cli = await runCommand('restore', [flipped], { DATA_DIR: target });
    expect(cli.code).toBe(4);
    expect(cli.stderr).toContain('does not match its checksum');
    expect(existsSync(target)).toBe(false);
  });
});
