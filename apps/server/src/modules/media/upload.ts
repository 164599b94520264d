import { pipeline, Readable, Transform } from 'node:stream';
import type { MediaUploadResult } from '@academy/shared/admin-media';
import { DomainError, InvalidError } from '../../lib/errors';
import { removeMedia, saveMedia } from './service';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client';
import type { Storage } from '../../infrastructure/storage/storage';
import { storeImage, storePicture, type StoredPicture } from './images';
import {
  type Decision,
  decide,
  type IncomingFile,
  quoted,
  tooLarge,
  type UploadContext,
  type UploadPolicy,
} from './upload-rules';

/*
 * The upload pipeline behind POST /api/media/upload, /bulk-upload and /raw/upload.
 *
 * 1. The first bytes of the part are read (HEAD_BYTES) and the type is decided from them with
 *    file-type, never from the file name or the browser's Content-Type: a script named `.mp4`
 *    is refused (UnsupportedMediaError) before anything is stored.
 * 2. Videos and download files stream on into Storage.put through a byte counter that fails
 *    the stream with a TooLargeError once the kind's limit (MEDIA_MAX_VIDEO_MB / _RAW_MB) is passed; the
 *    storage then drops what it had written (local: the .partial file; S3: the multipart
 *    upload is aborted) and no media_files row is written.
 * 3. Pictures (at most MEDIA_MAX_IMAGE_MB) are read into memory through the same counter
 *    (sharp needs the whole picture to decode it) and stored as WebP only:
 *      - `image_<uuid>`: the main picture, at most IMAGE_MAIN_WIDTH (1600) px wide;
 *      - narrower copies for each of IMAGE_VARIANT_WIDTHS (800, 400) the picture is wider than,
 *        each its own media_files row with an id derived from the main one (imageVariantId),
 *        so deleting the main picture finds and deletes them too.
 *    EXIF orientation is applied and metadata (camera, GPS) is dropped.
 *
 * Each file is all or nothing: bytes and rows are removed again on any failure. A bulk upload
 * is all or nothing too (storeUploads).
 */

/** Enough for file-type to recognise every format we accept. */
const HEAD_BYTES = 16 * 1024;
/** What a failing incoming stream answers: a refusal as it is, anything else as unreadable data. */
function clientStreamError(error: unknown): Error {
  if (error instanceof DomainError) return error;
  // The multipart parser's own refusals (Fastify errors) carry their answer; the error handler gives it.
  const status = (error as { statusCode?: number } | undefined)?.statusCode;
  if (error instanceof Error && status !== undefined && status >= 400 && status < 500) return error;
  const detail = error instanceof Error ? error.message : String(error);
  return new InvalidError(`The upload was interrupted or is not valid multipart data (${detail}).`);
}

/**
 * Reads the first `bytes` of a stream and hands back those bytes and a stream of the whole
 * content (head included), still unread past the head, so nothing is buffered beyond it.
 */
async function peek(source: Readable, bytes: number): Promise<{ head: Buffer; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    let next: IteratorResult<Buffer>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw clientStreamError(error);
    }
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks, length);
  async function* whole() {
    yield head;
    if (done) return;
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done) return;
        yield next.value;
      }
    } catch (error) {
      throw clientStreamError(error);
    } finally {
      // Stopped early (the limit, a storage failure): release the part so busboy moves on.
      await iterator.return?.();
    }
  }
  return {
    head: head.subarray(0, Math.min(length, bytes)),
    stream: Readable.from(whole(), { objectMode: false }),
  };
}

/** Passes bytes through and fails with `tooLarge()` as soon as more than `limit` have gone by. */
function byteLimit(limit: number, tooLarge: () => Error): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > limit) return done(tooLarge());
      done(null, chunk);
    },
  });
}

