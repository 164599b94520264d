import type { OfflineLecture } from '@academy/shared/offline';
import { vi } from 'vitest';
import type { SavedLectures } from '../hooks/use-saved-lectures';

/** What the offline panels' tests share: a lecture as it would be saved, and the hook's answer. */

export const plannedLecture = (lectureId: string, estimatedBytes: number): OfflineLecture => ({
  lectureId,
  title: lectureId,
  durationSeconds: 60,
  estimatedBytes,
  source: { kind: 'file', url: `/api/media/stream/${lectureId}`, contentType: 'video/mp4' },
});

/** useSavedLectures' answer with nothing saved or under way, its actions mocks; `change` on top. */
export function savedLecturesState(
  plans: OfflineLecture[],
  change: Partial<SavedLectures> = {},
): SavedLectures {
  return {
    available: true,
    saved: new Map(),
    plans: new Map(plans.map((plan) => [plan.lectureId, plan])),
    saving: null,
    wholeCourse: null,
    failure: null,
    save: vi.fn(),
    saveAll: vi.fn(),
    cancel: vi.fn(),
    remove: vi.fn(),
    ...change,
  };
}
