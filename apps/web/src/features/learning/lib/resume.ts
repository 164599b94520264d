import type { Lecture } from '@academy/shared/catalogue-courses';
import type { CourseProgress } from '@academy/shared/learning';

/** The ids of the lectures marked viewed. */
export const viewedIds = (progress: CourseProgress['progress']): Set<string> =>
  new Set(progress.filter((entry) => entry.viewed).map((entry) => entry.lectureId));

/**
 * The first unviewed lecture from `start` on, in curriculum order, wrapping around to the
 * beginning; the first lecture when every one is viewed.
 */
function firstUnviewedFrom(curriculum: Lecture[], viewed: Set<string>, start: number): Lecture | undefined {
  for (let step = 0; step < curriculum.length; step += 1) {
    const lecture = curriculum[(start + step) % curriculum.length];
    if (lecture && !viewed.has(lecture._id)) return lecture;
  }
  return curriculum[0];
}

/**
 * SPEC §4 Course progress, where to start: a completed course at its first lecture (under the
 * completion overlay); no progress at the first lecture; otherwise the lecture after the one
 * viewed last, in curriculum order (the next unviewed one, wrapping to the beginning).
 */
export function resumeLecture({ courseDetails, progress, completed }: CourseProgress): Lecture | undefined {
  const curriculum = courseDetails.curriculum;
  const viewed = viewedIds(progress);
  if (completed || viewed.size === 0) return curriculum[0];

  // The lecture viewed most recently; on a tie (or no dates) the later one in the curriculum.
  let last = -1;
  let lastDate = '';
  curriculum.forEach((lecture, index) => {
    const entry = progress.find((item) => item.lectureId === lecture._id && item.viewed);
    if (!entry) return;
    if (entry.dateViewed >= lastDate) {
      last = index;
      lastDate = entry.dateViewed;
    }
  });
  return firstUnviewedFrom(curriculum, viewed, last + 1);
}

/**
 * The lecture to play after `lectureId` was watched to its end: the next one in curriculum
 * order; after the last, the first one still unviewed.
 */
export function lectureAfter(
  { courseDetails, progress }: CourseProgress,
  lectureId: string,
): Lecture | undefined {
  const curriculum = courseDetails.curriculum;
  const index = curriculum.findIndex((lecture) => lecture._id === lectureId);
  const next = index >= 0 ? curriculum[index + 1] : undefined;
  return next ?? firstUnviewedFrom(curriculum, viewedIds(progress), 0);
}
