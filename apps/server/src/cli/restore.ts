import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupDamagedError } from '../infrastructure/backups/archive';
import { BackupRefusedError } from '../infrastructure/backups/database';
import { BackupKeyError, restoreKeys } from '../infrastructure/backups/encryption';
import { describeArchiveKind, describeManifest, describeRestore } from '../infrastructure/backups/report';
import { restoreBackup, verifyBackup } from '../infrastructure/backups/restore';

/*
 * `npm run restore -- <archive>`: checks every checksum first, then puts the database, media
 * and secrets back into the configured DATA_DIR / DATABASE_URL / media storage (decision 012).
 * An age-encrypted archive (….tar.gz.age) is decrypted as it is read, with --identity or the
 * passphrase. `--check` only verifies. Exit codes: 0 done, 1 failed, 2 bad arguments,
 * 3 refused (a running server, a target that holds data without --force, another database
 * driver), 4 damaged archive, 5 an encrypted archive without the key that opens it.
 */

const usage = `Usage: npm run restore -- <kalakriti-backup-….tar.gz or ….tar.gz.age> [options]
  --identity <file>         the age private key (AGE-SECRET-KEY-1…) of an archive encrypted to public keys
  --passphrase-file <file>  the passphrase (first line) of one encrypted with a passphrase; or BACKUP_PASSPHRASE(_FILE)
  --force                   replace or add to a database / media storage that already holds data
  --check                   verify the archive, restore nothing`;

async function main() {
  let archive = '';
  let values: {
    force?: boolean;
    check?: boolean;
    identity?: string[];
    'passphrase-file'?: string;
    help?: boolean;
  };
  try {
    const parsed = parseArgs({
      options: {
        force: { type: 'boolean' },
        check: { type: 'boolean' },
        identity: { type: 'string', short: 'i', multiple: true },
        'passphrase-file': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      allowPositionals: true,
    });
    values = parsed.values;
    if (values.help) {
      console.log(usage);
      return;
    }
    if (parsed.positionals.length !== 1) throw new Error('Name one backup archive.');
    archive = path.resolve(parsed.positionals[0] ?? '');
    if (!existsSync(archive)) throw new Error(`${archive} does not exist.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage);
    process.exit(2);
  }
  loadDotEnv();
  const keys = await restoreKeys(
    { identityFiles: values.identity, passphraseFile: values['passphrase-file'] },
    process.env,
  );
  const backup = await verifyBackup(archive, keys);
  if (values.check) {
    console.log(`${archive}: every checksum matches.`);
    for (const line of describeManifest(backup.manifest)) console.log(line);
    console.log(describeArchiveKind(backup.kind));
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
  const summary = await restoreBackup(config, backup, { force: values.force ?? false });
  for (const line of describeRestore(config, backup, summary, process.env)) console.log(line);
}

main().catch((error: unknown) => {
  const refused = error instanceof BackupRefusedError || error instanceof DataDirLockedError;
  const damaged = error instanceof BackupDamagedError;
  const locked = error instanceof BackupKeyError;
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ConfigError) console.error(message);
  else if (refused || damaged || locked)
    console.error(`Restore ${refused ? 'refused' : 'failed'}: ${message}`);
  else {
    // The database goes back in one transaction (PostgreSQL) or one load (PGlite), but media
    // files already copied stay.
    console.error(
      `Restore failed: ${message}\nWhat was restored before the failure stays: fix the cause and run again with --force.`,
    );
  }
  process.exit(refused ? 3 : damaged ? 4 : locked ? 5 : 1);
});
