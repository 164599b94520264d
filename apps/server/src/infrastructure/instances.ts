import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverInstances } from '../db/schema/infrastructure';

/*
 * Several server processes on one database must see the same media, or every instance but one
 * answers 404 for a file another stored (issue 13). Local media is shared only when the
 * instances mount the same folder: each local-media instance leaves a marker file named after
 * itself in its media folder, and a newcomer that cannot see a live instance's marker is on
 * another disk. In production that refuses the start, naming MEDIA_STORAGE; elsewhere it warns.
 * The row is written before the others are read, so two instances starting at once see each
 * other.
 */

export const INSTANCE_HEARTBEAT_MS = 15_000;
/** An instance not seen for this long is gone (killed, or its machine is). */
export const INSTANCE_GONE_MS = 4 * INSTANCE_HEARTBEAT_MS;
/** Rows of instances gone for this long are deleted. */
const FORGOTTEN_AFTER_MS = 24 * 60 * 60_000;

export class SharedMediaError extends Error {
  override name = 'SharedMediaError';
}

export type InstanceOptions = {
  db: Database;
  log: FastifyBaseLogger;
  mediaStorage: 'local' | 's3';
  /** The folder local media lives in (MEDIA_STORAGE=local). */
  mediaDir: string;
  /** Refuse to start (production) or only warn. */
  strict: boolean;
  heartbeatMs?: number;
};

export type Instance = { id: string; leave(): Promise<void> };

const markerOf = (mediaDir: string, id: string) => path.join(mediaDir, `.instance-${id}`);
const describe = (other: { hostname: string; pid: number }) =>
  `the instance on ${other.hostname} (pid ${other.pid})`;

export async function joinInstances(options: InstanceOptions): Promise<Instance> {
  const { db, log, mediaStorage, mediaDir } = options;
  const id = randomUUID();
  const marker = markerOf(mediaDir, id);
  if (mediaStorage === 'local') {
    await mkdir(mediaDir, { recursive: true });
    await writeFile(marker, `${hostname()} ${process.pid}\n`);
  }
  await db.insert(serverInstances).values({ id, hostname: hostname(), pid: process.pid, mediaStorage });
  const leave = async () => {
    clearInterval(heartbeat);
    await db.delete(serverInstances).where(eq(serverInstances.id, id));
    await rm(marker, { force: true });
  };

  const others = await db
    .select()
    .from(serverInstances)
    .where(
      and(
        ne(serverInstances.id, id),
        gt(serverInstances.seenAt, sql`now() - make_interval(secs => ${INSTANCE_GONE_MS / 1000})`),
      ),
    );
  const problems: string[] = [];
  for (const other of others) {
    if (other.mediaStorage !== mediaStorage) {
      problems.push(
        `${describe(other)} keeps media ${other.mediaStorage === 's3' ? 'in S3' : 'on its own disk'}, but this one has MEDIA_STORAGE=${mediaStorage}`,
      );
    } else if (mediaStorage === 'local' && !existsSync(markerOf(mediaDir, other.id))) {
      problems.push(`${describe(other)} keeps media on a disk this one cannot see (not in ${mediaDir})`);
    }
  }
  const heartbeat = setInterval(() => {
    db.update(serverInstances)
      .set({ seenAt: sql`now()` })
      .where(eq(serverInstances.id, id))
      .catch((error: unknown) => log.warn({ err: error }, 'could not record that this instance is alive'));
  }, options.heartbeatMs ?? INSTANCE_HEARTBEAT_MS);
  heartbeat.unref();

  if (problems.length > 0) {
    const message = `Several instances share this database but not their media: ${problems.join('; ')}. Files stored by one would be missing on the others. Set MEDIA_STORAGE=s3 (with S3_BUCKET and the other S3_ settings) on every instance, or mount one media folder for all.`;
    if (options.strict) {
      await leave();
      throw new SharedMediaError(message);
    }
    log.warn(message);
  }
  await db
    .delete(serverInstances)
    .where(lt(serverInstances.seenAt, sql`now() - make_interval(secs => ${FORGOTTEN_AFTER_MS / 1000})`));
  return { id, leave };
}
