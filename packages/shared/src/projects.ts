import { z } from './zod';
import { ADMIN_PAGE_SIZE, pageQueryFields, paginationSchema } from './paging';
import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_FEEDBACK_MAX,
  PROJECT_REVIEW_STATUSES,
  PROJECT_STATUSES,
  PROJECT_TITLE_MAX,
} from './project-rules';

/*
 * Issue 30: student projects. An owner of a course hands in what its brief asks for (a title,
 * a description, 1-8 pictures and an optional PDF); the academy answers each version with
 * feedback and a status; an approved project its student agreed to show is in the course's
 * gallery and on its own page. Every picture is a signed link: no project file has a public id.
 */

/** A picture of a project: the main WebP (at most 1600 px wide) and its narrower copies. */
export const projectImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** `<url> <width>w, …` of the main picture and its copies, for `srcset`. */
  srcset: z.string(),
});
export type ProjectImage = z.infer<typeof projectImageSchema>;

/** A project as anyone may see it once approved and shown: the author's first name and last initial. */
export const publicProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  author: z.object({ name: z.string() }),
  images: z.array(projectImageSchema),
  createdAt: z.string(),
});
export type PublicProject = z.infer<typeof publicProjectSchema>;

export const courseProjectsQuerySchema = z.object({ page: pageQueryFields.page.default(1) });

/** `GET /courses/:id/projects`: the course's gallery, newest approval first. */
export const courseProjectsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(publicProjectSchema),
  pagination: paginationSchema,
});
export type CourseProjectsResponse = z.infer<typeof courseProjectsResponseSchema>;

/** `GET /projects/:id`: one shown project, with its description and course. */
export const projectPageSchema = publicProjectSchema.extend({
  description: z.string(),
  course: z.object({ id: z.string(), title: z.string() }),
});
export type ProjectPage = z.infer<typeof projectPageSchema>;
export const projectPageResponseSchema = z.object({ success: z.literal(true), data: projectPageSchema });

export const projectStatusSchema = z.enum(PROJECT_STATUSES);
const reviewStatusSchema = z.enum(PROJECT_REVIEW_STATUSES, {
  error: 'status must be approved or needs-work',
});

/** One handed-in version and the academy's answer to it (null while it waits, or if a newer one replaced it unread). */
export const projectVersionSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  images: z.array(projectImageSchema),
  pdf: z.object({ url: z.string(), name: z.string(), bytes: z.number().int() }).nullable(),
  submittedAt: z.string(),
  feedback: z.object({ status: reviewStatusSchema, text: z.string(), createdAt: z.string() }).nullable(),
});
export type ProjectVersion = z.infer<typeof projectVersionSchema>;

/** A project as its student and the academy see it: every version, newest first. */
export const studentProjectSchema = z.object({
  id: z.string(),
  course: z.object({ id: z.string(), title: z.string(), image: z.string() }),
  status: projectStatusSchema,
  /** The student agreed to show it once approved (revocable). */
  public: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  versions: z.array(projectVersionSchema),
});
export type StudentProject = z.infer<typeof studentProjectSchema>;

export const studentProjectsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(studentProjectSchema),
});
/** `GET /courses/:id/projects/mine`: the caller's project for the course, or null before the first. */
export const myCourseProjectResponseSchema = z.object({
  success: z.literal(true),
  data: studentProjectSchema.nullable(),
});
export const studentProjectResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: studentProjectSchema,
});
export type StudentProjectResponse = z.infer<typeof studentProjectResponseSchema>;

/** The text fields of `POST /courses/:id/projects` (multipart; the files are `images`, repeated, and `pdf`). */
export const projectSubmissionFieldsSchema = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(PROJECT_TITLE_MAX, `title must be at most ${PROJECT_TITLE_MAX} characters`),
  description: z
    .string({ error: 'description must be text' })
    .trim()
    .max(PROJECT_DESCRIPTION_MAX, `description must be at most ${PROJECT_DESCRIPTION_MAX} characters`)
    .default(''),
  public: z.enum(['true', 'false'], { error: 'public must be true or false' }).default('false'),
});
export type ProjectSubmissionFields = z.input<typeof projectSubmissionFieldsSchema>;

/** `PATCH /student/projects/:id`: whether an approved project may be shown. */
export const projectVisibilityInputSchema = z.object({
  public: z.boolean({ error: 'public must be true or false' }),
});

export const projectDeletedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A project as the admin queue lists it: the latest version's title and cover, and the student. */
export const adminProjectRowSchema = z.object({
  id: z.string(),
  course: z.object({ id: z.string(), title: z.string() }),
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  status: projectStatusSchema,
  public: z.boolean(),
  version: z.number().int(),
  title: z.string(),
  cover: projectImageSchema.nullable(),
  imageCount: z.number().int(),
  submittedAt: z.string(),
});
export type AdminProjectRow = z.infer<typeof adminProjectRowSchema>;

export const adminProjectListQuerySchema = z.object({
  page: pageQueryFields.page.default(1),
  limit: pageQueryFields.limit.default(ADMIN_PAGE_SIZE),
  status: z.enum(PROJECT_STATUSES, { error: 'status must be submitted, needs-work or approved' }).optional(),
  courseId: z.uuid('courseId must be a valid id').optional(),
});
export type AdminProjectListQuery = z.infer<typeof adminProjectListQuerySchema>;

export const adminProjectListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(adminProjectRowSchema),
  pagination: paginationSchema,
});

/** One project in the admin area: everything its student sees, and who the student is. */
export const adminProjectSchema = studentProjectSchema.extend({
  student: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;
export const adminProjectResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminProjectSchema,
});

/** `POST /admin/projects/:id/review`: the answer to the latest version. */
export const projectReviewInputSchema = z.object({
  status: reviewStatusSchema,
  feedback: z
    .string({ error: 'feedback is required' })
    .trim()
    .min(1, 'feedback is required')
    .max(PROJECT_FEEDBACK_MAX, `feedback must be at most ${PROJECT_FEEDBACK_MAX} characters`),
  /** The version the admin read: a newer one handed in meanwhile is a 409, not a silent answer to it. */
  version: z.number().int().min(1).optional(),
});
export type ProjectReviewInput = z.infer<typeof projectReviewInputSchema>;
