import type { Lecture } from '@academy/shared/catalogue-courses';
import type { CourseProgress } from '@academy/shared/learning';
import type { PlayedRange } from '@academy/shared/played-ranges';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useCourseProgress } from '../api/get-course-progress';
import { useMarkLectureViewed } from '../api/mark-lecture-viewed';
import { useResetProgress } from '../api/reset-progress';
import { firstSelection, nextAfterViewed, type Selection, selectionOf } from '../lib/lecture-selection';
import { keepReport } from '../lib/watch-outbox';
import { useWatchReports } from './use-watch-reports';

/**
 * The course player's data: the progress, the lecture on screen, marking a lecture viewed when it
 * ends (with the evidence of what was played), a fresh signed URL after a load error, Rewatch, and
 * replaying a completed course.
 */
export function useCoursePlayer({
  courseId,
  userId,
  initialLectureId,
}: {
  courseId: string;
  userId: string;
  initialLectureId: string | undefined;
}) {
  const progress = useCourseProgress(userId, courseId);
  const mark = useMarkLectureViewed();
  const reset = useResetProgress();
  const watch = useWatchReports();
  const [selection, setSelection] = useState<Selection | null>(null);
  // The server's answer when the lecture that ended was not played enough to count.
  const [refusal, setRefusal] = useState<{ lectureId: string; message: string } | null>(null);
  // A completed course's overlay, closed to replay lectures; it comes back when the last one ends.
  const [replaying, setReplaying] = useState(false);

  const data = progress.data;
  const notPurchased =
    (data !== undefined && !data.isPurchased) ||
    (progress.error instanceof ApiError && progress.error.status === 403);

  // The first lecture on screen, once the progress is known (SPEC §4 resume rule).
  if (data?.isPurchased && selection === null) {
    const first = firstSelection(data, initialLectureId);
    if (first) setSelection(first);
  }

  const completed = data?.completed === true;
  // The completion overlay cannot show over a full-screen video.
  useEffect(() => {
    if (completed && document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  }, [completed]);

  const play = (chosen: Lecture, autoPlay = true) => {
    setRefusal(null);
    setSelection((current) => selectionOf(chosen, autoPlay, (current?.round ?? 0) + 1));
  };

  const onLectureComplete = async (lectureId: string) => {
    let fresh: CourseProgress;
    const watched = await watch.finalEvidence(lectureId);
    try {
      fresh = await mark.mutateAsync({ userId, courseId, lectureId, watched });
    } catch (error) {
      if (error instanceof ApiError && error.status === 0 && watched) {
        // Played offline: the mark goes with its evidence when the network is back.
        keepReport({ userId, courseId, lectureId, ...watched }, true);
        return;
      }
      if (error instanceof ApiError && error.status === 409) {
        // Not played enough to count: the student is told so here, and stays on the lecture.
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
        setRefusal({ lectureId, message: error.message });
        return;
      }
      console.error('Could not mark the lecture viewed', error);
      return;
    }
    setRefusal((current) => (current?.lectureId === lectureId ? null : current));
    const { next, autoPlay, replayEnds } = nextAfterViewed(fresh, lectureId, replaying);
    if (replayEnds) setReplaying(false);
    if (!next) return;
    setSelection((current) =>
      current?.lectureId === lectureId ? selectionOf(next, autoPlay, current.round + 1) : current,
    );
  };

  const refreshSource = async () => {
    const { data: fresh } = await progress.refetch();
    const again = fresh?.courseDetails.curriculum.find((item) => item._id === selection?.lectureId);
    if (again)
      setSelection((current) =>
        current?.lectureId === again._id ? { ...current, src: again.videoUrl } : current,
      );
  };

  const rewatch = async () => {
    let fresh: CourseProgress;
    try {
      fresh = await reset.mutateAsync({ userId, courseId });
    } catch (error) {
      console.error('Could not reset the progress', error);
      notify.error(errorMessage(error));
      return;
    }
    watch.reset();
    setReplaying(false);
    const first = fresh.courseDetails.curriculum[0];
    if (first) play(first);
  };

  return {
    progress,
    notPurchased,
    selection,
    refusal,
    replaying,
    rewatching: reset.isPending,
    play,
    onLectureComplete,
    refreshSource,
    rewatch,
    replay: () => setReplaying(true),
    /** A snapshot of what of the lecture was played, for the watch reports. */
    onPlayed: (lectureId: string, ranges: PlayedRange[], duration: number) =>
      watch.onPlayed({ userId, courseId, lectureId }, ranges, duration),
  };
}
