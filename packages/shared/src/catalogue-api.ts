import { z } from 'zod';
import {
  ASSET_PRICE_BANDS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_PRICE_BANDS,
  COURSE_SORTS,
} from './catalogue';
import { pageQueryFields, paginationSchema } from './paging';

export { CATALOGUE_SORT_LABELS, COURSE_SORTS, type CourseSort } from './catalogue';

/**
 * Wire shapes of the catalogue (SPEC §3, §7). Money is rupees on the wire (a number with at
 * most two decimals); the server keeps integer paise. Ids are UUID strings named `_id`.
 */

const MAX_RUPEES = 10_000_000;

export const rupeesSchema = (field: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`),
    })
    .min(0, `${field} cannot be negative`)
    .max(MAX_RUPEES, `${field} must be at most ${MAX_RUPEES} rupees`)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: `${field} can have at most two decimals`,
      },
    );

/**
 * Razorpay takes no payment under ₹1 (100 paise), so a price between nothing and a rupee could
 * be saved but never bought. 0 stays: free assets and courses are part of the store (SPEC §2).
 */
export const PRICE_FLOOR_MESSAGE =
  'price must be 0 (free) or at least ₹1: Razorpay takes no payment under ₹1';

/** A price a buyer can pay: 0 or at least ₹1. */
export const isPayablePrice = (rupees: number) => rupees === 0 || rupees >= 1;

const priceSchema = rupeesSchema('price').refine(isPayablePrice, { message: PRICE_FLOOR_MESSAGE });

export const idParamSchema = z.object({ id: z.uuid('id must be a valid id') });

const requiredText = (field: string, max = 5000) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

const optionalText = (field: string, max = 5000) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).default('');

/** A lecture as the public sees it: `videoUrl` is empty unless the caller may play it. */
export const lectureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  videoUrl: z.string(),
  public_id: z.string(),
  freePreview: z.boolean(),
  /** Seconds, when known; the episode list shows it as m:ss. */
  duration: z.number().nullable(),
});
export type Lecture = z.infer<typeof lectureSchema>;

export const courseSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  category: z.string(),
  level: z.string(),
  primaryLanguage: z.string(),
  objectives: z.string(),
  welcomeMessage: z.string(),
  price: z.number(),
  fakePrice: z.number(),
  description: z.string(),
  image: z.string(),
  isPublished: z.boolean(),
  instructorId: z.string().nullable(),
  instructorName: z.string(),
  date: z.string(),
  /** How many students are enrolled: never who they are. */
  students: z.number(),
  lectures: z.number(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  curriculum: z.array(lectureSchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

/** An empty query value (`?level=`, as a form sends an unset select) means no filter. */
const optionalChoice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(values, { error: `${field} must be one of ${values.join(', ')}` }).optional(),
  );

/** The storefront's lists: without `page` and `limit`, the first STOREFRONT_PAGE_SIZE items. */
const pagingQuery = {
  ...pageQueryFields,
  /** A filter chip of SPEC §3 (it stands for its categories, decision 008) or one category. */
  category: z.string().trim().max(100, 'category must be at most 100 characters').optional(),
  sort: optionalChoice('sort', COURSE_SORTS),
};

const bandValues = <T extends readonly { value: string }[]>(bands: T) =>
  bands.map((band) => band.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];

export const courseListQuerySchema = z.object({
  ...pagingQuery,
  level: optionalChoice('level', COURSE_LEVELS),
  language: optionalChoice('language', COURSE_LANGUAGES),
  price: optionalChoice('price', bandValues(COURSE_PRICE_BANDS)),
});
export type CourseListQuery = z.output<typeof courseListQuerySchema>;

/** The asset list: a chip, a price band, an order, and pages; assets have no level or language. */
export const assetListQuerySchema = z.object({
  ...pagingQuery,
  price: optionalChoice('price', bandValues(ASSET_PRICE_BANDS)),
});
export type AssetListQuery = z.output<typeof assetListQuerySchema>;

export const recommendationQuerySchema = z.object({
  category: z.string().trim().max(100, 'category must be at most 100 characters').default(''),
  /** Anything that is not an id we issued (empty, malformed, repeated) just excludes nothing. */
  excludeId: z.string().trim().max(100).catch(''),
});

export const lectureInputSchema = z.object({
  /**
   * An existing lecture's id, sent back by the edit form: that lecture is updated in place and
   * keeps its id (and the students' progress on it). Absent or unknown: a new lecture.
   */
  _id: z.string().trim().max(100).optional(),
  title: requiredText('lecture title', 200),
  videoUrl: requiredText('lecture videoUrl', 2000),
  public_id: requiredText('lecture public_id', 200),
  freePreview: z.boolean({ error: 'freePreview must be true or false' }).default(false),
  /** Seconds, when the uploader knows it; absent keeps what an existing lecture had. */
  duration: z
    .number({ error: 'duration must be a number of seconds' })
    .int('duration must be whole seconds')
    .min(0, 'duration cannot be negative')
    .max(24 * 60 * 60, 'duration must be at most a day')
    .nullable()
    .optional(),
});
export type LectureInput = z.input<typeof lectureInputSchema>;

/**
 * SPEC §5: every landing field is required, every lecture has a title, video and public_id,
 * and at least one lecture is a free preview. Instructor, admin, students and date are the
 * server's to set; they are accepted on the wire and ignored.
 */
export const courseInputSchema = z.object({
  title: requiredText('title', 200),
  category: requiredText('category', 100),
  level: z.enum(COURSE_LEVELS, { error: `level must be one of ${COURSE_LEVELS.join(', ')}` }),
  primaryLanguage: z.enum(COURSE_LANGUAGES, {
    error: `primaryLanguage must be one of ${COURSE_LANGUAGES.join(', ')}`,
  }),
  objectives: requiredText('objectives'),
  welcomeMessage: requiredText('welcomeMessage'),
  price: priceSchema,
  fakePrice: rupeesSchema('fakePrice'),
  description: requiredText('description', 20000),
  image: optionalText('image', 2000),
  isPublished: z.boolean().default(true),
  instructorName: z.string().trim().max(120).optional(),
  instructorId: z.unknown().optional(),
  adminId: z.unknown().optional(),
  adminName: z.unknown().optional(),
  date: z.unknown().optional(),
  students: z.unknown().optional(),
  curriculum: z
    .array(lectureInputSchema, { error: 'curriculum must be a list of lectures' })
    .min(1, 'curriculum needs at least one lecture')
    .max(500, 'curriculum can have at most 500 lectures')
    .refine((lectures) => lectures.some((lecture) => lecture.freePreview), {
      message: 'curriculum needs at least one free preview lecture',
    }),
});
export type CourseInput = z.input<typeof courseInputSchema>;

export const assetSummarySchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  fakePrice: z.number(),
  subTitle: z.string(),
  keyPoints: z.string(),
  description: z.string(),
  type: z.string(),
  fileSize: z.string(),
  format: z.string(),
  dimensions: z.string(),
  resolution: z.string(),
  license: z.string(),
  category: z.string(),
  image: z.array(z.string()),
  students: z.number(),
  instructorId: z.string().nullable(),
  instructorName: z.string(),
  date: z.string(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

/** SPEC §5: name, price and fakePrice are required; the rest is optional. */
export const assetInputSchema = z.object({
  name: requiredText('name', 200),
  price: priceSchema,
  fakePrice: rupeesSchema('fakePrice'),
  subTitle: optionalText('subTitle', 300),
  keyPoints: optionalText('keyPoints'),
  description: optionalText('description', 20000),
  type: optionalText('type', 100),
  fileSize: optionalText('fileSize', 50),
  format: optionalText('format', 100),
  dimensions: optionalText('dimensions', 100),
  resolution: optionalText('resolution', 100),
  license: optionalText('license', 300),
  category: optionalText('category', 100),
  downloadUrl: optionalText('downloadUrl', 2000),
  image: z
    .array(z.string().trim().min(1).max(2000), { error: 'image must be a list of URLs' })
    .max(12, 'image can have at most 12 pictures')
    .default([]),
  instructorName: z.string().trim().max(120).optional(),
  instructorId: z.unknown().optional(),
  students: z.unknown().optional(),
  date: z.unknown().optional(),
});
export type AssetInput = z.input<typeof assetInputSchema>;

/** Update: like create, except that leaving `downloadUrl` out keeps the stored file. */
export const assetUpdateInputSchema = assetInputSchema.extend({
  downloadUrl: z.string().trim().max(2000, 'downloadUrl must be at most 2000 characters').optional(),
});
export type AssetUpdateInput = z.input<typeof assetUpdateInputSchema>;

/** The admin edit form's view of an asset: the public summary plus the stored download URL. */
export const adminAssetDetailSchema = assetSummarySchema.extend({ downloadUrl: z.string() });
export type AdminAssetDetail = z.infer<typeof adminAssetDetailSchema>;

/* Response envelopes of the catalogue routes. */

export const courseListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(courseSummarySchema),
  pagination: paginationSchema,
});
export const courseSummariesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(courseSummarySchema),
});
export const courseDetailResponseSchema = z.object({ success: z.literal(true), data: courseDetailSchema });
export const courseSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: courseDetailSchema,
});

export const assetListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(assetSummarySchema),
  pagination: paginationSchema,
});
export const assetSummariesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(assetSummarySchema),
});
export const assetDetailResponseSchema = z.object({ success: z.literal(true), data: assetSummarySchema });
export const adminAssetDetailResponseSchema = z.object({
  success: z.literal(true),
  data: adminAssetDetailSchema,
});
export const assetSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: assetSummarySchema,
});

/** Results per kind (courses, assets) on one page of search. */
export const SEARCH_PAGE_SIZE = 24;
/**
 * The deepest page of search: 960 results of each kind. Each page ranks every match before
 * it, so depth has a cost; a search that needs more is better narrowed.
 */
export const SEARCH_MAX_PAGE = 40;

export const searchQuerySchema = z.object({
  q: z.string().max(1000, 'q must be at most 1000 characters').default(''),
  page: z.coerce
    .number({ error: 'page must be a whole number' })
    .int('page must be a whole number')
    .min(1, 'page must be 1 or more')
    .max(SEARCH_MAX_PAGE, `page must be at most ${SEARCH_MAX_PAGE}`)
    .default(1),
});

/**
 * One page of search: up to SEARCH_PAGE_SIZE courses and as many assets, best first.
 * `nextPage` is the next page's number while either kind has more, null when neither does.
 */
export const searchResultSchema = z.object({
  courses: z.array(courseSummarySchema),
  assets: z.array(assetSummarySchema),
  nextPage: z.number().int().nullable(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ success: z.literal(true), data: searchResultSchema });

export const searchRecordBodySchema = z.object({
  query: z
    .string({ error: 'query is required' })
    .trim()
    .min(1, 'query is required')
    .max(1000, 'query must be at most 1000 characters'),
});

export const searchRecordResponseSchema = z.object({ success: z.literal(true) });

export const ENQUIRY_GENDERS = ['male', 'female'] as const;

/** SPEC §5: name, email, address, subject, gender and message are required; phone is optional. */
export const enquiryInputSchema = z.object({
  name: requiredText('name', 120),
  email: z
    .string({ error: 'email is required' })
    .trim()
    .min(1, 'email is required')
    .max(254)
    .pipe(z.email('email must be a valid email address')),
  phone: z.string().trim().max(20, 'phone must be at most 20 characters').default(''),
  address: requiredText('address', 500),
  subject: requiredText('subject', 200),
  gender: z.enum(ENQUIRY_GENDERS, { error: 'gender must be male or female' }),
  message: requiredText('message', 5000),
});
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;
