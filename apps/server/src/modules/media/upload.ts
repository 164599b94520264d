import { createHash } from 'node:crypto';
import path from 'node:path';
import { pipeline, Readable, Transform } from 'node:stream';
import {
  IMAGE_MAIN_WIDTH,
  IMAGE_VARIANT_WIDTHS,
  type MediaImageVariant,
  type MediaUploadResult,
} from '@academy/shared/admin';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { MediaSettings } from '../../config';
import type { Database } from '../../db/client';
import { mediaFiles } from '../../db/schema/index';
import { badRequest, HttpError } from '../../lib/errors';
import { type MediaKind, newMediaId } from './ids';
import { removeMedia, saveMedia } from './service';
import { publicMediaUrl } from './signing';
import type { Storage } from './storage';

/*
 * The upload pipeline behind POST /api/media/upload, /bulk-upload and /raw/upload.
 *
 * 1. The first bytes of the part are read (HEAD_BYTES) and the type is decided from them with
 *    file-type, never from the file name or the browser's Content-Type: a script named `.mp4`
 *    is refused with 415 before anything is stored.
 * 2. Videos and download files stream on into Storage.put through a byte counter that fails
 *    the stream with 413 once the kind's limit (MEDIA_MAX_VIDEO_MB / _RAW_MB) is passed; the
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

/** Upload limits in bytes, per kind (config.media.maxBytes). */
export type UploadLimits = MediaSettings['maxBytes'];

/**
 * What an upload route accepts. `media`: lecture videos and pictures (banners, asset previews),
 * `/media/upload` and `/media/bulk-upload`. `raw`: an asset's download file, kept as sent.
 */
export type UploadPolicy = 'media' | 'raw';

export type IncomingFile = { stream: Readable; filename: string };

export type UploadContext = {
  db: Database;
  storage: Storage;
  limits: UploadLimits;
  /** Signs the preview URL of a video or a download file. */
  signer: { signedUrl(publicId: string, ttlSeconds?: number, options?: { filename?: string }): string };
  uploadedBy: string | null;
};

/** Enough for file-type to recognise every format we accept. */
const HEAD_BYTES = 16 * 1024;
/** Pictures larger than this many pixels are refused before decoding (a decompression bomb). */
export const MAX_IMAGE_PIXELS = 100_000_000;
const WEBP_QUALITY = 82;

const unsupportedMediaType = (message: string) => new HttpError(415, message);
const payloadTooLarge = (message: string) => new HttpError(413, message);

/** "12 MB", "0.5 MB": a configured limit as an admin would write it. */
export function formatMegabytes(bytes: number): string {
  const megabytes = bytes / (1024 * 1024);
  return `${Number(megabytes.toFixed(megabytes >= 10 ? 0 : 2))} MB`;
}

/** “name.mp4”, for messages; the name is the admin's own, shortened if long. */
export const quoted = (filename: string) => {
  const name = filename.trim() || 'The file';
  return name === 'The file' ? name : `“${name.length > 80 ? `${name.slice(0, 77)}…` : name}”`;
};

const KIND_NAMES: Record<MediaKind, string> = { video: 'videos', image: 'pictures', raw: 'download files' };

/** The 413 a file over its kind's limit answers. */
export const tooLarge = (filename: string, kind: MediaKind, limit: number) =>
  payloadTooLarge(
    `${quoted(filename)} is too large: ${KIND_NAMES[kind]} can be at most ${formatMegabytes(limit)}.`,
  );

const VIDEO_TYPES: Record<string, { contentType: string; format: string }> = {
  'video/mp4': { contentType: 'video/mp4', format: 'mp4' },
  // An .m4v is an MP4 that iTunes named differently; browsers play it as one.
  'video/x-m4v': { contentType: 'video/mp4', format: 'mp4' },
  'video/webm': { contentType: 'video/webm', format: 'webm' },
  'video/quicktime': { contentType: 'video/quicktime', format: 'mov' },
};

