import type { PurchasedAsset, PurchasedCourse } from '@academy/shared/commerce';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getPurchasedCourses = (userId: string) =>
  api<{ data: PurchasedCourse[] }>(`/student/bought/get/${encodeURIComponent(userId)}`).then(
    (response) => response.data,
  );

export const getPurchasedAssets = (userId: string) =>
  api<{ data: PurchasedAsset[] }>(`/student/assets/bought/get/${encodeURIComponent(userId)}`).then(
    (response) => response.data,
  );

export const usePurchasedCourses = (userId: string) =>
  useQuery({ queryKey: queryKeys.purchasedCourses(userId), queryFn: () => getPurchasedCourses(userId) });

export const usePurchasedAssets = (userId: string) =>
  useQuery({ queryKey: queryKeys.purchasedAssets(userId), queryFn: () => getPurchasedAssets(userId) });
