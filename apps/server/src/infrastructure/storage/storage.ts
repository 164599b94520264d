import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MediaSettings } from '../../config';
import { hlsFolder, isHlsKey, isMediaId } from '../../lib/media-ids';
import { createS3Storage } from './s3-storage';

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredObject = {
  /** The requested bytes (all of them without a range). */
  stream: Readable;
  /** The whole object's size in bytes, whatever the range. */
  size: number;
};

/** A whole stored file, as a listing sees it. */
export type ListedObject = { publicId: string; size: number; modifiedAt: Date };

/** A video's stored adaptive stream (`<video id>.hls/`), as a listing sees it. */
export type ListedStream = { videoId: string; modifiedAt: Date };

/**
 * Where media bytes live: local disk by default, or an S3-compatible bucket (createS3Storage).
 * Keys are media ids (`video_<uuid>`) or the keys of a video's adaptive stream
 * (`video_<uuid>.hls/360p/seg_00000.ts`), both checked against their patterns in ids.ts; never
 * paths of a caller's choosing.
 */
export interface Storage {
  /** Where the bytes are, for the start-up checks and the logs. */
  readonly kind: 'local' | 's3';
  put(publicId: string, body: Uint8Array | Readable, contentType: string): Promise<{ size: number }>;
  /** Undefined when nothing is stored under the id. */
  get(publicId: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Removing what is not there is not an error; failing to remove what is there is. */
  remove(publicId: string): Promise<void>;
  /** Removes a video's adaptive stream (every key under `hlsFolder(videoId)`). */
  removeStream(videoId: string): Promise<void>;
  /** Every whole file stored under a media id (anything else in the store is not ours). */
  list(): AsyncIterable<ListedObject>;
  /** Every video's stream folder, with when anything in it last changed. */
  listStreams(): AsyncIterable<ListedStream>;
  /**
   * Removes uploads that never finished and were last written before `before` (a local
   * `.partial` file, an S3 multipart upload left open by a killed process); answers how many.
   */
  removeIncomplete(before: Date): Promise<number>;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** `<media id>.<random>.partial`: a file being written by put, renamed to the id when whole. */
const PARTIAL_FILE = /^(.+)\.[0-9a-f]{12}\.partial$/;

/** Files under `root`, one per media id. */
export function createLocalStorage(root: string): Storage {
  const directory = path.resolve(root);
  let ready: Promise<unknown> | undefined;

  const fileOf = (key: string): string => {
    if (!isMediaId(key) && !isHlsKey(key)) throw new Error(`Not a media id: ${JSON.stringify(key)}`);
    const file = path.join(directory, ...key.split('/'));
    // The patterns already rule out `..` and absolute paths; this is the second lock on the door.
    if (!file.startsWith(`${directory}${path.sep}`))
      throw new Error(`Media id escapes the media folder: ${key}`);
    return file;
  };

  /** The folder's entries; none when it does not exist yet. */
  const entries = async (): Promise<string[]> => {
    try {
      return await readdir(directory);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  };

  /** The entry's stat, or undefined when it went away meanwhile (a concurrent delete). */
  const statOf = async (name: string) => {
    try {
      return await stat(path.join(directory, name));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  };

  return {
    kind: 'local',

    async put(publicId, body) {
      const file = fileOf(publicId);
      ready ??= mkdir(directory, { recursive: true });
      await ready;
      if (isHlsKey(publicId)) await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(file)).size };
    },

    async get(publicId, range) {
      const file = fileOf(publicId);
      let size: number;
      try {
        size = (await stat(file)).size;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const stream = range
        ? createReadStream(file, { start: range.start, end: range.end })
        : createReadStream(file);
      return { stream, size };
    },

    async remove(publicId) {
      await rm(fileOf(publicId), { force: true });
    },

    async removeStream(videoId) {
      if (!isMediaId(videoId)) throw new Error(`Not a media id: ${JSON.stringify(videoId)}`);
      await rm(path.join(directory, hlsFolder(videoId)), { recursive: true, force: true });
    },

    async *list() {
      for (const name of await entries()) {
        if (!isMediaId(name)) continue;
        const info = await statOf(name);
        if (info?.isFile()) yield { publicId: name, size: info.size, modifiedAt: info.mtime };
      }
    },

    async *listStreams() {
      for (const name of await entries()) {
        const videoId = name.endsWith('.hls') ? name.slice(0, -'.hls'.length) : '';
        if (!isMediaId(videoId)) continue;
        // A transcode writes the top folder's entries last (the master playlist, the poster).
        const info = await statOf(name);
        if (info?.isDirectory()) yield { videoId, modifiedAt: info.mtime };
      }
    },

    async removeIncomplete(before) {
      let removed = 0;
      for (const name of await entries()) {
        const match = PARTIAL_FILE.exec(name);
        if (!match || !isMediaId(match[1] ?? '')) continue;
        const info = await statOf(name);
        if (!info || info.mtime >= before) continue;
        await rm(path.join(directory, name), { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}

/** Where MEDIA_STORAGE=local keeps the files. */
export const localMediaDir = (dataDir: string): string => path.join(dataDir, 'media');

/**
 * The storage the configuration asks for: local disk under DATA_DIR/media (the default), or
 * the S3-compatible bucket of MEDIA_STORAGE=s3.
 */
export function createStorage(config: {
  dataDir: string;
  media?: Pick<MediaSettings, 'storage' | 's3'>;
}): Storage {
  if (config.media?.storage === 's3') {
    if (!config.media.s3) throw new Error('MEDIA_STORAGE=s3 without S3 settings');
    return createS3Storage(config.media.s3);
  }
  return createLocalStorage(localMediaDir(config.dataDir));
}