/** Raster pictures sharp reads; SVG is not among them (it can carry script). */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/**
 * Download files an asset may offer, as recognised from their bytes: documents, archives,
 * fonts, pictures and design files, video and audio. Executables, installers, disk images and
 * the like are refused even inside this route.
 */
const RAW_TYPES = new Set([
  'application/pdf',
  'application/postscript', // Illustrator .ai
  'application/eps',
  'application/x-indesign',
  'application/rtf',
  'application/xml',
  'application/x-mobipocket-ebook',
  'application/epub+zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'application/x-rar-compressed',
  'application/x-7z-compressed',
  'application/gzip',
  'application/x-tar',
  'application/x-bzip2',
  'application/x-xz',
  'font/ttf',
  'font/otf',
  'font/woff',
  'font/woff2',
  'font/collection',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'image/bmp',
  'image/heic',
  'image/vnd.adobe.photoshop',
  'image/x-xcf',
  'image/x-adobe-dng',
  'video/mp4',
  'video/x-m4v',
  'video/quicktime',
  'video/webm',
  'audio/mpeg',
  'audio/wav',
  'audio/aac',
  'audio/x-m4a',
  'audio/mp4',
  'audio/flac',
  'audio/ogg',
]);

/**
 * Design files whose formats have no signature file-type knows (Photoshop actions, layer
 * styles, brushes, patterns, gradients, swatches; Lightroom and LUT presets; plain text and
 * SVG). They are accepted by extension when their bytes are not recognised as anything else,
 * and stored as application/octet-stream: they are only ever served as signed attachments.
 */
const UNSIGNED_DESIGN_EXTENSIONS = new Set([
  'atn',
  'asl',
  'abr',
  'pat',
  'grd',
  'aco',
  'ase',
  'xmp',
  'lrtemplate',
  'cube',
  'svg',
  'txt',
  'csv',
  'md',
]);

const MEDIA_ACCEPTED = 'Upload an MP4, WebM or MOV video, or a JPEG, PNG, WebP, GIF or AVIF picture.';
const RAW_ACCEPTED =
  'Upload a PDF, ZIP/RAR/7z archive, font, picture, PSD/AI/EPS file, video, audio, or a Photoshop/Lightroom preset file.';

type Decision = { kind: MediaKind; contentType: string; format: string };

/** What the bytes are, and whether this route takes them; a 415 naming the file otherwise. */
async function decide(policy: UploadPolicy, head: Buffer, filename: string): Promise<Decision> {
  const detected = await fileTypeFromBuffer(head);
  const described = detected
    ? `is a ${detected.ext.toUpperCase()} file (${detected.mime})`
    : 'is not a format we recognise from its contents';

  if (policy === 'media') {
    const video = detected && VIDEO_TYPES[detected.mime];
    if (video) return { kind: 'video', ...video };
    if (detected && IMAGE_TYPES.has(detected.mime)) {
      return { kind: 'image', contentType: 'image/webp', format: 'webp' };
    }
    throw unsupportedMediaType(
      `${quoted(filename)} ${described}, not a video or picture we accept. ${MEDIA_ACCEPTED}`,
    );
  }

  if (detected) {
    if (RAW_TYPES.has(detected.mime))
      return { kind: 'raw', contentType: detected.mime, format: detected.ext };
    throw unsupportedMediaType(
      `${quoted(filename)} ${described}, which is not offered as a download. ${RAW_ACCEPTED}`,
    );
  }
  const extension = path.extname(filename).slice(1).toLowerCase();
  // A file without a signature may still be a script: refuse anything that announces an interpreter.
  const isScript = head.subarray(0, 2).toString('latin1') === '#!';
  if (UNSIGNED_DESIGN_EXTENSIONS.has(extension) && !isScript) {
    return { kind: 'raw', contentType: 'application/octet-stream', format: extension };
  }
  throw unsupportedMediaType(`${quoted(filename)} ${described}. ${RAW_ACCEPTED}`);
}

