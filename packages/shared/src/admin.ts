import { z } from 'zod';
import {
  isStudentReference,
  MAX_STUDENTS_PER_GRANT,
  MEDIA_RESOURCE_TYPES,
  UUID_PATTERN,
} from './admin-limits';
import { paginationSchema } from './paging';

export * from './admin-limits';

/**
 * Wire shapes of the admin API beyond the catalogue: media upload (SPEC §7 Media), manual
 * access (SPEC §3 Manual access record, §7 Admin courses), the student picker and the
 * dashboard. Money is rupees on the wire; ids are UUID strings named `_id`.
 */

/* ───────────────────────────── Media ───────────────────────────── */

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

/* ───────────────────────── Manual access ───────────────────────── */

/**
 * SPEC §5 Grant Access: the ids are comma-separated, trimmed, empties dropped. The server does
 * the same (a list, or one comma-separated string) and names every entry that is neither an id
 * nor an email. Repeats are dropped.
 */
const studentReferencesSchema = z
  .union([z.string(), z.array(z.string({ error: 'studentIds must be a list of ids or emails' }))], {
    error: 'studentIds is required',
  })
  .transform((value) => {
    const entries = (typeof value === 'string' ? value.split(',') : value)
      .map((entry) => entry.trim())
      .filter((entry) => entry !== '');
    const seen = new Set<string>();
    return entries.filter((entry) => {
      const key = entry.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .superRefine((entries, context) => {
    if (entries.length === 0) {
      context.addIssue({ code: 'custom', message: 'studentIds needs at least one student id or email' });
      return;
    }
    if (entries.length > MAX_STUDENTS_PER_GRANT) {
      context.addIssue({
        code: 'custom',
        message: `studentIds can name at most ${MAX_STUDENTS_PER_GRANT} students at once`,
      });
      return;
    }
    const invalid = entries.filter((entry) => !isStudentReference(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `studentIds has entries that are neither a student id nor an email: ${invalid.join(', ')}`,
      });
    }
  });

const courseIdSchema = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .regex(UUID_PATTERN, `${field} must be a valid course id`);

/** `POST /admin/course/grant-manual-access` (SPEC §7): `id` is the course. */
export const grantManualAccessBodySchema = z.object({
  id: courseIdSchema('id'),
  studentIds: studentReferencesSchema,
});
export type GrantManualAccessBody = z.input<typeof grantManualAccessBodySchema>;

export const studentRefSchema = z.object({ _id: z.string(), name: z.string(), email: z.string() });
export type StudentRef = z.infer<typeof studentRefSchema>;

export const grantManualAccessResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    courseId: z.string(),
    /** Students who got access now. */
    granted: z.array(studentRefSchema),
    /** Students who already had it (bought or granted before): left as they were. */
    alreadyHadAccess: z.array(studentRefSchema),
  }),
});
export type GrantManualAccessResponse = z.infer<typeof grantManualAccessResponseSchema>;

/** SPEC §3 Manual access record: one per student with at least one manual grant. */
export const manualAccessRecordSchema = z.object({
  userId: studentRefSchema,
  manualAccessCourses: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      /** When the admin granted it (ISO 8601). */
      grantedAt: z.string(),
    }),
  ),
});
export type ManualAccessRecord = z.infer<typeof manualAccessRecordSchema>;

/**
 * `GET /admin/course/all-manual-access` (adminManualAccessListQuerySchema): a page of students,
 * the most recently granted first unless sorted by name; each record holds all the student's
 * manual grants, the latest first.
 */
export const manualAccessListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(manualAccessRecordSchema),
  pagination: paginationSchema,
});
export type ManualAccessListResponse = z.infer<typeof manualAccessListResponseSchema>;

/** `DELETE /admin/course/remove-manual-access` (SPEC §7); the student by id or email. */
export const removeManualAccessBodySchema = z.object({
  studentId: z
    .string({ error: 'studentId is required' })
    .trim()
    .min(1, 'studentId is required')
    .refine(isStudentReference, 'studentId must be a student id or an email'),
  courseId: courseIdSchema('courseId'),
});
export type RemoveManualAccessBody = z.input<typeof removeManualAccessBodySchema>;

/** `GET /admin/users/search?q=`: the Grant Access student picker. */
export const studentSearchQuerySchema = z.object({
  q: z.string().trim().max(100, 'q must be at most 100 characters').default(''),
});
export const studentSearchResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(studentRefSchema),
});
export type StudentSearchResponse = z.infer<typeof studentSearchResponseSchema>;

/* ─────────────────────────── Dashboard ─────────────────────────── */

/** Days of revenue and of search statistics the dashboard shows. */

export const searchCountSchema = z.object({ query: z.string(), count: z.number() });

export const dashboardSchema = z.object({
  /** SPEC §2: Total Users (student accounts), Total Courses, Total Assets, Total Coupons. */
  totals: z.object({
    users: z.number(),
    courses: z.number(),
    assets: z.number(),
    coupons: z.number(),
  }),
  /** Paid orders per India calendar day (IST), oldest first, every day present (0 when none). */
  revenue: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** The newest paid orders. */
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      studentName: z.string(),
      studentEmail: z.string(),
      /** Titles as sold. */
      items: z.array(z.string()),
      /** Rupees paid. */
      amount: z.number(),
      status: z.string(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  /** The most frequent searches of the last DASHBOARD_DAYS days (lower-cased, trimmed). */
  topSearches: z.array(searchCountSchema),
  /** Frequent searches of the same days that find nothing in today's catalogue. */
  zeroResultSearches: z.array(searchCountSchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const dashboardResponseSchema = z.object({ success: z.literal(true), data: dashboardSchema });
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

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
