import type { CourseProgress } from '@academy/shared/learning';
import type { OfflineLecture } from '@academy/shared/offline';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useOnline } from '@/components/layout/offline-banner';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';
import { useBytesFormat } from '../lib/bytes';
import { offlinePlan, releaseOfflineCourse, requestOfflineCourse } from '../api/offline';
import {
  canSaveLectures,
  courseRecordOf,
  removeLecture,
  SaveError,
  type SavedLectureRecord,
  savedCourses,
  saveLecture,
} from '../lib/saved-lectures';

const NOTHING_SAVED: ReadonlyMap<string, SavedLectureRecord> = new Map();

/** A lecture being saved: bytes so far of about `total`. */
export type Saving = { lectureId: string; bytes: number; total: number };

export type SavedLectures = {
  /** False where this browser cannot keep lectures (no service worker yet, or no Cache Storage). */
  available: boolean;
  /** This course's lectures saved on this device. */
  saved: ReadonlyMap<string, SavedLectureRecord>;
  /** What saving each lecture would take; undefined until known (or offline). */
  plans: Map<string, OfflineLecture> | undefined;
  saving: Saving | null;
  /** Why the last saving of a lecture stopped, in the student's words. */
  failure: { lectureId: string; message: string } | null;
  save(lectureId: string): Promise<void>;
  cancel(): void;
  remove(lectureId: string): Promise<void>;
};

/**
 * Issue 32, part 2: saving the course's lectures on this device, one at a time, with what each
 * will take before it starts and its progress while it comes; removing them again.
 */
export function useSavedLectures({
  courseId,
  userId,
  progress,
}: {
  courseId: string;
  userId: string;
  /** The player's view of the course, kept with the licence for offline. */
  progress: CourseProgress | undefined;
}): SavedLectures {
  const t = useT();
  const formatBytes = useBytesFormat();
  const queryClient = useQueryClient();
  const [available] = useState(canSaveLectures);
  const [saving, setSaving] = useState<Saving | null>(null);
  const [failure, setFailure] = useState<SavedLectures['failure']>(null);
  const controller = useRef<AbortController | null>(null);

  const owned = progress?.isPurchased === true;
  const online = useOnline();
  const plans = useQuery({
    queryKey: queryKeys.offlinePlan(courseId),
    queryFn: ({ signal }) => offlinePlan(courseId, signal),
    // Asked online only: offline there is nothing to save from.
    enabled: available && owned && online,
    staleTime: 5 * 60_000,
    select: (lectures) => new Map(lectures.map((lecture) => [lecture.lectureId, lecture])),
  });

  const savedHere = useQuery({
    queryKey: queryKeys.savedLectures(courseId),
    queryFn: async () => {
      const entry = (await savedCourses()).find((found) => found.course.courseId === courseId);
      return new Map(entry?.lectures.map((lecture) => [lecture.lectureId, lecture]) ?? []);
    },
    enabled: available,
    // The device's own storage: offline too, and changed only by this page.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
  });
  const saved = savedHere.data ?? NOTHING_SAVED;
  const reload = () => queryClient.invalidateQueries({ queryKey: queryKeys.savedLectures(courseId) });

  useEffect(() => () => controller.current?.abort(), []);

  const refreshPlayer = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.courseProgress(userId, courseId) });

  const messageOf = (error: unknown, estimate: number) => {
    if (error instanceof SaveError && error.reason === 'quota') {
      return t('saved.noRoom', { size: formatBytes(estimate) });
    }
    if (error instanceof SaveError || (error instanceof ApiError && error.status === 0)) {
      return t('saved.saveInterrupted');
    }
    return errorMessage(error);
  };

  const save = async (lectureId: string) => {
    if (saving || !progress) return;
    const known = plans.data?.get(lectureId);
    const aborter = new AbortController();
    controller.current = aborter;
    setFailure(null);
    setSaving({ lectureId, bytes: 0, total: known?.estimatedBytes ?? 0 });
    try {
      const { licence, lectures } = await requestOfflineCourse(courseId, aborter.signal);
      const plan = lectures.find((lecture) => lecture.lectureId === lectureId);
      if (!plan) throw new SaveError('unsupported');
      setSaving({ lectureId, bytes: 0, total: plan.estimatedBytes });
      await saveLecture(plan, courseRecordOf(licence, userId, progress), {
        signal: aborter.signal,
        onProgress: (bytes) => setSaving({ lectureId, bytes, total: plan.estimatedBytes }),
      });
      await reload();
      await refreshPlayer();
    } catch (error) {
      if (!aborter.signal.aborted) {
        setFailure({ lectureId, message: messageOf(error, known?.estimatedBytes ?? 0) });
      }
      if (saved.size === 0) void releaseOfflineCourse(courseId).catch(() => undefined);
    } finally {
      if (controller.current === aborter) controller.current = null;
      setSaving(null);
    }
  };

  const remove = async (lectureId: string) => {
    const { courseEmpty } = await removeLecture(lectureId);
    if (courseEmpty) void releaseOfflineCourse(courseId).catch(() => undefined);
    await reload();
    await refreshPlayer();
  };

  return {
    available,
    saved,
    plans: plans.data,
    saving,
    failure,
    save,
    cancel: () => controller.current?.abort(),
    remove,
  };
}
