import type { Role } from '@academy/shared/auth';
import type { PurchasedAsset, PurchasedCourse } from '@academy/shared/commerce';
import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import { PERSONAL_PAGE_SIZE, type Pagination, paginationOf } from '@academy/shared/paging';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { courses, digitalAssets, entitlements, lectures, orderItems } from '../../db/schema/index';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { assetImageUrls } from '../assets/service';
import { isMediaId } from '../media/ids';
import { findMedia } from '../media/service';
import type { SignedLink, SignOptions } from '../media/signing';

const q = qualified;

/* Ownership: every access check reads the entitlements table (purchase or manual grant). */

/** Whether the user may open the course (bought it or was granted it). Malformed ids own nothing. */
export async function ownsCourse(db: Executor, userId: string, courseId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(courseId)) return false;
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user may download the asset (bought it or was granted it). Malformed ids own nothing. */
export async function ownsAsset(db: Executor, userId: string, assetId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(assetId)) return false;
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.assetId, assetId)))
    .limit(1);
  return row !== undefined;
}

/** SPEC §7 purchase check: answers when owned, 404 'Course not purchased' otherwise. */
export async function assertCoursePurchased(db: Executor, userId: string, courseId: string): Promise<void> {
  if (!(await ownsCourse(db, userId, courseId))) throw notFound(SERVER_MESSAGES.courseNotPurchased);
}

/** SPEC §7 purchase check: answers when owned, 404 'Asset not purchased' otherwise. */
export async function assertAssetPurchased(db: Executor, userId: string, assetId: string): Promise<void> {
  if (!(await ownsAsset(db, userId, assetId))) throw notFound(SERVER_MESSAGES.assetNotPurchased);
}

/* Purchase lists: one statement each; prices, counts and images are correlated subqueries on indexes. */

/**
 * What the entitlement's order line cost, in paise: 0 for a manual grant, and 0 for a purchase
 * whose order is gone (orders are kept, so that is only a grant recorded by hand).
 */
const paidPaise = (product: typeof orderItems.courseId | typeof orderItems.assetId, owned: SQL) =>
  sql<number>`case when ${q(entitlements.source)} = 'manual' then 0 else coalesce((
    select ${q(orderItems.pricePaise)} from ${orderItems}
    where ${q(orderItems.orderId)} = ${q(entitlements.orderId)} and ${q(product)} = ${owned}
    order by ${q(orderItems.id)}
    limit 1
  ), 0) end`.mapWith(Number);

const newestFirst = [desc(entitlements.createdAt), desc(entitlements.id)];

/** Which page of a student's list, and how long: PERSONAL_PAGE_SIZE unless asked. */
export type PersonalPageOptions = { page?: number | undefined; limit?: number | undefined };

/** A page of a student's purchases, and how many there are in all. */
type PurchasePage<Item> = { items: Item[]; pagination: Pagination };

const pageOf = (options: PersonalPageOptions) => {
  const page = options.page ?? 1;
  const limit = options.limit ?? PERSONAL_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
};

/** Every course the user may open, newest entitlement first, with what it cost; a page at a time. */
export async function listPurchasedCourses(
  db: Executor,
  userId: string,
  options: PersonalPageOptions = {},
): Promise<PurchasePage<PurchasedCourse>> {
  const { page, limit, offset } = pageOf(options);
  if (!isUuid(userId)) return { items: [], pagination: paginationOf(page, limit, 0) };
  const owned = and(eq(entitlements.userId, userId), isNotNull(entitlements.courseId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        image: courses.image,
        category: courses.category,
        instructorName: courses.instructorName,
        lectures: sql<number>`(
          select count(*) from ${lectures} where ${q(lectures.courseId)} = ${q(courses.id)}
        )`.mapWith(Number),
        pricePaise: paidPaise(orderItems.courseId, q(entitlements.courseId)),
        purchasedAt: entitlements.createdAt,
        source: entitlements.source,
      })
      .from(entitlements)
      .innerJoin(courses, eq(courses.id, entitlements.courseId))
      .where(owned)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(entitlements).where(owned),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    title: row.title,
    image: row.image,
    category: row.category,
    instructorName: row.instructorName,
    lectures: row.lectures,
    price: toRupees(row.pricePaise),
    purchasedAt: row.purchasedAt.toISOString(),
    source: row.source,
  }));
  return { items, pagination: paginationOf(page, limit, counted?.total ?? 0) };
}

