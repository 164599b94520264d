import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { MediaSettings } from '../../config';
import type { Database } from '../../db/client';
import { TooLargeError, UnsupportedMediaError } from '../../lib/errors';
import type { MediaKind } from '../../lib/media-ids';
import type { Storage } from '../../infrastructure/storage/storage';

/*
 * What an upload may be: the kinds each route takes, decided from the file's first bytes, and
 * the limits and messages that refuse the rest.
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

/** The refusal of a file over its kind's limit. */
export const tooLarge = (filename: string, kind: MediaKind, limit: number) =>
  new TooLargeError(
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

export type Decision = { kind: MediaKind; contentType: string; format: string };

/** What the bytes are, and whether this route takes them; UnsupportedMediaError naming the file otherwise. */
export async function decide(policy: UploadPolicy, head: Buffer, filename: string): Promise<Decision> {
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
    throw new UnsupportedMediaError(
      `${quoted(filename)} ${described}, not a video or picture we accept. ${MEDIA_ACCEPTED}`,
    );
  }

  if (detected) {
    if (RAW_TYPES.has(detected.mime))
      return { kind: 'raw', contentType: detected.mime, format: detected.ext };
    throw new UnsupportedMediaError(
      `${quoted(filename)} ${described}, which is not offered as a download. ${RAW_ACCEPTED}`,
    );
  }
  const extension = path.extname(filename).slice(1).toLowerCase();
  // A file without a signature may still be a script: refuse anything that announces an interpreter.
  const isScript = head.subarray(0, 2).toString('latin1') === '#!';
  if (UNSIGNED_DESIGN_EXTENSIONS.has(extension) && !isScript) {
    return { kind: 'raw', contentType: 'application/octet-stream', format: extension };
  }
  throw new UnsupportedMediaError(`${quoted(filename)} ${described}. ${RAW_ACCEPTED}`);
}
