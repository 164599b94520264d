import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isMediaId } from './ids';

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export type StoredObject = {
  /** The requested bytes (all of them without a range). */
  stream: Readable;
  /** The whole object's size in bytes, whatever the range. */
  size: number;
};

/**
 * Where media bytes live. Local disk by default; an S3-compatible store implements the same
 * three calls. Keys are media ids (`video_<uuid>`, see ids.ts), never paths.
 */
export interface Storage {
  put(publicId: string, body: Uint8Array | Readable, contentType: string): Promise<{ size: number }>;
  /** Undefined when nothing is stored under the id. */
  get(publicId: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Removing what is not there is not an error. */
  remove(publicId: string): Promise<void>;
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Files under `root`, one per media id. */
export function createLocalStorage(root: string): Storage {
  const directory = path.resolve(root);
  let ready: Promise<unknown> | undefined;

  const fileOf = (publicId: string): string => {
    if (!isMediaId(publicId)) throw new Error(`Not a media id: ${JSON.stringify(publicId)}`);
    const file = path.join(directory, publicId);
    // The pattern already rules out separators and dots; this is the second lock on the door.
    if (path.dirname(file) !== directory) throw new Error(`Media id escapes the media folder: ${publicId}`);
    return file;
  };

  return {
    async put(publicId, body) {
      const file = fileOf(publicId);
      ready ??= mkdir(directory, { recursive: true });
      await ready;
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
  };
}

/** The storage the configuration asks for (local disk under DATA_DIR/media for now). */
export function createStorage(config: { dataDir: string }): Storage {
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
