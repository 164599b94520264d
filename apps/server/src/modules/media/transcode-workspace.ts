import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/*
 * A transcode works in a folder of its own under $TMPDIR/kalakriti-transcodes: the source it
 * downloaded, the HLS files ffmpeg writes (a 10-minute 1080p lecture: about 60 MB). A server
 * killed mid-transcode (kill -9, an out-of-memory kill, a crashed machine) used to leave both
 * behind: the folder for ever, and ffmpeg running on as an orphan until the encode was done
 * (issue 26). Each folder names its owner in `owner.json` (the server's pid and ffmpeg's), so
 * the next start and the media sweep can tell an abandoned folder from a live one, stop its
 * ffmpeg and remove it. Instances on one machine share $TMPDIR: a folder whose owner is another
 * live process is left alone.
 */

const OWNER_FILE = 'owner.json';
/** A folder with no owner file (a crash between making it and writing the file) goes after this. */
const UNOWNED_KEPT_MS = 60 * 60_000;

type Owner = { serverPid: number; ffmpegPid?: number };

/** The folders this process is working in now. */
const open = new Set<string>();

export function transcodesRoot(): string {
  return path.join(tmpdir(), 'kalakriti-transcodes');
}

export type Workspace = {
  dir: string;
  /** Records ffmpeg's pid, so that it can be stopped if this process dies first. */
  ranFfmpeg(pid: number): Promise<void>;
  /** Removes the folder and everything in it. */
  close(): Promise<void>;
};

export async function openWorkspace(root = transcodesRoot()): Promise<Workspace> {
  await mkdir(root, { recursive: true });
  const dir = await mkdtemp(path.join(root, 'hls-'));
  open.add(dir);
  const owner: Owner = { serverPid: process.pid };
  await writeFile(path.join(dir, OWNER_FILE), JSON.stringify(owner));
  return {
    dir,
    async ranFfmpeg(pid) {
      await writeFile(path.join(dir, OWNER_FILE), JSON.stringify({ ...owner, ffmpegPid: pid }));
    },
    async close() {
      await rm(dir, { recursive: true, force: true });
      open.delete(dir);
    },
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, and belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `pid` is still the ffmpeg that wrote into `dir` (a recycled pid is left alone). */
async function isFfmpegOf(pid: number, dir: string): Promise<boolean> {
  try {
    const commandLine = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    return commandLine.includes(dir);
  } catch {
    return false;
  }
}

export type AbandonedWorkspaces = { removed: number; stoppedFfmpeg: number };

/**
 * Removes the folders of transcodes whose server is gone, and stops their ffmpeg: the folders
 * of a dead process, and this process's own that it is not working in (a restarted container
 * often has the same pid as the one it replaced).
 */
export async function removeAbandonedWorkspaces(root = transcodesRoot()): Promise<AbandonedWorkspaces> {
  const result: AbandonedWorkspaces = { removed: 0, stoppedFfmpeg: 0 };
  let entries: string[];
  try {
    entries = await readdir(root);
  } catch {
    return result;
  }
  for (const entry of entries) {
    const dir = path.join(root, entry);
    if (open.has(dir)) continue;
    let owner: Owner | undefined;
    try {
      owner = JSON.parse(await readFile(path.join(dir, OWNER_FILE), 'utf8')) as Owner;
    } catch {
      owner = undefined;
    }
    if (!owner) {
      // A folder a moment old has no owner file yet; one a crash cut short never will.
      const modified = await stat(dir).then(
        (facts) => facts.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - modified < UNOWNED_KEPT_MS) continue;
      await rm(dir, { recursive: true, force: true });
      result.removed += 1;
      continue;
    }
    if (owner.serverPid !== process.pid && isAlive(owner.serverPid)) continue;
    if (
      owner.ffmpegPid !== undefined &&
      isAlive(owner.ffmpegPid) &&
      (await isFfmpegOf(owner.ffmpegPid, dir))
    ) {
      process.kill(owner.ffmpegPid, 'SIGKILL');
      result.stoppedFfmpeg += 1;
    }
    await rm(dir, { recursive: true, force: true });
    result.removed += 1;
  }
  return result;
}
