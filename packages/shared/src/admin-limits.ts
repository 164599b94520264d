/**
 * Constants of the admin API, in a module without zod so the admin screens can import them
 * without the schema library.
 */

/** What a stored file is: a lecture video, a picture (banner, asset preview) or a download file. */
export const MEDIA_RESOURCE_TYPES = ['video', 'image', 'raw'] as const;
export type MediaResourceType = (typeof MEDIA_RESOURCE_TYPES)[number];

/** Uploaded pictures are stored as WebP at most this wide (never enlarged)… */
export const IMAGE_MAIN_WIDTH = 1600;
/** …plus narrower copies for small screens, each only when the picture is wider than it. */
export const IMAGE_VARIANT_WIDTHS = [800, 400] as const;

/** Files one bulk upload may carry (one lecture each). */
export const MAX_BULK_UPLOAD_FILES = 20;

/** Video containers `/media/upload` and `/media/bulk-upload` accept (checked from the bytes). */
export const ACCEPTED_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
/** Picture formats they accept (checked from the bytes); SVG is refused, it can carry script. */
export const ACCEPTED_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Deliberately plain: a real check happens when the account is looked up. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const MAX_STUDENTS_PER_GRANT = 500;

/** A student named by account id or by email (beyond the spec, which takes ids only). */
export const isStudentReference = (value: string) => UUID_PATTERN.test(value) || EMAIL_PATTERN.test(value);

export const STUDENT_SEARCH_LIMIT = 20;

/** Days of revenue and of search statistics the dashboard shows. */
export const DASHBOARD_DAYS = 30;
export const DASHBOARD_RECENT_ORDERS = 10;
export const DASHBOARD_SEARCHES = 10;

/**
 * Resumable uploads (tus, `/api/media/uploads`) send a file in requests of at most this many
 * bytes: far below Cloudflare's 100 MB body limit, large enough that the wait between two
 * requests costs little at 150 ms latency, and at least S3's 5 MiB minimum part (decision 014).
 */
export const RESUMABLE_CHUNK_BYTES = 8 * 1024 * 1024;
