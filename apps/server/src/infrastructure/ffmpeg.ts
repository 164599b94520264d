import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * ffmpeg and ffprobe, the system's or FFMPEG_PATH's (issue 14). Found once at start; when they
 * are missing the store still plays every lecture's MP4, and says why nothing was probed or
 * transcoded.
 */

const run = promisify(execFile);

export type Ffmpeg = { ffmpeg: string; ffprobe: string; version: string };
export type FfmpegLookup = { found: Ffmpeg } | { missing: string };

export type VideoFacts = { durationSeconds: number; width: number; height: number };

/** ffmpeg at `ffmpegPath` (ffprobe beside it), or both on PATH. */
export async function locateFfmpeg(ffmpegPath?: string): Promise<FfmpegLookup> {
  const ffmpeg = ffmpegPath ?? 'ffmpeg';
  const ffprobe = ffmpegPath ? path.join(path.dirname(ffmpegPath), 'ffprobe') : 'ffprobe';
  try {
    const { stdout } = await run(ffmpeg, ['-hide_banner', '-version'], { timeout: 10_000 });
    await run(ffprobe, ['-hide_banner', '-version'], { timeout: 10_000 });
    const version = /version (\S+)/.exec(stdout)?.[1] ?? 'unknown';
    return { found: { ffmpeg, ffprobe, version } };
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
  return { durationSeconds, width: video.width, height: video.height };
}
