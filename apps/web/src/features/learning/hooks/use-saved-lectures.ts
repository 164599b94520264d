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

/** The failure's `lectureId` when saving the whole course stopped. */
export const WHOLE_COURSE = '*';

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
  /** Saving every lecture not saved yet: which of how many is on its way. */
  wholeCourse: { position: number; count: number } | null;
  /** Why the last saving stopped, in the student's words (WHOLE_COURSE: saving them all). */
  failure: { lectureId: string; message: string } | null;
  save(lectureId: string): Promise<void>;
  saveAll(): void;
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
  const [wholeCourse, setWholeCourse] = useState<SavedLectures['wholeCourse']>(null);
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

  /** Saves one lecture; answers whether it was saved (not failed, not cancelled). */
  const saveOne = async (lectureId: string): Promise<boolean> => {
    if (!progress) return false;
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
      return true;
    } catch (error) {
      if (!aborter.signal.aborted) {
        setFailure({ lectureId, message: messageOf(error, known?.estimatedBytes ?? 0) });
      }
      if (saved.size === 0) void releaseOfflineCourse(courseId).catch(() => undefined);
      return false;
    } finally {
      if (controller.current === aborter) controller.current = null;
      setSaving(null);
    }
  };

  const save = async (lectureId: string) => {
    if (saving || wholeCourse) return;
    if (await saveOne(lectureId)) await refreshPlayer();
  };

  /** Every lecture not saved yet, in the course's order, until one fails or the student cancels. */
  const saveAll = async () => {
    if (saving || wholeCourse || !plans.data) return;
    const waiting = [...plans.data.keys()].filter((lectureId) => !saved.has(lectureId));
    for (const [index, lectureId] of waiting.entries()) {
      setWholeCourse({ position: index + 1, count: waiting.length });
      if (!(await saveOne(lectureId))) {
        setFailure((failure) => failure && { ...failure, lectureId: WHOLE_COURSE });
        break;
      }
    }
    setWholeCourse(null);
    await refreshPlayer();
  };

  const remove = useRemoveSavedLecture(userId);

  return {
    available,
    saved,
    plans: plans.data,
    saving,
    wholeCourse,
    failure,
    save,
    saveAll: () => void saveAll(),
    cancel: () => controller.current?.abort(),
    remove,
  };
}

/**
 * Deletes a saved lecture from this device; the device's place is freed once its course has none
 * left, and the player's views of the course (what is saved, where each lecture plays from) are
 * asked for again.
 */
export function useRemoveSavedLecture(userId: string) {
  const queryClient = useQueryClient();
  return async (lectureId: string) => {
    const { courseEmpty, courseId } = await removeLecture(lectureId);
    if (!courseId) return;
    if (courseEmpty) void releaseOfflineCourse(courseId).catch(() => undefined);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.savedLectures(courseId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.courseProgress(userId, courseId) }),
    ]);
  };
}
