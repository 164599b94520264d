import type { CourseSort } from '@academy/shared/catalogue-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Twelve cards: full rows of one, two and three columns. */
export const COURSE_PAGE_SIZE = 12;

export type CoursePageParams = {
  category: string;
  level?: string | undefined;
  language?: string | undefined;
  price?: string | undefined;
  /** `4`: four stars and up (issue 30). */
  rating?: string | undefined;
  sort: CourseSort;
  page: number;
};

export const getCoursePage = (params: CoursePageParams) => {
  const query = {
    category: params.category !== 'All' ? params.category : undefined,
    level: params.level || undefined,
    language: params.language || undefined,
    price: params.price || undefined,
    rating: params.rating || undefined,
    sort: params.sort,
    page: params.page,
    limit: COURSE_PAGE_SIZE,
  };
  return api.get('/student/course/get', { query });
};

/** The key is the list's URL state, so each shared link and Back has its own cached page. */
export const coursePageQuery = (params: CoursePageParams) =>
  queryOptions({
    queryKey: queryKeys.coursePage(params),
    queryFn: () => getCoursePage(params),
    // The last page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCoursePage = (params: CoursePageParams) => useQuery(coursePageQuery(params));
