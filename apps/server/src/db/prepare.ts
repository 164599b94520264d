import type { FastifyBaseLogger } from 'fastify';
import type { Adapters } from '../adapters';
import type { Config } from '../config';
import { ensureAdmin } from '../modules/users/service';
import { type DatabaseHandle, ping } from './client';
import { seedDemo } from './seed';

/** The waits between attempts to reach the database at start: about a minute in all. */
export const START_RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/**
 * Waits until the database answers, so a server started beside its database (compose, a
 * platform's restart) does not fail for being a few seconds early. Every failed attempt is
 * logged with what went wrong; after the last one the error says the database never answered.
 */
export async function waitForDatabase(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
  delaysMs: readonly number[] = START_RETRY_DELAYS_MS,
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await ping(database.db);
      if (attempt > 0) log.info({ attempt: attempt + 1 }, 'the database answers');
      return;
    } catch (error) {
      const delay = delaysMs[attempt];
      const reason = error instanceof Error ? error.message : String(error);
      if (delay === undefined) {
        throw new Error(`The database did not answer after ${attempt + 1} attempts (last: ${reason}).`, {
          cause: error,
        });
      }
      log.warn(
        { attempt: attempt + 1, retryInMs: delay, reason },
        'the database is not answering yet; trying again',
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** Start-up work on the database: waiting for it, migrations, the demo data, the configured admin. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
  media: Pick<Adapters, 'storage' | 'mediaSigner'>,
): Promise<void> {
  await waitForDatabase(database, log);
  // Two instances starting together would both seed an empty database and both create the admin.
  await database.exclusively(() => prepareData(database, config, log, media));
}

async function prepareData(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
  media: Pick<Adapters, 'storage' | 'mediaSigner'>,
): Promise<void> {
  await database.migrate();
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, { storage: media.storage, signer: media.mediaSigner });
    if (seeded) log.info(seeded, 'demo data added to the empty database');
  }
  if (config.admin) {
    const { promote, ...admin } = config.admin;
    const { outcome, user } = await ensureAdmin(database.db, admin, { promote });
    if (outcome === 'refused') {
      log.error(
        { email: user.email },
        'ADMIN_EMAIL names a student account: not made an admin. Set ADMIN_PROMOTE=true to promote it (its password is reset and it is signed out everywhere).',
      );
    } else {
      log.info({ email: user.email, outcome }, 'admin account ensured');
    }
  }
}
