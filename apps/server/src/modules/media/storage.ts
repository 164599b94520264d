import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { MediaSettings, S3Settings } from '../../config';
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
 * Where media bytes live: local disk by default, or an S3-compatible bucket (createS3Storage).
 * Keys are media ids (`video_<uuid>`, see ids.ts), never paths.
 */
export interface Storage {
  put(publicId: string, body: Uint8Array | Readable, contentType: string): Promise<{ size: number }>;
  /** Undefined when nothing is stored under the id. */
  get(publicId: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Removing what is not there is not an error. */
  remove(publicId: string): Promise<void>;
  /** Everything stored, in no particular order (backups); uploads still being written are not listed. */
  list(): AsyncIterable<{ publicId: string; size: number }>;
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

    async *list() {
      let names: string[];
      try {
        names = await readdir(directory);
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const publicId of names.filter(isMediaId)) {
        const size = await stat(path.join(directory, publicId)).then(
          (found) => found.size,
          (error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)),
        );
        if (size !== undefined) yield { publicId, size };
      }
    },
  };
}

/** S3 refuses multipart parts under 5 MiB (except the last). */
export const S3_MIN_PART_BYTES = 5 * 1024 * 1024;
/** Bytes held in memory per upload: one part. 10,000 parts of 8 MiB make 80 GB, far above any limit. */
export const S3_DEFAULT_PART_BYTES = 8 * 1024 * 1024;

function isS3NotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return (
    failure?.name === 'NoSuchKey' ||
    failure?.name === 'NotFound' ||
    failure?.$metadata?.httpStatusCode === 404
  );
}

/** The whole object's size from `Content-Range: bytes 0-9/1234`. */
function totalFromContentRange(header: string | undefined): number | undefined {
  const match = /\/(\d+)\s*$/.exec(header ?? '');
  return match ? Number(match[1]) : undefined;
}

/** Bytes `start`…`end` (inclusive) of a stream that holds the whole object. */
function sliceStream(source: Readable, { start, end }: ByteRange): Readable {
  let offset = 0;
  let finished = false;
  const slice = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (finished) return done();
      const from = Math.max(start - offset, 0);
      const to = Math.min(end + 1 - offset, chunk.length);
      offset += chunk.length;
      if (to > from) this.push(chunk.subarray(from, to));
      if (offset > end) {
        finished = true;
        this.push(null);
        source.unpipe(slice);
        source.destroy();
      }
      done();
    },
  });
  return source.pipe(slice);
}

/**
 * An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …), one object per media id. A
 * stream of unknown length (an upload) goes up as a multipart upload, one part in memory at a
 * time, so a 1 GB video never sits in memory; anything that fits in one part is a single
 * PutObject. A failed upload is aborted, so no half object or orphaned parts stay behind.
 */
export function createS3Storage(
  settings: S3Settings,
  options: {
    /** Multipart part size; S3 needs at least S3_MIN_PART_BYTES (tests use less with a stand-in). */
    partBytes?: number;
  } = {},
): Storage {
  const partBytes = options.partBytes ?? S3_DEFAULT_PART_BYTES;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's
    // default CRC32 trailers, and every part we send has a known length and a signed SHA-256.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const keyOf = (publicId: string): string => {
    if (!isMediaId(publicId)) throw new Error(`Not a media id: ${JSON.stringify(publicId)}`);
    return publicId;
  };

  const putWhole = async (Key: string, bytes: Buffer, ContentType: string) => {
    await client.send(
      new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length, ContentType }),
    );
  };

  return {
    async put(publicId, body, contentType) {
      const Key = keyOf(publicId);
      if (!(body instanceof Readable)) {
        const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
        await putWhole(Key, bytes, contentType);
        return { size: bytes.length };
      }

      let uploadId: string | undefined;
      const parts: { ETag: string; PartNumber: number }[] = [];
      let pending: Buffer[] = [];
      let pendingBytes = 0;
      let size = 0;
      /** Sends exactly `length` bytes from the front of what is pending, as the next part. */
      const sendPart = async (length: number) => {
        if (uploadId === undefined) {
          const created = await client.send(
            new CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }),
          );
          if (!created.UploadId) throw new Error('S3 started a multipart upload without an UploadId');
          uploadId = created.UploadId;
        }
        const PartNumber = parts.length + 1;
        const all = Buffer.concat(pending, pendingBytes);
        const bytes = all.subarray(0, length);
        pending = length < all.length ? [all.subarray(length)] : [];
        pendingBytes = all.length - length;
        const sent = await client.send(
          new UploadPartCommand({
            Bucket,
            Key,
            UploadId: uploadId,
            PartNumber,
            Body: bytes,
            ContentLength: bytes.length,
          }),
        );
        if (!sent.ETag) throw new Error(`S3 accepted part ${PartNumber} without an ETag`);
        parts.push({ ETag: sent.ETag, PartNumber });
      };

      try {
        for await (const chunk of body) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
          pending.push(bytes);
          pendingBytes += bytes.length;
          size += bytes.length;
          // Parts of exactly `partBytes` (Cloudflare R2 wants every part but the last the same size).
          while (pendingBytes >= partBytes) await sendPart(partBytes);
        }
        if (uploadId === undefined) {
          await putWhole(Key, Buffer.concat(pending, pendingBytes), contentType);
          return { size };
        }
        if (pendingBytes > 0) await sendPart(pendingBytes);
        await client.send(
          new CompleteMultipartUploadCommand({
            Bucket,
            Key,
            UploadId: uploadId,
            MultipartUpload: { Parts: parts },
          }),
        );
        return { size };
      } catch (error) {
        if (uploadId !== undefined) {
          const UploadId = uploadId;
          await client
            .send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
            .catch(() => undefined);
        }
        throw error;
      }
    },

    async get(publicId, range) {
      const Key = keyOf(publicId);
      let object;
      try {
        object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
      } catch (error) {
        if (isS3NotFound(error)) return undefined;
        throw error;
      }
      const stream = object.Body as Readable | undefined;
      if (!stream) return undefined;
      const ranged = range ? totalFromContentRange(object.ContentRange) : undefined;
      if (range && ranged === undefined) {
        // The store ignored the Range header and sent the whole object: cut the range out here.
        return { stream: sliceStream(stream, range), size: object.ContentLength ?? 0 };
      }
      return { stream, size: ranged ?? object.ContentLength ?? 0 };
    },

    async remove(publicId) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(publicId) }));
      } catch (error) {
        if (!isS3NotFound(error)) throw error;
      }
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (isMediaId(object.Key)) yield { publicId: object.Key, size: object.Size ?? 0 };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}

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
  return createLocalStorage(path.join(config.dataDir, 'media'));
}
