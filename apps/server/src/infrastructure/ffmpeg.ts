import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { availableParallelism, constants, setPriority } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * ffmpeg and ffprobe, the system's or FFMPEG_PATH's (issue 14). Found once at start; when they
 * are missing the store still plays every lecture's MP4, and says why nothing was probed or
 * transcoded.
 */

const run = promisify(execFile);

/**
 * What an encode may take from the machine it shares with the web server (issue 26): ffmpeg
 * runs at a lower priority (nice) and with a bounded number of threads, so a transcode slows
 * itself down rather than the storefront.
 */
export type EncodeLimits = { threads: number; nice: number };

/** Half the cores (at least one), at nice 10: the web server keeps the rest, and wins the others. */
export const DEFAULT_ENCODE_LIMITS: EncodeLimits = {
  threads: Math.max(1, Math.floor(availableParallelism() / 2)),
  nice: 10,
};

export type Ffmpeg = { ffmpeg: string; ffprobe: string; version: string; limits: EncodeLimits };
export type FfmpegLookup = { found: Ffmpeg } | { missing: string };

export type VideoFacts = { durationSeconds: number; width: number; height: number; hasAudio: boolean };

/**
 * The ffmpeg builds found in this process, by the path asked for, with their version. Each run of
 * `-version` costs a fork of this process and ffmpeg's start (about 70 ms of CPU for the pair), and
 * an app is built many times in one process by the tests and the tools: a build that answered once
 * is not asked again. One that was missing or failed is looked for afresh next time.
 */
const found = new Map<string, Promise<string>>();

/** ffmpeg at `ffmpegPath` (ffprobe beside it), or both on PATH. */
export async function locateFfmpeg(
  ffmpegPath?: string,
  limits: EncodeLimits = DEFAULT_ENCODE_LIMITS,
): Promise<FfmpegLookup> {
  const ffmpeg = ffmpegPath ?? 'ffmpeg';
  const ffprobe = ffmpegPath ? path.join(path.dirname(ffmpegPath), 'ffprobe') : 'ffprobe';
  let version = found.get(ffmpeg);
  if (!version) {
    version = versionOf(ffmpeg, ffprobe);
    found.set(ffmpeg, version);
    version.catch(() => found.delete(ffmpeg));
  }
  try {
    return { found: { ffmpeg, ffprobe, version: await version, limits } };
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    const where = ffmpegPath
      ? `FFMPEG_PATH (${ffmpegPath}, with ffprobe beside it)`
      : 'ffmpeg and ffprobe on PATH';
    return {
      missing: missing
        ? `ffmpeg is not installed: looked for ${where}. Install it (apt-get install ffmpeg) or set FFMPEG_PATH.`
        : `ffmpeg did not run: ${(error as Error).message}`,
    };
  }
}

async function versionOf(ffmpeg: string, ffprobe: string): Promise<string> {
  const { stdout } = await run(ffmpeg, ['-hide_banner', '-version'], { timeout: 10_000 });
  await run(ffprobe, ['-hide_banner', '-version'], { timeout: 10_000 });
  return /version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
}

type ProbeOutput = {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
};

/** The length and picture size of the video in `file`; rejects with ffprobe's reason when it is not one. */
export async function probeVideo(tool: Ffmpeg, file: string): Promise<VideoFacts> {
  let stdout: string;
  try {
    ({ stdout } = await run(
      tool.ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { timeout: 60_000, maxBuffer: 8 * 1024 * 1024 },
    ));
  } catch (error) {
    // "[mov,mp4,… @ 0x55…] moov atom not found" and "/tmp/…/video_…: Invalid data found…":
    // the reasons, without the demuxer's address or our temporary file's path.
    const reasons = String((error as { stderr?: unknown }).stderr ?? '')
      .split('\n')
      .map((line) =>
        line
          .replace(/^\[[^\]]*\]\s*/, '')
          .replace(`${file}: `, '')
          .trim(),
      )
      .filter(Boolean);
    const detail = [...new Set(reasons)].join('; ');
    throw new Error(`ffprobe could not read the video${detail ? `: ${detail}` : ''}`, { cause: error });
  }
  const output = JSON.parse(stdout) as ProbeOutput;
  const video = output.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new Error('The file holds no video stream.');
  const durationSeconds = Number(output.format?.duration ?? video.duration);
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) {
    throw new Error('The video does not say how long it is.');
  }
  const hasAudio = output.streams?.some((stream) => stream.codec_type === 'audio') ?? false;
  return { durationSeconds, width: video.width, height: video.height, hasAudio };
}

/** One rung of an HLS ladder: its folder name, picture height, and video and sound bitrates. */
export type LadderRung = { name: string; height: number; videoKbps: number; audioKbps: number };

/** Segments of about this long; a keyframe starts every one (and every 2 s, for quick seeking). */
const SEGMENT_SECONDS = 6;

/**
 * Encodes `input` into `outputDir`: `master.m3u8`, and per rung `<name>/index.m3u8` with
 * `<name>/seg_00000.ts`… (H.264 and AAC, VOD playlists). One ffmpeg run decodes once and scales
 * for every rung. `onProgress` hears the share done, 0-1, from ffmpeg's own progress reports.
 */
