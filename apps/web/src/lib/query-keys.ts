/** Every TanStack Query key in one place, so mutations invalidate what they change. */
export const queryKeys = {
  authConfig: ['auth', 'config'] as const,
  allUsers: ['admin', 'users'] as const,
  courses: (filters: { category?: string; limit?: number } = {}) => ['courses', 'list', filters] as const,
  course: (id: string) => ['courses', 'detail', id] as const,
  courseRecommendations: (category: string, excludeId: string) =>
    ['courses', 'recommendations', category, excludeId] as const,
  assets: (filters: { category?: string; limit?: number } = {}) => ['assets', 'list', filters] as const,
  asset: (id: string) => ['assets', 'detail', id] as const,
  assetRecommendations: (category: string, excludeId: string) =>
    ['assets', 'recommendations', category, excludeId] as const,
  activeCoupons: ['coupons', 'active'] as const,
  search: (query: string) => ['search', query] as const,
};
