import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverInstances } from '../../src/db/schema/infrastructure';
import { type Instance, joinInstances, SharedMediaError } from '../../src/infrastructure/instances';
import { createTestDatabase, type TestDatabase } from '../support/database';

/*
 * Issue 13: with local media, several instances each kept their own files and answered 404 for
 * the others'. An instance now refuses to start in production when a live instance on the same
 * database keeps its media where this one cannot see it.
 */

let database: TestDatabase;
const folders: string[] = [];
const running: Instance[] = [];
const warnings: string[] = [];
const log = {
  warn: (message: unknown) => warnings.push(String(message)),
} as unknown as FastifyBaseLogger;

const mediaFolder = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'academy-instance-media-'));
  folders.push(folder);
  return folder;
};

async function start(mediaStorage: 'local' | 's3', mediaDir: string, strict = true): Promise<Instance> {
  const instance = await joinInstances({ db: database.db, log, mediaStorage, mediaDir, strict });
  running.push(instance);
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
beforeEach(async () => {
  for (const instance of running.splice(0)) await instance.leave();
  warnings.length = 0;
});
afterAll(async () => {
  for (const instance of running.splice(0)) await instance.leave();
  await database?.close();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('instances sharing one database', () => {
  it('start together when they see one media folder', async () => {
    const shared = mediaFolder();
    const first = await start('local', shared);
    const second = await start('local', shared);
    expect(readdirSync(shared).sort()).toEqual([`.instance-${first.id}`, `.instance-${second.id}`].sort());
    const rows = await database.db.select({ id: serverInstances.id }).from(serverInstances);
    expect(rows.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
  });

  it('start together on S3', async () => {
    await start('s3', mediaFolder());
    await expect(start('s3', mediaFolder())).resolves.toBeDefined();
  });

  it('refuse a second instance whose local media is another folder, naming MEDIA_STORAGE', async () => {
    await start('local', mediaFolder());
    const elsewhere = mediaFolder();
    const refusal = start('local', elsewhere);
    await expect(refusal).rejects.toBeInstanceOf(SharedMediaError);
    await expect(refusal).rejects.toThrow(/keeps media on a disk this one cannot see/);
    await expect(refusal).rejects.toThrow(/Set MEDIA_STORAGE=s3/);
    // The refused instance leaves no trace: no row, no marker.
    expect(await database.db.select().from(serverInstances)).toHaveLength(1);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  it('refuse mixing S3 and local media', async () => {
    await start('s3', mediaFolder());
    await expect(start('local', mediaFolder())).rejects.toThrow(
      /keeps media in S3, but this one has MEDIA_STORAGE=local/,
    );
  });

  it('only warn outside production', async () => {
    await start('local', mediaFolder());
    await expect(start('local', mediaFolder(), false)).resolves.toBeDefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Several instances share this database but not their media/);
  });

  it('ignore an instance that stopped answering (killed, its machine gone)', async () => {
    const gone = await start('local', mediaFolder());
    await database.db
      .update(serverInstances)
      .set({ seenAt: sql`now() - interval '5 minutes'` })
      .where(eq(serverInstances.id, gone.id));
    await expect(start('local', mediaFolder())).resolves.toBeDefined();
  });

  it('forget an instance when it leaves', async () => {
    const instance = await start('local', mediaFolder());
    await instance.leave();
    expect(
      await database.db.select().from(serverInstances).where(eq(serverInstances.id, instance.id)),
    ).toEqual([]);
  });
});
