import { z } from './zod';
import { assetSummarySchema } from './catalogue-assets';
import { courseSummarySchema } from './catalogue-courses';
import { SEARCH_MAX_PAGE } from './search-rules';

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
