import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config';
import { fromPglite, fromPostgresUrl } from '../../db/client';
import { lockDataDir } from '../../db/data-dir-lock';
import { createStorage, type Storage } from '../storage/storage';
import { type ArchiveWriter, createArchiveWriter } from './archive';
import {
  type BackupEncryption,
  checkEncryption,
  ENCRYPTED_SUFFIX,
  encryptedStream,
  resolveEncryption,
} from './encryption';
import {
  BackupRefusedError,
  dumpPglite,
  dumpPostgres,
  migrationLevel,
  openPgliteFolder,
  requirePgliteDatabase,
} from './database';
import {
  archiveTimestamp,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  ENTRY,
  type Manifest,
  type MigrationLevel,
  storeVersion,
} from './manifest';

export type BackupOptions = {
  /** An archive path (ending .tar.gz, or .tar.gz.age when encrypted) or a folder for it; default BACKUP_DIR. */
  output?: string;
  now?: Date;
  /** Defaults to the configured media storage. */
  storage?: Storage;
  /** Defaults to the configured encryption (BACKUP_AGE_RECIPIENTS, BACKUP_PASSPHRASE…). */
  encryption?: BackupEncryption;
  /** The operator's explicit choice of a clear archive (`--unencrypted`): needed in production. */
  unencrypted?: boolean;
};

export type BackupResult = { file: string; manifest: Manifest; encryption: BackupEncryption | undefined };

function archivePath(config: Config, output: string | undefined, now: Date, encrypted: boolean): string {
  const suffix = encrypted ? `.tar.gz${ENCRYPTED_SUFFIX}` : '.tar.gz';
  if (output?.endsWith('.tar.gz') || output?.endsWith(`.tar.gz${ENCRYPTED_SUFFIX}`)) {
    if (!output.endsWith(suffix)) {
      throw new BackupRefusedError(
        encrypted
          ? `--output ${output} names a clear archive, but this one is encrypted: name it ….tar.gz.age.`
          : `--output ${output} names an encrypted archive (.age), but this one is not encrypted: name it ….tar.gz.`,
      );
    }
    return path.resolve(output);
  }
  return path.join(
    path.resolve(output ?? config.backups.dir),
    `kalakriti-backup-${archiveTimestamp(now)}${suffix}`,
  );
}

/**
 * The archive holds the JWT secret in clear: a token forged from it opens the admin dashboard
 * (issue 25). Production therefore writes a clear archive only when the operator says so.
 */
async function chooseEncryption(
  config: Config,
  options: BackupOptions,
): Promise<BackupEncryption | undefined> {
  if (options.unencrypted) return undefined;
  const encryption = options.encryption ?? (await resolveEncryption(config.backups.encryption));
  if (encryption) {
    checkEncryption(encryption);
    return encryption;
  }
  if (config.env === 'production') {
    throw new BackupRefusedError(
      'A backup holds the JWT secret and every account in clear, so production writes it encrypted. ' +
        'Set BACKUP_AGE_RECIPIENTS to an age public key (age-keygen -o backup-key.txt prints it; keep that file off this machine), ' +
        'or BACKUP_PASSPHRASE_FILE to a file holding a long passphrase; ' +
        'or run again with --unencrypted if the archive goes straight into encrypted storage (docs/deploy.md "Backups").',
    );
  }
  return undefined;
}

/** 'data-dir' when the secret in use is the one kept in DATA_DIR (outside production, unset variable). */
function secretSource(dataDir: string, fileName: string, secret: string): 'environment' | 'data-dir' {
  try {
    return readFileSync(path.join(dataDir, fileName), 'utf8').trim() === secret ? 'data-dir' : 'environment';
  } catch {
    return 'environment';
  }
}

type DatabaseDump = {
  migrations: MigrationLevel;
  add(writer: ArchiveWriter): Promise<Manifest['entries'][number]>;
};

