import { z } from './zod';
import {
  ASSET_PRICE_BANDS,
  COURSE_LANGUAGES,
  COURSE_LEVELS,
  COURSE_PRICE_BANDS,
  COURSE_SORTS,
  RATING_FLOORS,
} from './catalogue';
import { pageQueryFields } from './paging';

export { COURSE_SORTS, type CourseSort } from './catalogue';

/**
 * Wire shapes of the catalogue (SPEC §3, §7). Money is rupees on the wire (a number with at
 * most two decimals); the server keeps integer paise. Ids are UUID strings named `_id`.
 * This file holds the field rules that courses (catalogue-courses.ts), assets
 * (catalogue-assets.ts) and enquiries (enquiries.ts) share, and the storefront's list queries.
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

export const priceSchema = rupeesSchema('price').refine(isPayablePrice, { message: PRICE_FLOOR_MESSAGE });

/** A product's reviews on its card (issue 30): their average to one decimal and their count. */
export const productRatingSchema = z.object({ average: z.number(), count: z.number().int() });

export const idParamSchema = z.object({ id: z.uuid('id must be a valid id') });

export const requiredText = (field: string, max = 5000) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

export const optionalText = (field: string, max = 5000) =>
  z.string().trim().max(max, `${field} must be at most ${max} characters`).default('');

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
  rating: optionalChoice('rating', RATING_FLOORS),
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
