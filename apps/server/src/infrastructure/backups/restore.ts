import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../config';
import { type DatabaseHandle, fromPostgresUrl } from '../../db/client';
import { type DataDirLock, lockDataDir } from '../../db/data-dir-lock';
import { isMediaId } from '../../lib/media-ids';
import { createStorage, type Storage } from '../storage/storage';
import { BackupDamagedError, bytesOf, readArchive, streamOf } from './archive';
import { type ArchiveKind, archiveKind, type BackupKeys, openArchive } from './encryption';
import {
  BackupRefusedError,
  hasPgliteDatabase,
  mediaContentTypes,
  forgetVideoStreams,
  postgresTableCount,
  restorePglite,
  restorePostgres,
} from './database';
import {
  BACKUP_FORMAT_VERSION,
  ENTRY,
  knownMigrations,
  type Manifest,
  manifestSchema,
  type MigrationLevel,
} from './manifest';

export type BackupSecrets = { jwtSecret: string; mediaSigningSecret: string };
export type VerifiedBackup = {
  file: string;
  manifest: Manifest;
  secrets: BackupSecrets;
  /** Clear, or an age file (then `keys` opened it, and restore reads it with them again). */
  kind: ArchiveKind;
  keys: BackupKeys;
};

const noKeys: BackupKeys = { identities: [], passphrases: [] };

/**
 * Reads the whole archive once and checks every entry against the manifest's size and SHA-256
 * before anything is restored: a damaged or cut archive is refused with nothing changed. An
 * encrypted archive without the key that opens it is a BackupKeyError.
 */
export async function verifyBackup(file: string, keys: BackupKeys = noKeys): Promise<VerifiedBackup> {
  const seen = new Map<string, { size: number; sha256: string; bytes?: Buffer }>();
  let manifest: Manifest | undefined;
  let kind: ArchiveKind = 'plain';
  try {
    kind = await archiveKind(file);
    for await (const entry of readArchive(file, (name) => openArchive(name, keys))) {
      if (entry.name === ENTRY.manifest) {
        const parsed = manifestSchema.safeParse(JSON.parse((await bytesOf(entry)).toString('utf8')));
        if (!parsed.success) throw new BackupDamagedError('its manifest is not a Kalakriti backup manifest');
        manifest = parsed.data;
        continue;
      }
      const keep = entry.name === ENTRY.jwtSecret || entry.name === ENTRY.mediaSigningSecret;
      const hash = createHash('sha256');
      const kept: Buffer[] = [];
      let size = 0;
      for await (const chunk of entry.body) {
        hash.update(chunk);
        size += chunk.length;
        if (keep) kept.push(chunk);
      }
      seen.set(entry.name, {
        size,
        sha256: hash.digest('hex'),
        bytes: keep ? Buffer.concat(kept) : undefined,
      });
    }
    if (!manifest) throw new BackupDamagedError('it has no manifest (not a Kalakriti backup, or cut short)');
    if (manifest.formatVersion > BACKUP_FORMAT_VERSION) {
      throw new BackupRefusedError(
        `${file} was made by a newer release (backup format ${manifest.formatVersion}): restore it with that release.`,
      );
    }
    for (const expected of manifest.entries) {
      const found = seen.get(expected.name);
      if (!found) throw new BackupDamagedError(`${expected.name} is missing`);
      if (found.size !== expected.size || found.sha256 !== expected.sha256) {
        throw new BackupDamagedError(`${expected.name} does not match its checksum in the manifest`);
      }
    }
    const unlisted = [...seen.keys()].find((name) => !manifest?.entries.some((entry) => entry.name === name));
    if (unlisted) throw new BackupDamagedError(`${unlisted} is not in the manifest`);
  } catch (error) {
    if (error instanceof BackupDamagedError || error instanceof SyntaxError) {
      throw new BackupDamagedError(
        `${file} is damaged: ${error.message}. Nothing was restored; use another backup.`,
      );
    }
    throw error;
  }
  const secret = (name: string) => seen.get(name)?.bytes?.toString('utf8') ?? '';
  return {
    file,
    manifest,
    secrets: { jwtSecret: secret(ENTRY.jwtSecret), mediaSigningSecret: secret(ENTRY.mediaSigningSecret) },
    kind,
    keys,
  };
}

export type RestoreOptions = {
  /** Restore over a database or media storage that already holds data. */
  force?: boolean;
  /** Defaults to the configured media storage. */
  storage?: Storage;
};

export type RestoreSummary = {
  driver: 'pglite' | 'postgres';
  migrations: MigrationLevel;
  media: { count: number; bytes: number };
  /** The secret files written in DATA_DIR. */
  secretFiles: string[];
};

async function hasMedia(storage: Storage): Promise<boolean> {
  const first = await storage.list()[Symbol.asyncIterator]().next();
  return !first.done;
}

