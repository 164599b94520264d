import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Page 1 is the list's own URL. */
const pageQuery = (page: number) => ({ page: page > 1 ? page : undefined });

export const getPurchasedCourses = (userId: string, page: number, signal?: AbortSignal) =>
  api.get('/student/bought/get/:userId', { params: { userId }, query: pageQuery(page), signal });

export const getPurchasedAssets = (userId: string, page: number, signal?: AbortSignal) =>
  api.get('/student/assets/bought/get/:userId', { params: { userId }, query: pageQuery(page), signal });

/** The student's courses, newest first, a page at a time: `fetchNextPage` while `hasNextPage`. */
export const usePurchasedCourses = (userId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.purchasedCourses(userId),
    queryFn: ({ pageParam, signal }) => getPurchasedCourses(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.nextPage ?? undefined,
  });

/** The student's assets, newest first, a page at a time. */
export const usePurchasedAssets = (userId: string) =>
  useInfiniteQuery({
    queryKey: queryKeys.purchasedAssets(userId),
    queryFn: ({ pageParam, signal }) => getPurchasedAssets(userId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => last.pagination.nextPage ?? undefined,
  });