/**
 * Writes one archive with the database, every stored media file and the two secrets. The
 * database is captured first: media uploaded meanwhile (PostgreSQL, a running server) is
 * only an unreferenced file, never a row whose file is missing.
 */
export async function createBackup(config: Config, options: BackupOptions = {}): Promise<BackupResult> {
  const now = options.now ?? new Date();
  const encryption = await chooseEncryption(config, options);
  const file = archivePath(config, options.output, now, encryption !== undefined);
  const partial = `${file}.partial`;
  const storage = options.storage ?? createStorage(config);
  const cleanups: (() => Promise<unknown>)[] = [];
  let writer: ArchiveWriter | undefined;
  let finished = false;
  try {
    await mkdir(path.dirname(file), { recursive: true });
    if (existsSync(file)) throw new BackupRefusedError(`${file} already exists: name another file.`);

    let dump: DatabaseDump;
    if (config.databaseUrl) {
      const dumpFile = `${partial}.pg_dump`;
      cleanups.push(() => rm(dumpFile, { force: true }));
      await dumpPostgres(config.databaseUrl, config.backups.pgDumpPath, dumpFile);
      const handle = fromPostgresUrl(config.databaseUrl);
      cleanups.push(() => handle.close());
      const size = (await stat(dumpFile)).size;
      dump = {
        migrations: await migrationLevel(handle.db),
        add: async (archive) => ({
          name: ENTRY.postgresDatabase,
          size,
          sha256: await archive.add(ENTRY.postgresDatabase, size, createReadStream(dumpFile)),
        }),
      };
    } else {
      requirePgliteDatabase(config.dataDir);
      // Held until the media is copied too, so database and files are of one moment.
      const lock = await lockDataDir(config.dataDir);
      cleanups.push(() => lock.release());
      const client = await openPgliteFolder(config.dataDir);
      cleanups.push(() => client.close());
      const migrations = await migrationLevel(fromPglite(client).db);
      const tarball = await dumpPglite(client);
      dump = {
        migrations,
        add: async (archive) => ({
          name: ENTRY.pgliteDatabase,
          size: tarball.length,
          sha256: await archive.add(ENTRY.pgliteDatabase, tarball.length, tarball),
        }),
      };
    }

    writer = createArchiveWriter(
      partial,
      now,
      encryption && ((gzipped) => encryptedStream(gzipped, encryption)),
    );
    const archive = writer;
    const entries: Manifest['entries'] = [await dump.add(archive)];
    const addBytes = async (name: string, bytes: Buffer) => {
      entries.push({ name, size: bytes.length, sha256: await archive.add(name, bytes.length, bytes) });
    };
    await addBytes(ENTRY.jwtSecret, Buffer.from(config.jwtSecret));
    await addBytes(ENTRY.mediaSigningSecret, Buffer.from(config.mediaSigningSecret));

    let count = 0;
    let bytes = 0;
    for await (const { publicId } of storage.list()) {
      const object = await storage.get(publicId);
      // Deleted since it was listed (a running server): nothing refers to it any more.
      if (!object) continue;
      const name = `${ENTRY.mediaPrefix}${publicId}`;
      entries.push({ name, size: object.size, sha256: await archive.add(name, object.size, object.stream) });
      count += 1;
      bytes += object.size;
    }

    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: now.toISOString(),
      storeVersion: storeVersion(),
      database: { driver: config.databaseUrl ? 'postgres' : 'pglite', migrations: dump.migrations },
      media: { storage: config.media.storage, count, bytes },
      secrets: {
        jwtSecret: secretSource(config.dataDir, 'jwt-secret', config.jwtSecret),
        mediaSigningSecret: secretSource(config.dataDir, 'media-signing-secret', config.mediaSigningSecret),
      },
      entries,
    };
    const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await archive.add(ENTRY.manifest, manifestBytes.length, manifestBytes);
    await archive.finish();
    await rename(partial, file);
    finished = true;
    return { file, manifest, encryption };
  } finally {
    if (!finished) {
      await writer?.abort();
      await rm(partial, { force: true });
    }
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  }
}
