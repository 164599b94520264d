import type { CourseDetail, Lecture } from '@academy/shared/catalogue-courses';
import type { CourseProgress, EarnedCertificate } from '@academy/shared/learning';

/** Course progress for the tests of this folder: a course of four lectures, a to d. */

const lecture = (id: string): Lecture => ({
  _id: id,
  title: `Lecture ${id}`,
  videoUrl: `/api/media/stream/${id}`,
  public_id: id,
  freePreview: id === 'a',
  duration: 9,
  captions: [],
});

export const curriculum = ['a', 'b', 'c', 'd'].map(lecture);

/** The progress with these lectures viewed, as `[lectureId, dateViewed]`. */
export function progressOf(
  viewed: [string, string][],
  completed = false,
  certificate: EarnedCertificate | null = null,
): CourseProgress {
  return {
    courseDetails: { curriculum, title: 'Compositing', instructorName: 'Meera' } as CourseDetail,
    progress: viewed.map(([lectureId, dateViewed]) => ({ lectureId, viewed: true, dateViewed })),
    isPurchased: true,
    completed,
    certificate,
    project: { required: false, status: null },
  };
}

/** Every lecture viewed, a day apart. */
export const allViewed = curriculum.map((item, index): [string, string] => [
  item._id,
  `2026-11-0${index + 1}`,
]);