/** `stream` through the counter; a failure on either side destroys both (and so releases the part). */
function limited(stream: Readable, limit: number, tooLarge: () => Error): Readable {
  return pipeline(stream, byteLimit(limit, tooLarge), () => undefined);
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
/**
 * Stores one uploaded file under the route's policy (see the top of this file) and answers
 * SPEC §7's `secure_url` and `public_id` with the extras of MediaUploadResult.
 */
export async function storeUpload(
  context: UploadContext,
  policy: UploadPolicy,
  file: IncomingFile,
): Promise<MediaUploadResult> {
  const filename = file.filename.trim();
  const { head, stream } = await peek(file.stream, HEAD_BYTES);
  let decision: Decision;
  try {
    if (head.length === 0) throw new InvalidError(`${quoted(filename)} is empty.`);
    decision = await decide(policy, head, filename);
  } catch (error) {
    // Refused before a byte was stored: drop the rest of the part unread.
    file.stream.destroy();
    throw error;
  }

  const limit = context.limits[decision.kind];
  const counted = limited(stream, limit, () => tooLarge(filename, decision.kind, limit));

  if (decision.kind === 'image') return storeImage(context, await readAll(counted), filename);

  const saved = await saveMedia(context.db, context.storage, {
    kind: decision.kind,
    contentType: decision.contentType,
    bytes: counted,
    originalName: filename,
    uploadedBy: context.uploadedBy,
  });
  return {
    secure_url: saved.secureUrl,
    public_id: saved.publicId,
    resource_type: decision.kind,
    format: decision.format,
    bytes: saved.sizeBytes,
    original_filename: filename,
    preview_url: context.signer.signedUrl(
      saved.publicId,
      undefined,
      decision.kind === 'raw' && filename ? { filename } : {},
    ),
  };
}

/** Removes what an upload stored: the file and, for a picture, its copies. */
async function discard(context: UploadContext, result: MediaUploadResult): Promise<void> {
  const ids = [result.public_id, ...(result.variants ?? []).map((variant) => variant.public_id)];
  for (const publicId of ids) await removeMedia(context.db, context.storage, publicId).catch(() => undefined);
}

/**
 * Stores several files, in order, all or nothing: when one is refused (type, size) or fails,
 * the ones already stored by this request are removed again and the error is answered.
 */
export async function storeUploads(
  context: UploadContext,
  policy: UploadPolicy,
  files: AsyncIterable<IncomingFile>,
): Promise<MediaUploadResult[]> {
  const results: MediaUploadResult[] = [];
  try {
    for await (const file of files) results.push(await storeUpload(context, policy, file));
  } catch (error) {
    for (const result of results) await discard(context, result);
    throw error;
  }
  return results;
}

/** What a student's upload may be (issue 30's projects): the caller's types, limit and words. */
export type SignedOnlyRules = {
  /** Media types as recognised from the file's first bytes. */
  types: readonly string[];
  maxBytes: number;
  wrongType: () => Error;
  tooLarge: () => Error;
};

/** The file's type from its first bytes, when `rules` take it; the rest of the part is dropped otherwise. */
async function acceptedHead(file: IncomingFile, rules: SignedOnlyRules) {
  const { head, stream } = await peek(file.stream, HEAD_BYTES);
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (!detected || !rules.types.includes(detected.mime)) {
    file.stream.destroy();
    throw rules.wrongType();
  }
  return { mime: detected.mime, stream: limited(stream, rules.maxBytes, rules.tooLarge) };
}

/**
 * A picture a student sent, stored signed-only (never served by /media/public): re-encoded to
 * WebP at the usual widths with every metadata block (EXIF, GPS, camera serials) dropped, as
 * renderImage does for every picture. `unreadable` words the refusal of bytes sharp cannot decode.
 */
export async function storeSignedOnlyPicture(
  target: { db: Database; storage: Storage; uploadedBy: string | null },
  file: IncomingFile,
  rules: SignedOnlyRules & { unreadable: (error: DomainError) => Error },
): Promise<StoredPicture> {
  const { stream } = await acceptedHead(file, rules);
  const bytes = await readAll(stream);
  try {
    return await storePicture(target, bytes, file.filename.trim(), { signedOnly: true });
  } catch (error) {
    if (error instanceof DomainError) throw rules.unreadable(error);
    throw error;
  }
}

/** A document a student sent, stored as it came and signed-only. */
export async function storeSignedOnlyFile(
  target: { db: Database; storage: Storage; uploadedBy: string | null },
  file: IncomingFile,
  rules: SignedOnlyRules,
): Promise<{ publicId: string; sizeBytes: number }> {
  const { mime, stream } = await acceptedHead(file, rules);
  const saved = await saveMedia(target.db, target.storage, {
    kind: 'raw',
    contentType: mime,
    bytes: stream,
    originalName: file.filename.trim(),
    uploadedBy: target.uploadedBy,
    signedOnly: true,
  });
  return { publicId: saved.publicId, sizeBytes: saved.sizeBytes };
}