/** Any failure of the incoming part itself (an aborted or malformed upload) is the client's: 400. */
function clientStreamError(error: unknown): Error {
  if (error instanceof HttpError) return error;
  const status = (error as { statusCode?: number } | undefined)?.statusCode;
  const detail = error instanceof Error ? error.message : String(error);
  if (status !== undefined && status >= 400 && status < 500) return new HttpError(status, detail);
  return badRequest(`The upload was interrupted or is not valid multipart data (${detail}).`);
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

/** Passes bytes through and fails with 413 as soon as more than `limit` have gone by. */
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
 * The id of a picture's narrower copy: `image_` and a UUID-shaped SHA-256 of the main id and
 * the width. Deterministic, so the copies of a picture are found from its id alone.
 */
export function imageVariantId(mainId: string, width: number): string {
  const hex = createHash('sha256').update(`${mainId}\nwidth=${width}`).digest('hex');
  // Version nibble 8 ("custom", RFC 9562) and the RFC variant bits, so it is a well-formed UUID.
  const variant = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `image_${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Every possible copy id of a picture (stored or not). */
export const imageVariantIds = (mainId: string): string[] =>
  IMAGE_VARIANT_WIDTHS.map((width) => imageVariantId(mainId, width));

type Rendition = { publicId: string; bytes: Buffer; width: number; height: number };

/**
 * Decodes the picture and renders the main WebP and the narrower copies (the first rendition is
 * the main one). Uploads and the demo seed both come through here.
 */
export async function renderImage(input: Buffer, filename: string): Promise<Rendition[]> {
  const mainId = newMediaId('image');
  // `animated`: every frame of a GIF or animated WebP, so an animation stays one.
  const source = sharp(input, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
  const render = async (width: number, publicId: string): Promise<Rendition> => {
    const { data, info } = await source
      .clone()
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { publicId, bytes: data, width: info.width, height: info.pageHeight ?? info.height };
  };
  try {
    const main = await render(IMAGE_MAIN_WIDTH, mainId);
    const copies = await Promise.all(
      IMAGE_VARIANT_WIDTHS.filter((width) => main.width > width).map((width) =>
        render(width, imageVariantId(mainId, width)),
      ),
    );
    return [main, ...copies];
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    if (/pixel limit/i.test(detail)) {
      throw payloadTooLarge(
        `${quoted(filename)} is too large: pictures can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      );
    }
    throw badRequest(`${quoted(filename)} could not be read as a picture (${detail}).`);
  }
}

async function storeImage(
  context: UploadContext,
  input: Buffer,
  filename: string,
): Promise<MediaUploadResult> {
  const renditions = await renderImage(input, filename);
  const stored: string[] = [];
  try {
    for (const rendition of renditions) {
      await context.storage.put(rendition.publicId, rendition.bytes, 'image/webp');
      stored.push(rendition.publicId);
    }
    await context.db.insert(mediaFiles).values(
      renditions.map((rendition, index) => ({
        publicId: rendition.publicId,
        kind: 'image' as const,
        contentType: 'image/webp',
        sizeBytes: rendition.bytes.length,
        originalName: (index === 0 ? filename : `${filename} (${rendition.width} px)`).slice(0, 255),
        uploadedBy: context.uploadedBy,
      })),
    );
  } catch (error) {
    await Promise.all(stored.map((publicId) => context.storage.remove(publicId).catch(() => undefined)));
    throw error;
  }
  const [main, ...copies] = renditions;
  if (!main) throw new Error('A picture rendered no main image');
  const variants: MediaImageVariant[] = copies.map((copy) => ({
    width: copy.width,
    height: copy.height,
    secure_url: publicMediaUrl(copy.publicId),
    public_id: copy.publicId,
    bytes: copy.bytes.length,
  }));
  return {
    secure_url: publicMediaUrl(main.publicId),
    public_id: main.publicId,
    resource_type: 'image',
    format: 'webp',
    bytes: main.bytes.length,
    original_filename: filename,
    width: main.width,
    height: main.height,
    variants,
  };
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
    if (head.length === 0) throw badRequest(`${quoted(filename)} is empty.`);
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
