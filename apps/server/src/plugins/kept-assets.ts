import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How long a release's hashed files stay servable after the next one starts: a tab opened before a
 * deployment keeps loading the pages it has not visited yet from them. Past that, the web app
 * reloads such a tab once for the new release (apps/web/src/lib/new-release.ts).
 */
export const KEPT_RELEASE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The folder of DATA_DIR that keeps them. */
export const KEPT_ASSETS_FOLDER = 'kept-web-assets';

/** One build of the web app: its files under /assets/, and when a server first started with it. */
type Release = { id: string; since: string; files: string[] };

/** Where a data folder keeps them: `files/assets/…` (served) and the list of releases (not served). */
export const keptAssetsLayout = (keptDir: string) => ({
  files: path.join(keptDir, 'files'),
  assets: path.join(keptDir, 'files', 'assets'),
  releases: path.join(keptDir, 'releases.json'),
});

async function readReleases(file: string): Promise<Release[]> {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return Array.isArray(parsed) ? (parsed as Release[]) : [];
  } catch {
    return [];
  }
}

/** Written whole, then renamed over the old one: a crash never leaves half a file. */
async function writeAtomically(file: string, write: (temporary: string) => Promise<void>) {
  const temporary = `${file}.${process.pid}.tmp`;
  await write(temporary);
  await rename(temporary, file);
}

/**
 * Copies the build's hashed files into the kept folder (those already there are the same bytes:
 * the name is a hash of them), records this release after the others, and removes the files no
 * release still needs: a release is kept while it is current, and for KEPT_RELEASE_DAYS after the
 * next one started. Returns the folder to serve /assets/ from, after the build's own.
 */
export async function keepAssets(distDir: string, keptDir: string, now = new Date()): Promise<string> {
  const layout = keptAssetsLayout(keptDir);
  const built = (await readdir(path.join(distDir, 'assets'))).filter((name) => !name.endsWith('.map')).sort();
  await mkdir(layout.assets, { recursive: true });

  const present = new Set(await readdir(layout.assets));
  for (const name of built) {
    if (present.has(name)) continue;
    const target = path.join(layout.assets, name);
    await writeAtomically(target, (temporary) => copyFile(path.join(distDir, 'assets', name), temporary));
  }

  const id = createHash('sha256').update(built.join('\n')).digest('hex').slice(0, 16);
  // A release started again (a rollback) becomes the newest: the one it replaced retires now.
  const releases = [
    ...(await readReleases(layout.releases)).filter((release) => release.id !== id),
    { id, since: now.toISOString(), files: built },
  ];
  const kept = releases.filter((_release, index) => {
    const next = releases[index + 1];
    return !next || now.getTime() - Date.parse(next.since) < KEPT_RELEASE_DAYS * DAY_MS;
  });

  const needed = new Set(kept.flatMap((release) => release.files));
  for (const name of await readdir(layout.assets)) {
    if (!needed.has(name) && !name.endsWith('.tmp'))
      await rm(path.join(layout.assets, name), { force: true });
  }
  await writeAtomically(layout.releases, (temporary) =>
    writeFile(temporary, `${JSON.stringify(kept, null, 2)}\n`),
  );
  return layout.files;
}
