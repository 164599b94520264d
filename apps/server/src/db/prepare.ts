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
    const { user, created } = await ensureAdmin(database.db, config.admin);
    log.info({ email: user.email }, created ? 'admin account created' : 'admin account ensured');
  }
}
