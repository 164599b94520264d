import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { migrationsFolder, serverPackageRoot } from '../../lib/paths';

/** What every archive holds; the manifest is the last entry and lists the others with their checksums. */
export const BACKUP_FORMAT = 'kalakriti-backup';
export const BACKUP_FORMAT_VERSION = 1;

export const ENTRY = {
  manifest: 'manifest.json',
  pgliteDatabase: 'database/pglite-datadir.tar',
  postgresDatabase: 'database/postgres.pg_dump',
  jwtSecret: 'secrets/jwt-secret',
  mediaSigningSecret: 'secrets/media-signing-secret',
  mediaPrefix: 'media/',
} as const;

const migrationLevelSchema = z.object({
  /** Migrations applied, and the tag of the latest (drizzle/meta/_journal.json), null for none. */
  count: z.number().int().min(0),
  latest: z.string().nullable(),
});
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;

const secretSourceSchema = z.enum(['environment', 'data-dir']);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  /** The server package's version that made the archive. */
  storeVersion: z.string(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    migrations: migrationLevelSchema,
  }),
  media: z.object({
    storage: z.enum(['local', 's3']),
    count: z.number().int().min(0),
    bytes: z.number().int().min(0),
  }),
  /** Where each secret came from when the archive was made. */
  secrets: z.object({ jwtSecret: secretSourceSchema, mediaSigningSecret: secretSourceSchema }),
  entries: z.array(
    z.object({
      name: z.string(),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The migration tags this release knows, oldest first. */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export function storeVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(serverPackageRoot(), 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
}

/** A file-name-safe UTC timestamp: 2026-11-24T153000Z. */
export function archiveTimestamp(now: Date): string {
  return now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '');
}
