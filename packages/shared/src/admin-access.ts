import { z } from './zod';
import { isStudentReference, MAX_STUDENTS_PER_GRANT, UUID_PATTERN } from './admin-limits';
import { paginationSchema } from './paging';

/**
 * Wire shapes of manual access (SPEC §3 Manual access record, §7 Admin courses) and of the
 * student picker that grants it. Ids are UUID strings named `_id`.
 */

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
