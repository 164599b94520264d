import type { Lecture } from '@academy/shared/catalogue-courses';
import type { CourseProgress } from '@academy/shared/learning';
import { lectureAfter, resumeLecture } from './resume';

/**
 * The lecture on screen. The signed URL is taken when the lecture is chosen, so refetching the
 * progress (which signs new URLs) does not reload the video; `round` starts it over.
 */
export type Selection = { lectureId: string; src: string; autoPlay: boolean; round: number };

export const selectionOf = (lecture: Lecture, autoPlay: boolean, round: number): Selection => ({
  lectureId: lecture._id,
  src: lecture.videoUrl,
  autoPlay,
  round,
});

/**
 * The first lecture on screen, once the progress is known (SPEC §4 resume rule): a lecture chosen
 * on the course page plays at once unless the course is complete; otherwise the resume lecture
 * waits for Play.
 */
export function firstSelection(
  progress: CourseProgress,
  initialLectureId: string | undefined,
): Selection | null {
  const chosen = progress.completed
    ? undefined
    : progress.courseDetails.curriculum.find((lecture) => lecture._id === initialLectureId);
  const start = chosen ?? resumeLecture(progress);
  return start ? selectionOf(start, chosen !== undefined, 0) : null;
}

/** What follows a lecture marked viewed: the lecture to show (null to stay), and whether a replay ended. */
export type NextStep = { next: Lecture | null; autoPlay: boolean; replayEnds: boolean };

/**
 * After `lectureId` was marked viewed (`fresh` is the progress the mark answered): the next lecture
 * plays; a course just completed goes back to its first lecture, paused, under the completion
 * overlay. Replaying a completed course goes on lecture by lecture; its last lecture ends the replay.
 */
export function nextAfterViewed(fresh: CourseProgress, lectureId: string, replaying: boolean): NextStep {
  const lectures = fresh.courseDetails.curriculum;
  const lastEnded = lectures.at(-1)?._id === lectureId;
  const goOn = fresh.completed && replaying && !lastEnded;
  const replayEnds = fresh.completed && !goOn;
  const next = replayEnds ? lectures[0] : lectureAfter(fresh, lectureId);
  return {
    next: next && next._id !== lectureId ? next : null,
    autoPlay: !fresh.completed || goOn,
    replayEnds,
  };
}