/** Every asset the user may download, newest entitlement first, with what it cost; a page at a time. */
export async function listPurchasedAssets(
  db: Executor,
  userId: string,
  options: PersonalPageOptions = {},
): Promise<PurchasePage<PurchasedAsset>> {
  const { page, limit, offset } = pageOf(options);
  if (!isUuid(userId)) return { items: [], pagination: paginationOf(page, limit, 0) };
  const owned = and(eq(entitlements.userId, userId), isNotNull(entitlements.assetId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: digitalAssets.id,
        name: digitalAssets.name,
        image: assetImageUrls,
        type: digitalAssets.type,
        category: digitalAssets.category,
        pricePaise: paidPaise(orderItems.assetId, q(entitlements.assetId)),
        purchasedAt: entitlements.createdAt,
        source: entitlements.source,
      })
      .from(entitlements)
      .innerJoin(digitalAssets, eq(digitalAssets.id, entitlements.assetId))
      .where(owned)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(entitlements).where(owned),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    image: row.image,
    type: row.type,
    category: row.category,
    price: toRupees(row.pricePaise),
    purchasedAt: row.purchasedAt.toISOString(),
    source: row.source,
  }));
  return { items, pagination: paginationOf(page, limit, counted?.total ?? 0) };
}

/* Asset downloads */

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
 * get one (403 otherwise). Our own files get a URL signed for 5 minutes with the file name in
 * the signature; an external https URL an admin pasted is answered as it is. No URL, a file
 * that is gone or a URL of any other kind: 404 'Download URL is not available.'
 */
export async function getAssetDownload(
  db: Executor,
  signer: DownloadSigner,
  caller: { id: string; role: Role },
  assetId: string,
  now: () => number = Date.now,
): Promise<AssetDownload> {
  if (!isUuid(assetId)) throw notFound(SERVER_MESSAGES.assetNotFound);
  const [asset] = await db
    .select({
      name: digitalAssets.name,
      downloadUrl: digitalAssets.downloadUrl,
      owned: sql<boolean>`exists (
        select 1 from ${entitlements}
        where ${q(entitlements.userId)} = ${caller.id} and ${q(entitlements.assetId)} = ${q(digitalAssets.id)}
      )`,
    })
    .from(digitalAssets)
    .where(eq(digitalAssets.id, assetId))
    .limit(1);
  if (!asset) throw notFound(SERVER_MESSAGES.assetNotFound);
  if (caller.role !== 'admin' && !asset.owned) throw forbidden(SERVER_MESSAGES.buyToDownload);

  const stored = asset.downloadUrl.trim();
  if (!stored) throw notFound(MESSAGES.downloadUrlMissing);
  let url: URL;
  try {
    url = new URL(stored, 'http://relative.invalid');
  } catch {
    throw notFound(MESSAGES.downloadUrlMissing);
  }

  const mediaId = ourMediaId(url);
  if (mediaId) {
    const media = await findMedia(db, mediaId);
    if (!media) throw notFound(MESSAGES.downloadUrlMissing);
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

  throw notFound(MESSAGES.downloadUrlMissing);
}

/**
 * Erasure of an account (issue 11): every course and asset the account could open, bought or
 * granted. The orders that paid for them stay, for the tax records.
 */
export async function removeAllAccessOf(db: Executor, userId: string): Promise<void> {
  await db.delete(entitlements).where(eq(entitlements.userId, userId));
}
