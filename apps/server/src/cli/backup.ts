import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createBackup } from '../infrastructure/backups/backup';
import { BackupRefusedError } from '../infrastructure/backups/database';
import { describeManifest, formatBytes, KEEP_PRIVATE } from '../infrastructure/backups/report';

/*
 * `npm run backup`: one archive with the database, the media and the secrets (decision 012).
 * Exit codes: 0 written, 1 failed, 2 bad arguments, 3 refused (the server holds the embedded
 * database, no database, pg_dump missing, the file exists).
 */

const usage = 'Usage: npm run backup [-- --output <folder, or file ending .tar.gz>]   (default: BACKUP_DIR)';

async function main() {
  let output: string | undefined;
  try {
    output = parseArgs({ options: { output: { type: 'string', short: 'o' } } }).values.output;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage);
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const { file, manifest } = await createBackup(config, { output });
  console.log(`Backup written: ${file} (${formatBytes((await stat(file)).size)})`);
  for (const line of describeManifest(manifest)) console.log(line);
  console.log(KEEP_PRIVATE);
}

main().catch((error: unknown) => {
  const refused = error instanceof BackupRefusedError || error instanceof DataDirLockedError;
  const message = error instanceof Error ? error.message : String(error);
  console.error(
    error instanceof ConfigError ? message : `Backup ${refused ? 'refused' : 'failed'}: ${message}`,
  );
  process.exit(refused ? 3 : 1);
});
