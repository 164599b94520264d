import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { copyDataFolder } from '../support/data-folder';

/*
 * The demo store that backup-pglite.test.ts and backup-age.test.ts back up is the same for both,
 * and seeding it costs 7 s of CPU (42 pictures rendered with sharp), its first backup 1.5 s more.
 * The first of the two files in a run makes it and publishes a copy next to the global setup's
 * templates (removed with them); the other copies that. Whichever file runs first, or alone,
 * makes it, so neither depends on the other or on their order.
 */

/** What a file gets: its own copies, in folders it named. */
export type PublishedStore<Extra> = { dataDir: string; archive: string; extra: Extra };

const SOURCE = 'source';
const BACKUPS = 'backups';
/** The archive's name and the extra facts. */
const FACTS = 'facts.json';
/** How often a file waiting for the other's store looks for it: a stat each time, next to no CPU. */
const POLL_MS = 250;

/** The run's shared folder, beside the migrated template every test file copies. */
const sharedRoot = () => path.join(path.dirname(inject('pgliteTemplateDir')), 'backup-demo-store');

async function copyOut<Extra>(
  published: string,
  target: { dataDir: string; backups: string },
): Promise<PublishedStore<Extra>> {
  await copyDataFolder(path.join(published, SOURCE), target.dataDir);
  await mkdir(target.backups, { recursive: true });
  const facts = JSON.parse(await readFile(path.join(published, FACTS), 'utf8')) as {
    name: string;
    extra: Extra;
  };
  const archive = path.join(target.backups, facts.name);
  await copyFile(path.join(published, BACKUPS, facts.name), archive);
  return { dataDir: target.dataDir, archive, extra: facts.extra };
}

/**
 * The store `make` builds into `target.dataDir`, with its archive in `target.backups` and
 * `extra` (JSON) about it: made here when no other file of the run has made it (or could),
 * copied from the one that did otherwise. `make` must leave the data folder closed.
 */
export async function sharedDemoStore<Extra>(
  target: { dataDir: string; backups: string },
  make: () => Promise<{ archive: string; extra: Extra }>,
): Promise<PublishedStore<Extra>> {
  const root = sharedRoot();
  const published = path.join(root, 'published');
  const failed = path.join(root, 'failed');
  let maker = false;
  try {
    await mkdir(root);
    maker = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  if (!maker) {
    while (!existsSync(published) && !existsSync(failed)) await sleep(POLL_MS);
    if (existsSync(published)) return copyOut<Extra>(published, target);
    return { dataDir: target.dataDir, ...(await make()) };
  }
  try {
    const made = await make();
    const building = path.join(root, 'building');
    const name = path.basename(made.archive);
    await copyDataFolder(target.dataDir, path.join(building, SOURCE));
    await mkdir(path.join(building, BACKUPS));
    await copyFile(made.archive, path.join(building, BACKUPS, name));
    await writeFile(path.join(building, FACTS), JSON.stringify({ name, extra: made.extra }));
    await rename(building, published);
    return { dataDir: target.dataDir, ...made };
  } catch (error) {
    // The other file, waiting, then makes a store of its own.
    await writeFile(failed, String(error)).catch(() => undefined);
    throw error;
  }
}
