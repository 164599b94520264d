import { createHash } from 'node:crypto';
import { IMAGE_MAIN_WIDTH, IMAGE_VARIANT_WIDTHS } from '@academy/shared/admin-limits';
import type { MediaImageVariant, MediaUploadResult } from '@academy/shared/admin-media';
import sharp from 'sharp';
import type { Executor } from '../../db/client';
import { mediaFiles } from '../../db/schema/media';
import type { Storage } from '../../infrastructure/storage/storage';
import { InvalidError, TooLargeError } from '../../lib/errors';
import { newMediaId } from '../../lib/media-ids';
import { findMedia } from './service';
import { publicMediaUrl } from './signing';
import { quoted, type UploadContext } from './upload-rules';

/*
 * Pictures: decoded with sharp and stored as WebP only, the main picture and its narrower
 * copies, each its own media_files row (see upload.ts for the whole pipeline).
 */

export const MAX_IMAGE_PIXELS = 100_000_000;
const WEBP_QUALITY = 82;

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
      throw new TooLargeError(
        `${quoted(filename)} is too large: pictures can be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      );
    }
    throw new InvalidError(`${quoted(filename)} could not be read as a picture (${detail}).`);
  }
}

/** A stored picture: the main one first, then its narrower copies. */
export type StoredPicture = { publicId: string; width: number; height: number; bytes: number }[];

/**
 * Renders and stores a picture (see renderImage): the bytes, then one media_files row per
 * rendition, all or nothing. `signedOnly` pictures are never served by /media/public.
 */
export async function storePicture(
  target: { db: Executor; storage: Storage; uploadedBy: string | null },
  input: Buffer,
  filename: string,
  { signedOnly = false }: { signedOnly?: boolean } = {},
): Promise<StoredPicture> {
  const renditions = await renderImage(input, filename);
  const stored: string[] = [];
  try {
    for (const rendition of renditions) {
      await target.storage.put(rendition.publicId, rendition.bytes, 'image/webp');
      stored.push(rendition.publicId);
    }
    await target.db.insert(mediaFiles).values(
      renditions.map((rendition, index) => ({
        publicId: rendition.publicId,
        kind: 'image' as const,
        contentType: 'image/webp',
        sizeBytes: rendition.bytes.length,
        originalName: (index === 0 ? filename : `${filename} (${rendition.width} px)`).slice(0, 255),
        uploadedBy: target.uploadedBy,
        signedOnly,
      })),
    );
  } catch (error) {
    await Promise.all(stored.map((publicId) => target.storage.remove(publicId).catch(() => undefined)));
    throw error;
  }
  return renditions.map((rendition) => ({
    publicId: rendition.publicId,
    width: rendition.width,
    height: rendition.height,
    bytes: rendition.bytes.length,
  }));
}

export async function storeImage(
  context: UploadContext,
  input: Buffer,
  filename: string,
): Promise<MediaUploadResult> {
  const [main, ...copies] = await storePicture(context, input, filename);
  if (!main) throw new Error('A picture rendered no main image');
  const variants: MediaImageVariant[] = copies.map((copy) => ({
    width: copy.width,
    height: copy.height,
    secure_url: publicMediaUrl(copy.publicId),
    public_id: copy.publicId,
    bytes: copy.bytes,
  }));
  return {
    secure_url: publicMediaUrl(main.publicId),
    public_id: main.publicId,
    resource_type: 'image',
    format: 'webp',
    bytes: main.bytes,
    original_filename: filename,
    width: main.width,
    height: main.height,
    variants,
  };
}

/**
 * The bytes of one of the store's public pictures by its URL (`/api/media/public/<id>`), its
 * `width` copy when there is one; undefined for any other URL or a picture that is gone.
 */
export async function readPublicImage(
  db: Executor,
  storage: Storage,
  url: string,
  width?: (typeof IMAGE_VARIANT_WIDTHS)[number],
): Promise<Buffer | undefined> {
  const publicId = /^\/api\/media\/public\/([^/?#]+)/.exec(url)?.[1];
  if (!publicId) return undefined;
  const main = await findMedia(db, publicId);
  if (main?.kind !== 'image' || main.signedOnly) return undefined;
  const copy = width ? await findMedia(db, imageVariantId(main.publicId, width)) : undefined;
  const object = await storage.get((copy ?? main).publicId);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