export async function encodeHls(
  tool: Ffmpeg,
  input: string,
  outputDir: string,
  options: {
    rungs: LadderRung[];
    hasAudio: boolean;
    durationSeconds: number;
    onProgress?: (done: number) => void;
    /** Stops ffmpeg (the job was handed back or taken over). */
    signal?: AbortSignal;
    /** Told ffmpeg's process id once it runs: a killed server's orphan is found by it. */
    onSpawn?: (pid: number) => void;
  },
): Promise<void> {
  const { rungs, hasAudio } = options;
  const split = rungs.map((_, index) => `[v${index}]`).join('');
  const scaled = rungs.map((rung, index) => `[v${index}]scale=-2:${rung.height}[o${index}]`).join(';');
  const { threads } = tool.limits;
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-i', input];
  args.push('-filter_complex_threads', String(threads));
  args.push('-filter_complex', `[0:v]split=${rungs.length}${split};${scaled}`);
  rungs.forEach((_, index) => {
    args.push('-map', `[o${index}]`);
    if (hasAudio) args.push('-map', '0:a:0');
  });
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-pix_fmt', 'yuv420p');
  args.push('-threads', String(threads));
  args.push('-force_key_frames', 'expr:gte(t,n_forced*2)', '-sc_threshold', '0');
  rungs.forEach((rung, index) => {
    args.push(`-b:v:${index}`, `${rung.videoKbps}k`);
    args.push(`-maxrate:v:${index}`, `${Math.round(rung.videoKbps * 1.1)}k`);
    args.push(`-bufsize:v:${index}`, `${rung.videoKbps * 2}k`);
  });
  if (hasAudio) {
    args.push('-c:a', 'aac', '-ac', '2');
    rungs.forEach((rung, index) => args.push(`-b:a:${index}`, `${rung.audioKbps}k`));
  }
  args.push('-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod');
  args.push('-hls_flags', 'independent_segments');
  args.push('-hls_segment_filename', path.join(outputDir, '%v', 'seg_%05d.ts'));
  args.push('-master_pl_name', 'master.m3u8');
  const streams = rungs.map((rung, index) => `v:${index}${hasAudio ? `,a:${index}` : ''},name:${rung.name}`);
  args.push('-var_stream_map', streams.join(' '));
  args.push('-progress', 'pipe:1', '-nostats', path.join(outputDir, '%v', 'index.m3u8'));

  await new Promise<void>((resolve, reject) => {
    const child = spawnLimited(tool, args, options.signal);
    if (child.pid !== undefined) options.onSpawn?.(child.pid);
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString('utf8')).slice(-4000)));
    child.stdout.on('data', (chunk: Buffer) => {
      const last = [...chunk.toString('utf8').matchAll(/out_time_us=(\d+)/g)].at(-1);
      if (last && options.durationSeconds > 0) {
        options.onProgress?.(Math.min(1, Number(last[1]) / 1e6 / options.durationSeconds));
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else if (options.signal?.aborted)
        reject(new Error('The transcode was stopped.', { cause: options.signal.reason }));
      else
        reject(
          new Error(
            `ffmpeg could not encode the video (exit ${code}): ${errors.trim().split('\n').at(-1) ?? ''}`,
          ),
        );
    });
  });
}

/** A JPEG of the frame at `atSeconds`, at most 720 px high. */
export async function extractPoster(
  tool: Ffmpeg,
  input: string,
  output: string,
  atSeconds: number,
  signal?: AbortSignal,
): Promise<void> {
  const args = ['-hide_banner', '-loglevel', 'error', '-y', '-ss', String(atSeconds), '-i', input];
  args.push('-frames:v', '1', '-vf', "scale=-2:'min(720,ih)'", '-q:v', '4', '-threads', '1', output);
  await new Promise<void>((resolve, reject) => {
    const child = spawnLimited(tool, args, signal);
    const timeout = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timeout);
      if (code === 0) resolve();
      else reject(new Error(`ffmpeg could not take the poster frame (exit ${code})`));
    });
  });
}

/**
 * ffmpeg, niced to the limits' priority as soon as it runs, and killed when `signal` aborts.
 * Its output is read by the caller (stdout and stderr are pipes).
 */
function spawnLimited(
  tool: Ffmpeg,
  args: string[],
  signal?: AbortSignal,
): ChildProcess & {
  stdout: NonNullable<ChildProcess['stdout']>;
  stderr: NonNullable<ChildProcess['stderr']>;
} {
  signal?.throwIfAborted();
  const child = spawn(tool.ffmpeg, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  if (child.pid !== undefined && tool.limits.nice > 0) {
    try {
      setPriority(child.pid, Math.min(tool.limits.nice, constants.priority.PRIORITY_LOW));
    } catch {
      // A process may not be allowed to renice (some containers): it runs at normal priority.
    }
  }
  if (signal) {
    const stop = () => child.kill('SIGKILL');
    signal.addEventListener('abort', stop, { once: true });
    child.on('close', () => signal.removeEventListener('abort', stop));
  }
  return child as ReturnType<typeof spawnLimited>;
}
