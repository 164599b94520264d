import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder (`apps/server`), found the same way from the TypeScript
 * sources and from the bundle in `dist/`.
 */
export function serverPackageRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(path.join(directory, 'drizzle', 'meta', '_journal.json'))) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error('The server package (apps/server) was not found.');
    directory = parent;
  }
}

export const migrationsFolder = () => path.join(serverPackageRoot(), 'drizzle');
export const defaultWebDistDir = () => path.join(serverPackageRoot(), '..', 'web', 'dist');
/** The demo catalogue's pictures, videos and sample file (scripts/generate-demo-media.mjs). */
export const seedMediaFolder = () => path.join(serverPackageRoot(), 'seed', 'media');
