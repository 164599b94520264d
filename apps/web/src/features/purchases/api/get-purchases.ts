import type { PurchasedAsset, PurchasedCourse } from '@academy/shared/commerce';
import type { Pagination } from '@academy/shared/paging';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

type PurchasePage<T> = { data: T[]; pagination: Pagination };

const pageQuery = (page: number) => (page > 1 ? `?page=${page}` : '');

export const getPurchasedCourses = (userId: string, page: number, signal?: AbortSignal) =>
  api<PurchasePage<PurchasedCourse>>(`/student/bought/get/${encodeURIComponent(userId)}${pageQuery(page)}`, {
    signal,
  });

export const getPurchasedAssets = (userId: string, page: number, signal?: AbortSignal) =>
  api<PurchasePage<PurchasedAsset>>(
    `/student/assets/bought/get/${encodeURIComponent(userId)}${pageQuery(page)}`,
    { signal },
  );

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
