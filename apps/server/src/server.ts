import { ConfigError, loadConfig, loadDotEnv } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS } from './db/seed';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const app = await buildApp({ config, db: database.db });
  try {
    await prepareDatabase(database, config, app.log);
  } catch (error) {
    app.log.fatal({ err: error }, 'could not prepare the database');
    await database.close();
    process.exit(1);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `  Kalakriti store: http://localhost:${config.port}`,
    `  Database: ${database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  ];
  if (config.seedDemo) {
    lines.push('  Demo accounts:');
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.role.padEnd(5)}  ${account.email}  /  ${account.password}`);
    }
  }
  if (config.admin) lines.push(`  Admin from ADMIN_EMAIL: ${config.admin.email}`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
