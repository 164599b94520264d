import { randomUUID } from 'node:crypto';

export const MEDIA_KINDS = ['video', 'image', 'raw'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * A media id (the spec's `public_id`) is the kind and a random UUID: `video_<uuid>`. It names
 * the stored file too, so nothing else is ever accepted as one (no dots, no slashes).
 */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_ID_PATTERN = new RegExp(`^(video|image|raw)_${UUID}$`);
/**
 * A video's adaptive stream (issue 14) is stored beside it under `<video id>.hls/`: the master
 * playlist, a poster, and per rendition (`360p/`) a playlist and numbered segments. Nothing
 * else is accepted as a stream's key.
 */
const HLS_KEY_PATTERN = new RegExp(
  `^video_${UUID}\\.hls/(master\\.m3u8|poster\\.jpg|\\d{3,4}p/(index\\.m3u8|seg_\\d{5}\\.ts))$`,
);

export function newMediaId(kind: MediaKind): string {
  return `${kind}_${randomUUID()}`;
}

export function isMediaId(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_ID_PATTERN.test(value);
}

export function isHlsKey(value: unknown): value is string {
  return typeof value === 'string' && HLS_KEY_PATTERN.test(value);
}

/** Where a video's adaptive stream is stored: every key under it is an HLS key. */
export const hlsFolder = (videoId: string): string => `${videoId}.hls`;
