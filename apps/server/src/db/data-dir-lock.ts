import { hostname } from 'node:os';
import { open, readFile, unlink } from 'node:fs/promises';
import { unlinkSync } from 'node:fs';
import path from 'node:path';

/*
 * PGlite is a database inside one process: two processes that open the same folder each write
 * their own pages over the other's, and acknowledged rows are lost (issue 13 measured 19 of 40
 * registrations gone). So the folder is locked while it is open: a second server, or the
 * create-admin command while the server runs, is refused with a message that says why and what
 * to do. The lock is a file created exclusively, naming its owner; a lock whose owner process is
 * gone from this machine (a crash, kill -9) is taken over.
 */

const LOCK_FILE = 'pglite.lock';

/** The locks this process holds: its own pid in a lock file is stale only when not among them. */
const held = new Set<string>();

type LockOwner = { pid: number; host: string; command: string; since: string };

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readOwner(file: string): Promise<LockOwner | undefined> {
  try {
    const owner = JSON.parse(await readFile(file, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return undefined;
    return {
      pid: owner.pid,
      host: owner.host,
      command: owner.command ?? 'unknown',
      since: owner.since ?? 'unknown',
    };
  } catch {
    return undefined;
  }
}

export type DataDirLock = { file: string; release(): Promise<void> };

/** Takes the folder's lock for this process, or throws DataDirLockedError naming who holds it. */
export async function lockDataDir(directory: string): Promise<DataDirLock> {
  const file = path.join(directory, LOCK_FILE);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    command: process.argv
      .slice(1)
      .map((part) => path.basename(part))
      .join(' '),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(me));
      await handle.close();
      const releaseOnExit = () => {
        try {
          unlinkSync(file);
        } catch {
          // Already released.
        }
      };
      process.once('exit', releaseOnExit);
      held.add(file);
      return {
        file,
        release: async () => {
          process.off('exit', releaseOnExit);
          held.delete(file);
          const owner = await readOwner(file);
          if (owner?.pid === me.pid && owner.host === me.host) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = await readOwner(file);
      // Our own pid in a file we do not hold is a lock left by an earlier life of this container.
      const stale =
        owner === undefined ||
        (owner.host === me.host && (owner.pid === me.pid ? !held.has(file) : !isRunning(owner.pid)));
      if (stale && attempt === 0) {
        await unlink(file).catch(() => undefined);
        continue;
      }
      const who = owner
        ? `process ${owner.pid} on ${owner.host} (${owner.command}), since ${owner.since}`
        : 'another process';
      throw new DataDirLockedError(
        `The embedded database in ${directory} is in use by ${who}. Only one process may open it at a ` +
          'time, or rows are lost: stop the server before running a command such as create-admin, or set ' +
          `DATA_DIR to another folder. If that process no longer exists, delete ${file} and try again.`,
      );
    }
  }
  throw new DataDirLockedError(`Could not lock ${directory}.`);
}
