import { ConfigError, loadConfig, loadDotEnv } from './config';
import { buildAdapters } from './adapters';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { prepareDatabase } from './db/prepare';
import { DEMO_ACCOUNTS } from './db/seed';
import { joinInstances, SharedMediaError } from './infrastructure/instances';
import { localMediaDir } from './infrastructure/storage/storage';
import { enqueueMediaSweep, removeTranscodeDebris } from './modules/media/sweep';
import { enqueueVideoProbe } from './modules/media/video-probe';
import { enqueueMissingTranscodes } from './modules/media/video-transcode';

async function main() {
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  const adapters = buildAdapters(config);
  const app = await buildApp({ config, db: database.db, adapters });
  // A store whose embedded database is gone answers nothing useful: exit, and let the supervisor
  // (systemd, Docker, the platform) start it again, rather than serve 503s until someone notices.
  database.whenLost((error) => {
    app.log.fatal({ err: error }, 'the embedded database stopped: exiting so the store starts again');
    process.exit(1);
  });
  for (const warning of config.warnings) app.log.warn(warning);
  try {
    await prepareDatabase(database, config, app.log, adapters);
    // What a killed process left half-written is cleared now, not at the next daily sweep.
    await enqueueMediaSweep(database.db, app.jobs);
    if (app.jobs.lanes.includes('media')) await removeTranscodeDebris(app.log);
    await enqueueVideoProbe(database.db, app.jobs);
    await enqueueMissingTranscodes(database.db, app.jobs, app.ffmpeg);
  } catch (error) {
    app.log.fatal({ err: error }, 'could not prepare the database');
    await database.close();
    process.exit(1);
  }
  const instance = await joinInstances({
    db: database.db,
    log: app.log,
    mediaStorage: app.storage.kind,
    mediaDir: localMediaDir(config.dataDir),
    strict: config.env === 'production',
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });

  let closing = false;
  /**
   * A graceful stop: the health route answers 503 at once (so a load balancer stops sending
   * work), the server stops accepting connections and waits for the requests in flight, uploads
   * included, then the job worker and the database close and the process exits 0. Requests
   * still running after SHUTDOWN_GRACE_SECONDS are cut, and the exit code says so (1).
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.lifecycle.draining = true;
    app.log.info(
      { signal, graceMs: config.shutdownGraceMs },
      'shutting down: finishing the requests in flight',
    );
    const forceExit = setTimeout(() => {
      app.log.error(
        { graceMs: config.shutdownGraceMs },
        'requests were still running after the grace period: exiting',
      );
      process.exit(1);
    }, config.shutdownGraceMs);
    forceExit.unref();
    await app.close();
    await instance
      .leave()
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not sign this instance out'));
    await database.close();
    app.log.info('shut down cleanly');
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
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof SharedMediaError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
