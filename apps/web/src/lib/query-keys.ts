/** Every TanStack Query key in one place, so mutations invalidate what they change. */
export const queryKeys = {
  authConfig: ['auth', 'config'] as const,
  allUsers: ['admin', 'users'] as const,
};
