import { stat } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createBackup } from '../infrastructure/backups/backup';
import { BackupRefusedError } from '../infrastructure/backups/database';
import { resolveEncryption } from '../infrastructure/backups/encryption';
import {
  describeEncryption,
  describeManifest,
  formatBytes,
  KEEP_PRIVATE,
} from '../infrastructure/backups/report';

/*
 * `npm run backup`: one archive with the database, the media and the secrets (decision 012),
 * encrypted with age when keys are configured or given (issue 25). Exit codes: 0 written,
 * 1 failed, 2 bad arguments, 3 refused (the server holds the embedded database, no database,
 * pg_dump missing, the file exists, no encryption in production without --unencrypted).
 */

const usage = `Usage: npm run backup [-- options]
  --output <folder, or file ending .tar.gz / .tar.gz.age>   default: BACKUP_DIR
  --recipient <age1…>       encrypt to this age public key (repeat for several); default: BACKUP_AGE_RECIPIENTS
  --passphrase-file <file>  encrypt with the passphrase on the file's first line; default: BACKUP_PASSPHRASE(_FILE)
  --unencrypted             write a clear archive even in production (it holds the JWT secret and every account)`;

async function main() {
  let values: {
    output?: string;
    recipient?: string[];
    'passphrase-file'?: string;
    unencrypted?: boolean;
    help?: boolean;
  };
  try {
    values = parseArgs({
      options: {
        output: { type: 'string', short: 'o' },
        recipient: { type: 'string', short: 'r', multiple: true },
        'passphrase-file': { type: 'string' },
        unencrypted: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
    if (values.unencrypted && (values.recipient || values['passphrase-file'])) {
      throw new Error('--unencrypted contradicts --recipient / --passphrase-file: choose one.');
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(usage);
    process.exit(2);
  }
  if (values.help) {
    console.log(usage);
    return;
  }
  loadDotEnv();
  const config = loadConfig();
  const encryption = values.unencrypted
    ? undefined
    : await resolveEncryption(config.backups.encryption, {
        recipients: values.recipient,
        passphraseFile: values['passphrase-file'],
      });
  const { file, manifest } = await createBackup(config, {
    output: values.output,
    encryption,
    unencrypted: values.unencrypted,
  });
  console.log(`Backup written: ${file} (${formatBytes((await stat(file)).size)})`);
  for (const line of describeManifest(manifest)) console.log(line);
  console.log(describeEncryption(encryption));
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
