import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupDamagedError } from '../infrastructure/backups/archive';
import { BackupRefusedError } from '../infrastructure/backups/database';
import { describeManifest, describeRestore } from '../infrastructure/backups/report';
import { restoreBackup, verifyBackup } from '../infrastructure/backups/restore';

/*
 * `npm run restore -- <archive>`: checks every checksum first, then puts the database, media
 * and secrets back into the configured DATA_DIR / DATABASE_URL / media storage (decision 012).
 * `--check` only verifies. Exit codes: 0 done, 1 failed, 2 bad arguments, 3 refused (a running
 * server, a target that holds data without --force, another database driver), 4 damaged archive.
 */

const usage = 'Usage: npm run restore -- <kalakriti-backup-….tar.gz> [--force] [--check]';

async function main() {
  let archive: string | undefined;
  let force = false;
  let check = false;
  try {
    const { values, positionals } = parseArgs({
      options: { force: { type: 'boolean' }, check: { type: 'boolean' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new Error('Name one backup archive.');
    archive = path.resolve(positionals[0] ?? '');
    force = values.force ?? false;
    check = values.check ?? false;
    if (!existsSync(archive)) throw new Error(`${archive} does not exist.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage);
    process.exit(2);
  }
  loadDotEnv();
  const backup = await verifyBackup(archive);
  if (check) {
    console.log(`${archive}: every checksum matches.`);
    for (const line of describeManifest(backup.manifest)) console.log(line);
    return;
  }
  // A fresh machine has no secrets yet: the backup's stand in for unset variables, so the
  // configuration loads (production needs them) and no new development secret is made.
  const environment = {
    ...process.env,
    JWT_SECRET: process.env['JWT_SECRET']?.trim() || backup.secrets.jwtSecret,
    MEDIA_SIGNING_SECRET: process.env['MEDIA_SIGNING_SECRET']?.trim() || backup.secrets.mediaSigningSecret,
  };
  const config = loadConfig(environment);
  const summary = await restoreBackup(config, backup, { force });
  for (const line of describeRestore(config, backup, summary, process.env)) console.log(line);
}

main().catch((error: unknown) => {
  const refused = error instanceof BackupRefusedError || error instanceof DataDirLockedError;
  const damaged = error instanceof BackupDamagedError;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ConfigError) console.error(message);
  else if (refused || damaged) console.error(`Restore ${refused ? 'refused' : 'failed'}: ${message}`);
  else {
    // The database goes back in one transaction (PostgreSQL) or one load (PGlite), but media
    // files already copied stay.
    console.error(
      `Restore failed: ${message}\nWhat was restored before the failure stays: fix the cause and run again with --force.`,
    );
  }
  process.exit(refused ? 3 : damaged ? 4 : 1);
});
