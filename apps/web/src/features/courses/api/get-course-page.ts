import type { CourseSort, CourseSummary } from '@academy/shared/catalogue-api';
import type { Pagination } from '@academy/shared/paging';
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
  sort: CourseSort;
  page: number;
};

export type CoursePage = { data: CourseSummary[]; pagination: Pagination };

export const getCoursePage = (params: CoursePageParams) => {
  const query = new URLSearchParams();
  if (params.category !== 'All') query.set('category', params.category);
  if (params.level) query.set('level', params.level);
  if (params.language) query.set('language', params.language);
  if (params.price) query.set('price', params.price);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  query.set('limit', String(COURSE_PAGE_SIZE));
  return api<CoursePage>(`/student/course/get?${query.toString()}`);
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
