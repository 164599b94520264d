import path from 'node:path';
import type { Config } from '../../config';
import type { ArchiveKind, BackupEncryption } from './encryption';
import type { Manifest } from './manifest';
import type { RestoreSummary, VerifiedBackup } from './restore';

/** 1.9 MB, 740 KB, 12 bytes: sizes as an operator reads them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const DRIVER_NAMES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;

/** What an archive holds, one line each. */
export function describeManifest(manifest: Manifest): string[] {
  const { migrations } = manifest.database;
  const secretFrom = (source: 'environment' | 'data-dir') =>
    source === 'environment' ? 'the environment' : 'DATA_DIR';
  return [
    `  Made:      ${manifest.createdAt} by store ${manifest.storeVersion}`,
    `  Database:  ${DRIVER_NAMES[manifest.database.driver]}, ${migrations.count} migrations (latest ${migrations.latest ?? 'none'})`,
    `  Media:     ${manifest.media.count} files, ${formatBytes(manifest.media.bytes)} (from ${manifest.media.storage} storage)`,
    `  Secrets:   JWT secret (from ${secretFrom(manifest.secrets.jwtSecret)}), media signing secret (from ${secretFrom(manifest.secrets.mediaSigningSecret)})`,
  ];
}

/** How a new archive is encrypted, and how it is opened again. */
export function describeEncryption(encryption: BackupEncryption | undefined): string {
  if (!encryption) {
    return '  Encrypted: NO. Anyone who reads this file can sign in as any admin: set BACKUP_AGE_RECIPIENTS (docs/deploy.md "Backups").';
  }
  if ('passphrase' in encryption) {
    return '  Encrypted: age, with a passphrase (npm run restore -- --passphrase-file <file> …, or age -d).';
  }
  const count = encryption.recipients.length;
  return `  Encrypted: age, to ${count} public key${count === 1 ? '' : 's'} (npm run restore -- --identity <private key file> …, or age -d -i <file>).`;
}

/** How an archive read back was stored. */
export function describeArchiveKind(kind: ArchiveKind): string {
  return {
    plain: '  Encrypted: no',
    'age-recipients': '  Encrypted: age, to public keys',
    'age-passphrase': '  Encrypted: age, with a passphrase',
  }[kind];
}

export const KEEP_PRIVATE =
  'Keep it private (encrypted storage, restricted access): it holds every account and order, and the secrets that sign sign-ins and media links.';

/** What a restore did, and what the operator must still do about the secrets. */
export function describeRestore(
  config: Config,
  backup: VerifiedBackup,
  summary: RestoreSummary,
  environment: NodeJS.ProcessEnv,
): string[] {
  const target =
    summary.driver === 'pglite'
      ? `PGlite in ${path.join(config.dataDir, 'pglite')}`
      : 'PostgreSQL (DATABASE_URL)';
  const media =
    config.media.storage === 's3' ? `bucket ${config.media.s3?.bucket}` : path.join(config.dataDir, 'media');
  const lines = [
    `Restored ${backup.file}`,
    `  Database:  ${target}, ${summary.migrations.count} migrations (latest ${summary.migrations.latest ?? 'none'})`,
    `  Media:     ${summary.media.count} files, ${formatBytes(summary.media.bytes)} into ${media}`,
    `  Secrets:   ${summary.secretFiles.join(', ')}`,
  ];
  const secrets = [
    {
      variable: 'JWT_SECRET',
      file: path.join(config.dataDir, 'jwt-secret'),
      value: backup.secrets.jwtSecret,
      source: backup.manifest.secrets.jwtSecret,
    },
    {
      variable: 'MEDIA_SIGNING_SECRET',
      file: path.join(config.dataDir, 'media-signing-secret'),
      value: backup.secrets.mediaSigningSecret,
      source: backup.manifest.secrets.mediaSigningSecret,
    },
  ];
  for (const { variable, file, value, source } of secrets) {
    const set = environment[variable]?.trim();
    if (set && set !== value) {
      lines.push(
        `  Warning:   ${variable} is set to another value than the backup's: sign-ins and links made before the backup fail until ${variable} is the value in ${file}.`,
      );
    } else if (!set && (source === 'environment' || config.env === 'production')) {
      lines.push(
        `  Note:      set ${variable} to the value in ${file} before starting the server (the backed-up store read it from the environment, as production does).`,
      );
    }
  }
  lines.push('Start the server as usual: it applies any newer migrations at start.');
  return lines;
}
