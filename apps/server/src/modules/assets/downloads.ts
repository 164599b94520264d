import type { Role } from '@academy/shared/auth';
import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import type { Executor } from '../../db/client';
import { ForbiddenError, NotFoundError } from '../../lib/errors';
import { isMediaId } from '../../lib/media-ids';
import { findAssetFile } from './lookups';
import { findMedia } from '../media/service';
import type { SignedLink, SignOptions } from '../media/signing';
import { ownsAsset } from '../access/ownership';

/** How long a download link works: enough to start the download, too short to pass around. */
export const DOWNLOAD_LINK_TTL_SECONDS = 5 * 60;

/** The app's media signer, as far as downloads need it. */
export type DownloadSigner = {
  signedLink(publicId: string, ttlSeconds?: number, options?: SignOptions): SignedLink;
};

export type AssetDownload = { url: string; filename: string; expiresAt: string };

/** File name extensions of the content types an asset file may have (checked on upload). */
const EXTENSIONS: Readonly<Record<string, string>> = {
  'application/pdf': '.pdf',
  'application/zip': '.zip',
  'application/x-zip-compressed': '.zip',
  'application/x-rar-compressed': '.rar',
  'application/vnd.rar': '.rar',
  'application/x-7z-compressed': '.7z',
  'application/x-tar': '.tar',
  'application/gzip': '.gz',
  'application/epub+zip': '.epub',
  'application/json': '.json',
  'application/vnd.adobe.photoshop': '.psd',
  'image/vnd.adobe.photoshop': '.psd',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/webp': '.webp',
  'image/gif': '.gif',
  'image/avif': '.avif',
  'image/svg+xml': '.svg',
  'image/tiff': '.tif',
  'font/ttf': '.ttf',
  'font/otf': '.otf',
  'font/woff': '.woff',
  'font/woff2': '.woff2',
  'video/mp4': '.mp4',
  'video/webm': '.webm',
  'video/quicktime': '.mov',
  'audio/mpeg': '.mp3',
  'text/plain': '.txt',
  'text/csv': '.csv',
};

const MAX_BASE_NAME_CHARACTERS = 120;

/** `.pdf` from `Guide.PDF`; '' when the name has no plain extension. */
function extensionOf(name: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(name.trim());
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

/**
 * A file name anyone's computer accepts: no control or invisible formatting characters, no
 * path separators or characters Windows reserves, no leading or trailing dots or spaces, at
 * most 120 characters. Letters of any script stay (the header carries them as UTF-8).
 */
function safeBaseName(name: string): string {
  const cleaned = name
    .normalize('NFKC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"/\\|?*]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return Array.from(cleaned)
    .slice(0, MAX_BASE_NAME_CHARACTERS)
    .join('')
    .replace(/[.\s]+$/, '');
}

/**
 * The name a downloaded asset file is saved as: the asset's name made safe, then the file's real
 * extension (from its content type, else from the uploaded file's name, else none).
 */
export function downloadFilename(assetName: string, contentType: string, originalName = ''): string {
  const extension = EXTENSIONS[contentType.trim().toLowerCase()] ?? extensionOf(originalName);
  let base = safeBaseName(assetName) || 'download';
  if (extension && base.toLowerCase().endsWith(extension) && base.length > extension.length) {
    base = base.slice(0, -extension.length).replace(/[.\s]+$/, '') || base;
  }
  return `${base}${extension}`;
}

const OUR_MEDIA_PATH = /^\/api\/media\/(?:stream|public)\/([^/]+)$/;

/** The media id of a download URL that points at our own storage; undefined for anything else. */
function ourMediaId(url: URL): string | undefined {
  const match = OUR_MEDIA_PATH.exec(url.pathname);
  if (!match?.[1]) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
  return isMediaId(id) ? id : undefined;
}

/**
 * A short-lived link that saves the asset's file under the asset's name. Only owners and admins
 * get one (ForbiddenError otherwise). Our own files get a URL signed for 5 minutes with the file name in
 * the signature; an external https URL an admin pasted is answered as it is. No URL, a file
 * that is gone or a URL of any other kind: NotFoundError 'Download URL is not available.'
 */
export async function getAssetDownload(
  db: Executor,
  signer: DownloadSigner,
  caller: { id: string; role: Role },
  assetId: string,
  now: () => number = Date.now,
): Promise<AssetDownload> {
  const asset = await findAssetFile(db, assetId);
  if (!asset) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  if (caller.role !== 'admin' && !(await ownsAsset(db, caller.id, asset.id)))
    throw new ForbiddenError(SERVER_MESSAGES.buyToDownload);

  const stored = asset.downloadUrl.trim();
  if (!stored) throw new NotFoundError(MESSAGES.downloadUrlMissing);
  let url: URL;
  try {
    url = new URL(stored, 'http://relative.invalid');
  } catch {
    throw new NotFoundError(MESSAGES.downloadUrlMissing);
  }

  const mediaId = ourMediaId(url);
  if (mediaId) {
    const media = await findMedia(db, mediaId);
    if (!media) throw new NotFoundError(MESSAGES.downloadUrlMissing);
    const filename = downloadFilename(asset.name, media.contentType, media.originalName);
    const link = signer.signedLink(mediaId, DOWNLOAD_LINK_TTL_SECONDS, { filename });
    return { url: link.url, filename, expiresAt: link.expiresAt.toISOString() };
  }

  if (url.protocol === 'https:' && /^https:\/\//i.test(stored)) {
    const lastSegment = url.pathname.split('/').at(-1) ?? '';
    let extension = '';
    try {
      extension = extensionOf(decodeURIComponent(lastSegment));
    } catch {
      extension = extensionOf(lastSegment);
    }
    const filename = downloadFilename(asset.name, '', extension ? `file${extension}` : '');
    const expiresAt = new Date((Math.floor(now() / 1000) + DOWNLOAD_LINK_TTL_SECONDS) * 1000);
    return { url: stored, filename, expiresAt: expiresAt.toISOString() };
  }

  throw new NotFoundError(MESSAGES.downloadUrlMissing);
}
