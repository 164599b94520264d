import { randomUUID } from 'node:crypto';

export const MEDIA_KINDS = ['video', 'image', 'raw'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/**
 * A media id (the spec's `public_id`) is the kind and a random UUID: `video_<uuid>`. It names
 * the stored file too, so nothing else is ever accepted as one (no dots, no slashes).
 */
const MEDIA_ID_PATTERN = /^(video|image|raw)_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function newMediaId(kind: MediaKind): string {
  return `${kind}_${randomUUID()}`;
}

export function isMediaId(value: unknown): value is string {
  return typeof value === 'string' && MEDIA_ID_PATTERN.test(value);
}
