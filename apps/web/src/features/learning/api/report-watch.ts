import type { WatchReport } from '@academy/shared/learning';
import { api } from '@/lib/api-client';

/**
 * Issue 14: what the player has played of a lecture, for the server to credit. `keepalive` lets
 * the last report of a page that is going away still arrive.
 */
export const reportWatch = (body: WatchReport, { keepalive = false } = {}) =>
  api.post('/student/course-progress/watch', { body, keepalive }).then((response) => response.data);
