import { Readable, Transform } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../config';
import { hlsFolder, isHlsKey, isMediaId } from '../../lib/media-ids';
import type { ByteRange, Storage } from './storage';

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
  const keyOf = (key: string): string => {
    if (!isMediaId(key) && !isHlsKey(key)) throw new Error(`Not a media id: ${JSON.stringify(key)}`);
    return key;
  };

  const putWhole = async (Key: string, bytes: Buffer, ContentType: string) => {
    await client.send(
      new PutObjectCommand({ Bucket, Key, Body: bytes, ContentLength: bytes.length, ContentType }),
    );
  };

  return {
    kind: 's3',

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

    async removeStream(videoId) {
      if (!isMediaId(videoId)) throw new Error(`Not a media id: ${JSON.stringify(videoId)}`);
      const Prefix = `${hlsFolder(videoId)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && isHlsKey(object.Key))
            await client.send(new DeleteObjectCommand({ Bucket, Key: object.Key }));
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key || !isMediaId(object.Key)) continue;
          yield {
            publicId: object.Key,
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },

    async *listStreams() {
      // Keys come in order, so each stream's keys are together: one stream ends where the next begins.
      let current: { videoId: string; modifiedAt: Date } | undefined;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (!object.Key || !isHlsKey(object.Key)) continue;
          const videoId = object.Key.slice(0, object.Key.indexOf('.hls/'));
          const modifiedAt = object.LastModified ?? new Date(0);
          if (current?.videoId === videoId) {
            if (modifiedAt > current.modifiedAt) current.modifiedAt = modifiedAt;
            continue;
          }
          if (current) yield current;
          current = { videoId, modifiedAt };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      if (current) yield current;
    },

    async removeIncomplete(before) {
      let removed = 0;
      let KeyMarker: string | undefined;
      let UploadIdMarker: string | undefined;
      do {
        const page = await client.send(
          new ListMultipartUploadsCommand({ Bucket, KeyMarker, UploadIdMarker }),
        );
        for (const upload of page.Uploads ?? []) {
          const { Key, UploadId, Initiated } = upload;
          if (!Key || !UploadId || !isMediaId(Key) || !Initiated || Initiated >= before) continue;
          await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId }));
          removed += 1;
        }
        const more = page.IsTruncated === true;
        KeyMarker = more ? page.NextKeyMarker : undefined;
        UploadIdMarker = more ? page.NextUploadIdMarker : undefined;
      } while (KeyMarker);
      return removed;
    },
  };
}
