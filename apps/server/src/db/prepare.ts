import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { createMediaSigner } from '../modules/media/signing';
import { createStorage } from '../modules/media/storage';
import { ensureAdmin } from '../modules/users/service';
import type { DatabaseHandle } from './client';
import { seedDemo } from './seed';

/** Start-up work on the database: migrations, the demo data, the configured admin. */
export async function prepareDatabase(
  database: DatabaseHandle,
  config: Config,
  log: FastifyBaseLogger,
): Promise<void> {
  await database.migrate();
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, {
      storage: createStorage(config),
      signer: createMediaSigner(config.mediaSigningSecret),
    });
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
