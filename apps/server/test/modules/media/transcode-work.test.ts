import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../src/db/schema/infrastructure';
import { mediaUploads, videoStreams } from '../../../src/db/schema/media';
import { createJobQueue } from '../../../src/infrastructure/jobs';
import { encodeHls, type Ffmpeg, locateFfmpeg } from '../../../src/infrastructure/ffmpeg';
import { createResumableStore } from '../../../src/infrastructure/storage/resumable-store';
import { failStalledUploads, STORING_STALE_MS } from '../../../src/modules/media/resumable';
import { removeAbandonedWorkspaces } from '../../../src/modules/media/transcode-workspace';
import { registerVideoTranscode, TRANSCODE_VIDEO } from '../../../src/modules/media/video-transcode';
import { createAdmin, createTestApp, type TestApp } from '../../support/app';
import { demoVideo, uploadVideo } from '../../support/media';

/*
 * Issue 26: a transcode shares the machine with the web server, so ffmpeg runs niced with the
 * threads it is given, stops when its job is handed back, and what a killed server left behind
 * (its folder, its ffmpeg, an upload it was storing) is cleaned up.
 */

let ffmpeg: Ffmpeg;
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  const found = await locateFfmpeg(undefined, { threads: 1, nice: 12 });
  if ('missing' in found) throw new Error(`These tests need ffmpeg. ${found.missing}`);
  ffmpeg = found.found;
  t = await createTestApp();
  adminToken = (await createAdmin(t.app)).token;
});
afterAll(async () => {
  await t?.close();
});

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A process that has come and gone: its pid is free. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('close', resolve));
  return child.pid!;
}

async function sourceVideo(): Promise<{ dir: string; input: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'transcode-test-'));
  const input = path.join(dir, 'pen.mp4');
  await writeFile(input, demoVideo('pen.mp4'));
  await mkdir(path.join(dir, 'out', '240p'), { recursive: true });
  return { dir, input };
}

const rung = [{ name: '240p', height: 240, videoKbps: 250, audioKbps: 64 }];

