import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { locateFfmpeg } from '../../src/infrastructure/ffmpeg';

/*
 * The store asks ffmpeg and ffprobe for their version when an app is built. The tests and tools
 * build many apps in one process, and each ask forks it: a build that answered is asked once.
 * Stand-in ffmpeg and ffprobe scripts count the asks.
 */

let folder: string;
const ffmpegPath = () => path.join(folder, 'ffmpeg');
const asks = async () =>
  (await readFile(path.join(folder, 'asks'), 'utf8').catch(() => '')).trim().split('\n');

async function installStandIns() {
  for (const name of ['ffmpeg', 'ffprobe']) {
    const script = path.join(folder, name);
    await writeFile(script, `#!/bin/sh\necho ${name} >> "${folder}/asks"\necho "${name} version 7.1-test"\n`);
    await chmod(script, 0o755);
  }
}

beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'ffmpeg-lookup-'));
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('looking for ffmpeg', () => {
  it('asks a build for its version once, however many apps are built, each with its own limits', async () => {
    await installStandIns();
    const first = await locateFfmpeg(ffmpegPath(), { threads: 1, nice: 10 });
    const second = await locateFfmpeg(ffmpegPath(), { threads: 2, nice: 0 });
    expect(first).toEqual({
      found: {
        ffmpeg: ffmpegPath(),
        ffprobe: path.join(folder, 'ffprobe'),
        version: '7.1-test',
        limits: { threads: 1, nice: 10 },
      },
    });
    expect(second).toMatchObject({ found: { version: '7.1-test', limits: { threads: 2, nice: 0 } } });
    expect(await asks()).toEqual(['ffmpeg', 'ffprobe']);
  });

  it('looks again for a build that was missing, and finds it once installed', async () => {
    expect(await locateFfmpeg(ffmpegPath())).toEqual({
      missing: `ffmpeg is not installed: looked for FFMPEG_PATH (${ffmpegPath()}, with ffprobe beside it). Install it (apt-get install ffmpeg) or set FFMPEG_PATH.`,
    });
    await installStandIns();
    expect(await locateFfmpeg(ffmpegPath())).toMatchObject({ found: { version: '7.1-test' } });
  });
});
