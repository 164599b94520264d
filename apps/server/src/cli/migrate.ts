import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';

/*
 * `npm run db:migrate`: applies the committed migrations and exits, for a release step that
 * runs before the new servers start. The server also migrates at start, under an advisory lock
 * on PostgreSQL, so running both is safe: whoever comes second finds nothing to do.
 */
async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ ...config, pglite: 'this thread' });
  try {
    await database.migrate();
    console.log(
      `Migrations applied to ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