describe('ffmpeg beside the web server', () => {
  it('runs at the configured lower priority', async () => {
    const { dir, input } = await sourceVideo();
    let priority: number | undefined;
    await encodeHls(ffmpeg, input, path.join(dir, 'out'), {
      rungs: rung,
      hasAudio: false,
      durationSeconds: 9,
      onSpawn: (pid) => {
        priority = getPriority(pid);
      },
    });
    expect(priority).toBe(12);
    await rm(dir, { recursive: true, force: true });
  });

  it('is stopped when its job is handed back, and the encode says so', async () => {
    const { dir, input } = await sourceVideo();
    const controller = new AbortController();
    let pid = 0;
    const encoding = encodeHls(ffmpeg, input, path.join(dir, 'out'), {
      rungs: rung,
      hasAudio: false,
      durationSeconds: 9,
      signal: controller.signal,
      onSpawn: (spawned) => {
        pid = spawned;
        controller.abort();
      },
    });
    await expect(encoding).rejects.toThrow();
    expect(pid).toBeGreaterThan(0);
    await expect.poll(() => isAlive(pid)).toBe(false);
    await rm(dir, { recursive: true, force: true });
  });

  it('a stopping worker hands a transcode back: ffmpeg stops, the video waits queued, not failed, and no folder stays', async () => {
    // 40 s of 720p: long enough to be mid-encode when the worker stops.
    const { dir } = await sourceVideo();
    const long = path.join(dir, 'long.mp4');
    execFileSync(ffmpeg.ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=1280x720:rate=25'],
      ...['-t', '40', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', long],
    ]);
    const uploaded = await uploadVideo(t.app, adminToken, await readFile(long));
    // A $TMPDIR of its own: other test files transcode at the same time.
    const ownTmp = await mkdtemp(path.join(tmpdir(), 'handed-back-'));
    const tmpBefore = process.env.TMPDIR;
    process.env.TMPDIR = ownTmp;
    const worker = createJobQueue(t.db, t.app.log.child({}, { level: 'silent' }), {
      lanes: ['media'],
      pollMs: 20,
      stopGraceMs: 0,
    });
    registerVideoTranscode(worker, {
      db: t.db,
      storage: t.app.storage,
      ffmpeg: Promise.resolve({ found: ffmpeg }),
      log: t.app.log,
    });
    const streamRow = async () =>
      (await t.db.select().from(videoStreams).where(eq(videoStreams.publicId, uploaded.public_id)))[0];
    try {
      worker.start();
      await expect.poll(async () => (await streamRow())?.status, { timeout: 60_000 }).toBe('processing');
      await worker.stop();
    } finally {
      if (tmpBefore === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpBefore;
    }

    expect(await streamRow()).toMatchObject({ status: 'queued', progress: 0 });
    const [job] = await t.db
      .select()
      .from(jobs)
      .where(sql`${jobs.kind} = ${TRANSCODE_VIDEO} and ${jobs.payload}->>'publicId' = ${uploaded.public_id}`);
    expect(job).toMatchObject({ attempts: 0, lockedBy: null, completedAt: null, failedAt: null });
    expect(await readdir(path.join(ownTmp, 'kalakriti-transcodes'))).toEqual([]);
    await rm(ownTmp, { recursive: true, force: true });
    await rm(dir, { recursive: true, force: true });
  });
});

describe('what a killed server left behind', () => {
  it('removes a dead server’s folder and stops its ffmpeg; a live server’s folder stays', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'transcodes-'));
    const abandoned = path.join(root, 'hls-abandoned');
    const live = path.join(root, 'hls-live');
    await mkdir(abandoned);
    await mkdir(live);
    await writeFile(path.join(abandoned, 'source'), Buffer.alloc(1024));
    // The orphan: a long process whose command line names the folder, as ffmpeg's output paths do.
    const orphan = spawn(
      process.execPath,
      ['-e', 'setTimeout(() => {}, 60_000)', path.join(abandoned, 'hls')],
      {
        stdio: 'ignore',
      },
    );
    const exited = new Promise((resolve) => orphan.on('exit', resolve));
    await writeFile(
      path.join(abandoned, 'owner.json'),
      JSON.stringify({ serverPid: await deadPid(), ffmpegPid: orphan.pid }),
    );
    // Another instance on this machine, alive and at work: this test's parent process stands in.
    await writeFile(path.join(live, 'owner.json'), JSON.stringify({ serverPid: process.ppid }));

    const cleaned = await removeAbandonedWorkspaces(root);

    expect(cleaned).toEqual({ removed: 1, stoppedFfmpeg: 1 });
    await exited;
    expect(existsSync(abandoned)).toBe(false);
    expect(existsSync(live)).toBe(true);
    await rm(root, { recursive: true, force: true });
  });

  it('fails an upload left storing by a stopped process, and leaves one that is still being stored', async () => {
    const now = new Date();
    const row = (id: string, updatedAt: Date) => ({
      id,
      policy: 'media' as const,
      filename: 'lecture.mp4',
      sizeBytes: 10,
      status: 'storing' as const,
      updatedAt,
    });
    const stalled = 'a'.repeat(32);
    const busy = 'b'.repeat(32);
    await t.db
      .insert(mediaUploads)
      .values([
        row(stalled, new Date(now.getTime() - STORING_STALE_MS - 1000)),
        row(busy, new Date(now.getTime() - 5000)),
      ]);

    expect(await failStalledUploads(t.db, createResumableStore(t.config), now)).toBe(1);

    const rows = await t.db.select().from(mediaUploads);
    expect(rows.find((upload) => upload.id === stalled)).toMatchObject({
      status: 'failed',
      error: 'The upload arrived whole but could not be stored. Please upload the file again.',
    });
    expect(rows.find((upload) => upload.id === busy)).toMatchObject({ status: 'storing' });
  });
});
