import type { CourseProgress } from '@academy/shared/learning';
import { keepCourse, type SavedCourse, savedCourse, savedCourses, savedSource } from './saved-lectures';

/*
 * The course player over lectures saved for offline (issue 32): a saved lecture plays from the
 * device, online too (it spends none of the student's data), and offline the player shows the
 * course as it last saw it, with only the saved lectures to play.
 */

async function savedSources(courseId: string): Promise<Map<string, string>> {
  const entry = (await savedCourses()).find((saved) => saved.course.courseId === courseId);
  return new Map(entry?.lectures.map((lecture) => [lecture.lectureId, savedSource(lecture)]) ?? []);
}

function playingSaved(
  progress: CourseProgress,
  sources: Map<string, string>,
  offline: boolean,
): CourseProgress {
  return {
    ...progress,
    courseDetails: {
      ...progress.courseDetails,
      curriculum: progress.courseDetails.curriculum.map((lecture) => {
        const saved = sources.get(lecture._id);
        if (saved) return { ...lecture, videoUrl: saved, captions: offline ? [] : lecture.captions };
        return offline ? { ...lecture, videoUrl: '', captions: [] } : lecture;
      }),
    },
  };
}

/** The saved lectures' sources while the course's licence lasts; none after (the worker would refuse them). */
async function playableSources(course: SavedCourse): Promise<Map<string, string>> {
  return Date.parse(course.expiresAt) > Date.now() ? savedSources(course.courseId) : new Map();
}

/** The server's answer, its saved lectures playing from the device; the course's record keeps it for offline. */
export async function withSavedLectures(progress: CourseProgress, userId: string, courseId: string) {
  const course = await savedCourse(courseId).catch(() => undefined);
  if (!course || course.userId !== userId) return progress;
  await keepCourse({ ...course, snapshot: progress }).catch(() => undefined);
  return playingSaved(progress, await playableSources(course), false);
}

/**
 * The course as the player last saw it online, when this student saved lectures of it here. Past
 * its licence's end none of them plays: each says it needs the network, until the next check.
 */
export async function offlineProgress(userId: string, courseId: string): Promise<CourseProgress | undefined> {
  const course = await savedCourse(courseId).catch(() => undefined);
  if (!course || course.userId !== userId) return undefined;
  return playingSaved(course.snapshot, await playableSources(course), true);
}
