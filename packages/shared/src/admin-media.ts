import { z } from './zod';
import { MEDIA_RESOURCE_TYPES } from './admin-limits';

/**
 * Wire shapes of the admin's media (SPEC §7 Media): uploads, resumable uploads, deletions and
 * the adaptive streams of lecture videos. Ids are UUID strings named `_id`.
 */

export const mediaImageVariantSchema = z.object({
  width: z.number(),
  height: z.number(),
  secure_url: z.string(),
  public_id: z.string(),
  bytes: z.number(),
});
export type MediaImageVariant = z.infer<typeof mediaImageVariantSchema>;

/**
 * One stored file. `secure_url` and `public_id` are SPEC §7's: a lecture keeps them as
 * `videoUrl` and `public_id`, a course its banner `image`, an asset its `image` list and
 * `downloadUrl`. Images' `secure_url` is public; videos' and files' is the unsigned stream
 * path, which the server signs for whoever may play or download it.
 */
export const mediaUploadResultSchema = z.object({
  secure_url: z.string(),
  public_id: z.string(),
  resource_type: z.enum(MEDIA_RESOURCE_TYPES),
  /** The stored format: 'mp4', 'webm', 'mov', 'webp' (every picture), 'pdf', 'zip', … */
  format: z.string(),
  /** Size of the stored file (for a picture: the main WebP). */
  bytes: z.number(),
  /** The name the file had on the admin's computer. */
  original_filename: z.string(),
  /** Pictures: the main WebP's size in pixels. */
  width: z.number().optional(),
  height: z.number().optional(),
  /** Pictures: the narrower WebP copies (IMAGE_VARIANT_WIDTHS), widest first. */
  variants: z.array(mediaImageVariantSchema).optional(),
  /** Videos and files: a signed URL that plays or saves it for the next two hours (the editor's preview). */
  preview_url: z.string().optional(),
});
export type MediaUploadResult = z.infer<typeof mediaUploadResultSchema>;

/** `POST /media/upload` and `POST /media/raw/upload`. */
export const mediaUploadResponseSchema = z.object({
  success: z.literal(true),
  data: mediaUploadResultSchema,
});
export type MediaUploadResponse = z.infer<typeof mediaUploadResponseSchema>;

/** `POST /media/bulk-upload`: one result per file, in the order the files were sent. */
export const mediaBulkUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(mediaUploadResultSchema),
});
export type MediaBulkUploadResponse = z.infer<typeof mediaBulkUploadResponseSchema>;

/** Where a resumable (tus) upload stands: still receiving bytes, being stored, or stored. */
export const RESUMABLE_UPLOAD_STATUSES = ['receiving', 'storing', 'stored'] as const;

export const mediaResumableParamsSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/, 'An upload id is 32 hexadecimal characters.'),
});

/** `POST /media/uploads` (tus creation): the upload's id and URL (also in `Location`). */
export const mediaResumableCreatedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ id: z.string(), url: z.string() }),
});

/**
 * `GET /media/uploads/:id`: once stored, the same MediaUploadResult as `POST /media/upload`
 * (for a client whose final PATCH's answer was lost). A refused upload answers its 4xx instead.
 */
export const mediaResumableResultResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    status: z.enum(RESUMABLE_UPLOAD_STATUSES),
    result: mediaUploadResultSchema.optional(),
  }),
});
export type MediaResumableResultResponse = z.infer<typeof mediaResumableResultResponseSchema>;

export const mediaDeleteParamsSchema = z.object({ id: z.string().max(200) });

/** A lecture whose video was deleted: its `videoUrl` and `public_id` are now empty. */
export const clearedLectureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
});

/** `DELETE /media/delete/:id`. */
export const mediaDeleteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    public_id: z.string(),
    /** Every stored object removed: the file and, for a picture, its narrower copies. */
    deleted: z.array(z.string()),
    clearedLectures: z.array(clearedLectureSchema),
  }),
});
export type MediaDeleteResponse = z.infer<typeof mediaDeleteResponseSchema>;

/* ───────────────────────── Video streams ───────────────────────── */

/**
 * A video's adaptive stream (issue 14), as the admin's course editor shows it: `none` before it
 * is queued, then queued, processing (with `progress`, 0-100), ready, failed (with `error`, and
 * a Retry), or unavailable (ffmpeg missing: the MP4 plays, and `error` says why).
 */
export const VIDEO_STREAM_STATUSES = [
  'none',
  'queued',
  'processing',
  'ready',
  'failed',
  'unavailable',
] as const;
export type VideoStreamStatus = (typeof VIDEO_STREAM_STATUSES)[number];

export const videoStreamSchema = z.object({
  public_id: z.string(),
  status: z.enum(VIDEO_STREAM_STATUSES),
  progress: z.number().int(),
  error: z.string().nullable(),
  renditions: z.array(
    z.object({ name: z.string(), width: z.number(), height: z.number(), bandwidth: z.number() }),
  ),
  durationSeconds: z.number().nullable(),
});
export type VideoStream = z.infer<typeof videoStreamSchema>;

/** The editor asks for the videos of its lectures at once. */
export const MAX_VIDEO_STREAMS_PER_REQUEST = 100;
export const videoStreamsQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required: video ids separated by commas' })
    .max(MAX_VIDEO_STREAMS_PER_REQUEST * 60, 'ids is too long')
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length > 0, 'ids is required: video ids separated by commas')
    .refine(
      (ids) => ids.length <= MAX_VIDEO_STREAMS_PER_REQUEST,
      `ids can name at most ${MAX_VIDEO_STREAMS_PER_REQUEST} videos`,
    ),
});
export const videoStreamsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(videoStreamSchema),
});
export const videoStreamParamsSchema = z.object({ id: z.string().max(200) });
export const videoStreamRetryResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: videoStreamSchema,
});
