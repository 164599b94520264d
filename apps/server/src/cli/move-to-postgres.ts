import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupRefusedError, pgliteFolder } from '../infrastructure/backups/database';
import { moveToPostgres } from '../infrastructure/backups/move-to-postgres';

/*
 * `DATABASE_URL=postgres://… npm run move-to-postgres`: copies the store in DATA_DIR's embedded
 * PGlite into that PostgreSQL database, for an academy that has outgrown the embedded one
 * (issue 33). Stop the server first. Exit codes: 0 done, 1 failed, 2 bad arguments, 3 refused
 * (a running server, no embedded database, a PostgreSQL that already holds a store without
 * --force, or the two at different migrations).
 */

const usage = `Usage: DATABASE_URL=postgres://… npm run move-to-postgres [-- --force]
  Copies the store in DATA_DIR's embedded database into the PostgreSQL at DATABASE_URL.
  --force   replace the store that PostgreSQL database already holds`;

async function main() {
  let force = false;
  try {
    const { values } = parseArgs({
      options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
    if (values.help) {
      console.log(usage);
      return;
    }
    force = values.force ?? false;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage);
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error('Set DATABASE_URL to the PostgreSQL database the store moves to.');
    console.error(usage);
    process.exit(2);
  }
  const summary = await moveToPostgres({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    force,
    progress: (line) => console.log(line),
  });
  const biggest = [...summary.tables].sort((a, b) => b.rows - a.rows).slice(0, 5);
  console.log(
    `The store is in PostgreSQL at migration ${summary.migrations.latest}: ` +
      biggest.map((table) => `${table.table} ${table.rows}`).join(', ') +
      ', …',
  );
  console.log(
    `Start the server with this DATABASE_URL and the same DATA_DIR (${config.dataDir}): its media and secrets stay there. ` +
      `The embedded database in ${pgliteFolder(config.dataDir)} is left as it was; remove it once the store runs well on PostgreSQL.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  const refused =
    error instanceof BackupRefusedError ||
    error instanceof DataDirLockedError ||
    error instanceof ConfigError;
  process.exit(refused ? 3 : 1);
});