function checkCompatible(config: Config, manifest: Manifest): void {
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  const label = { pglite: 'the embedded PGlite database', postgres: 'PostgreSQL' };
  if (manifest.database.driver !== target) {
    throw new BackupRefusedError(
      `This backup holds ${label[manifest.database.driver]}, but this store is configured for ${label[target]} ` +
        `(${target === 'postgres' ? 'DATABASE_URL is set' : 'DATABASE_URL is unset'}). Restoring across the two is not supported: ` +
        `restore with the same setup, then move the data with pg_dump/psql if you must.`,
    );
  }
  const latest = manifest.database.migrations.latest;
  if (latest !== null && !knownMigrations().some((migration) => migration.tag === latest)) {
    throw new BackupRefusedError(
      `This backup's database has migration ${latest}, which this release does not know: restore it with the release that made it (${manifest.storeVersion}) or a newer one.`,
    );
  }
}

/**
 * Puts a verified backup back: the database into DATA_DIR (PGlite) or the empty database at
 * DATABASE_URL, the media through the configured storage, and the secrets into DATA_DIR, so
 * sign-ins and signed links made before the backup keep working.
 */
export async function restoreBackup(
  config: Config,
  backup: VerifiedBackup,
  options: RestoreOptions = {},
): Promise<RestoreSummary> {
  const force = options.force ?? false;
  checkCompatible(config, backup.manifest);
  const storage = options.storage ?? createStorage(config);
  let lock: DataDirLock | undefined;
  let database: DatabaseHandle | undefined;
  let workFolder: string | undefined;
  try {
    await mkdir(config.dataDir, { recursive: true });
    if (config.databaseUrl) {
      if (!force && (await postgresTableCount(config.databaseUrl)) > 0) {
        throw new BackupRefusedError(
          'The database at DATABASE_URL is not empty. Restore into a newly created database, or run again with --force to replace what it holds.',
        );
      }
    } else {
      // A server on this folder would overwrite what is restored: refused like a second server.
      lock = await lockDataDir(config.dataDir);
      if (!force && hasPgliteDatabase(config.dataDir)) {
        throw new BackupRefusedError(
          `${config.dataDir} already holds a database. Restore into a new DATA_DIR, or run again with --force to replace it.`,
        );
      }
    }
    if (!force && (await hasMedia(storage))) {
      throw new BackupRefusedError(
        `The media storage (${config.media.storage === 's3' ? `bucket ${config.media.s3?.bucket}` : path.join(config.dataDir, 'media')}) already holds files. ` +
          'Restore into empty storage, or run again with --force to add the backup’s files to it.',
      );
    }

    let contentTypes = new Map<string, string>();
    const summary: RestoreSummary = {
      driver: backup.manifest.database.driver,
      migrations: backup.manifest.database.migrations,
      media: { count: 0, bytes: 0 },
      secretFiles: [],
    };
    for await (const entry of readArchive(backup.file, (name) => openArchive(name, backup.keys))) {
      if (entry.name === ENTRY.pgliteDatabase) {
        database = await restorePglite(config.dataDir, await bytesOf(entry), force);
        contentTypes = await mediaContentTypes(database.db);
      } else if (entry.name === ENTRY.postgresDatabase && config.databaseUrl) {
        workFolder = await mkdtemp(path.join(tmpdir(), 'kalakriti-restore-'));
        const dumpFile = path.join(workFolder, 'postgres.pg_dump');
        await pipeline(streamOf(entry), createWriteStream(dumpFile, { mode: 0o600 }));
        await restorePostgres(config.databaseUrl, config.backups.pgRestorePath, dumpFile, force);
        await rm(dumpFile, { force: true });
        database = fromPostgresUrl(config.databaseUrl);
        contentTypes = await mediaContentTypes(database.db);
      } else if (entry.name === ENTRY.jwtSecret || entry.name === ENTRY.mediaSigningSecret) {
        const secretFile = path.join(config.dataDir, path.basename(entry.name));
        await writeFile(secretFile, await bytesOf(entry), { mode: 0o600 });
        await chmod(secretFile, 0o600);
        summary.secretFiles.push(secretFile);
      } else if (entry.name.startsWith(ENTRY.mediaPrefix)) {
        const publicId = entry.name.slice(ENTRY.mediaPrefix.length);
        if (!isMediaId(publicId)) continue;
        const contentType = contentTypes.get(publicId) ?? 'application/octet-stream';
        await storage.put(publicId, streamOf(entry), contentType);
        summary.media.count += 1;
        summary.media.bytes += entry.size;
      }
    }
    if (database) await forgetVideoStreams(database.db);
    return summary;
  } finally {
    await database?.close();
    await lock?.release();
    if (workFolder) await rm(workFolder, { recursive: true, force: true });
  }
}
