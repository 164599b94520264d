import type { CaptionTrack } from '@academy/shared/captions';
import { COURSE_CATEGORIES, COURSE_LANGUAGES, COURSE_LEVELS } from '@academy/shared/catalogue';
import type { CourseDetail, CourseInput } from '@academy/shared/catalogue-courses';

/** The course landing fields of SPEC §3, in the form's order. */
export const LANDING_FIELDS = [
  'title',
  'category',
  'level',
  'primaryLanguage',
  'objectives',
  'welcomeMessage',
  'price',
  'fakePrice',
  'description',
] as const;
export type LandingField = (typeof LANDING_FIELDS)[number];
export type LandingValues = Record<LandingField, string>;

export const LANDING_LABELS: Record<LandingField, string> = {
  title: 'Title',
  category: 'Category',
  level: 'Level',
  primaryLanguage: 'Primary Language',
  objectives: 'Objectives',
  welcomeMessage: 'Welcome Message',
  price: 'Price',
  fakePrice: 'Original price',
  description: 'Description',
};

export const LANDING_OPTIONS: Partial<Record<LandingField, readonly string[]>> = {
  category: COURSE_CATEGORIES,
  level: COURSE_LEVELS,
  primaryLanguage: COURSE_LANGUAGES,
};

export type LectureRow = {
  /** A key of this form's own, stable while rows move. */
  key: string;
  /** The saved lecture's id: sent back so its students keep their progress. */
  _id?: string;
  title: string;
  videoUrl: string;
  public_id: string;
  freePreview: boolean;
  /** Seconds, read from the file in the browser when it can be. */
  duration: number | null;
  /** The uploaded file's name, to recognise it by. */
  fileName?: string;
  /** A signed URL the editor can play the video from (never sent back). */
  previewUrl?: string;
  /** Its captions, saved on their own as they are uploaded (never sent back with the course). */
  captions: CaptionTrack[];
};

/** The course page's instructor card; every part optional (the name defaults to the author's). */
export type InstructorValues = { name: string; headline: string; portfolioUrl: string; photo: string };

/**
 * The course's project (issue 30): what students make and hand in, and whether the certificate
 * waits for an approved one. Only a course with a brief may require it.
 */
export type ProjectValues = { brief: string; required: boolean };

/** The brief as typed: emptied, it takes the requirement with it, since nothing is left to hand in. */
export const withBrief = (project: ProjectValues, brief: string): ProjectValues => ({
  brief,
  required: brief.trim() !== '' && project.required,
});

export type CourseForm = {
  landing: LandingValues;
  instructor: InstructorValues;
  project: ProjectValues;
  curriculum: LectureRow[];
  image: string;
  /** Shown in the store. New courses are published on save (SPEC §3); a course with students can be hidden instead of deleted. */
  isPublished: boolean;
};

let keySeed = 0;
export const newLectureKey = () => `lecture-${Date.now().toString(36)}-${(keySeed += 1)}`;

export const blankLecture = (key: string, title = ''): LectureRow => ({
  key,
  title,
  videoUrl: '',
  public_id: '',
  freePreview: false,
  duration: null,
  captions: [],
});

export function emptyCourseForm(firstLectureKey: string): CourseForm {
  return {
    landing: Object.fromEntries(LANDING_FIELDS.map((field) => [field, ''])) as LandingValues,
    instructor: { name: '', headline: '', portfolioUrl: '', photo: '' },
    project: { brief: '', required: false },
    curriculum: [blankLecture(firstLectureKey)],
    image: '',
    isPublished: true,
  };
}

const knownOption = (options: readonly string[], value: string) => (options.includes(value) ? value : '');

export function courseToForm(course: CourseDetail): CourseForm {
  return {
    landing: {
      title: course.title,
      category: course.category,
      level: knownOption(COURSE_LEVELS, course.level),
      primaryLanguage: knownOption(COURSE_LANGUAGES, course.primaryLanguage),
      objectives: course.objectives,
      welcomeMessage: course.welcomeMessage,
      price: String(course.price),
      fakePrice: String(course.fakePrice),
      description: course.description,
    },
    instructor: {
      name: course.instructorName,
      headline: course.instructorHeadline,
      portfolioUrl: course.instructorPortfolioUrl,
      photo: course.instructorPhoto,
    },
    project: { brief: course.projectBrief, required: course.projectRequired },
    curriculum: course.curriculum.map((lecture) => ({
      key: lecture._id,
      _id: lecture._id,
      title: lecture.title,
      videoUrl: lecture.videoUrl,
      public_id: lecture.public_id,
      freePreview: lecture.freePreview,
      duration: lecture.duration,
      previewUrl: lecture.videoUrl,
      captions: lecture.captions,
    })),
    image: course.image,
    isPublished: course.isPublished,
  };
}

/** The body of `POST /admin/course/add` and `PUT /admin/course/update/{id}`. */
export function toCourseInput(form: CourseForm): CourseInput {
  const { landing } = form;
  const rupees = (text: string) => Number(text.trim().replace(/,/g, ''));
  return {
    title: landing.title.trim(),
    category: landing.category,
    level: landing.level as CourseInput['level'],
    primaryLanguage: landing.primaryLanguage as CourseInput['primaryLanguage'],
    objectives: landing.objectives.trim(),
    welcomeMessage: landing.welcomeMessage.trim(),
    price: rupees(landing.price),
    fakePrice: rupees(landing.fakePrice),
    description: landing.description.trim(),
    // A blank name keeps the saved one (or, for a new course, the author's).
    ...(form.instructor.name.trim() ? { instructorName: form.instructor.name.trim() } : {}),
    instructorHeadline: form.instructor.headline.trim(),
    instructorPortfolioUrl: form.instructor.portfolioUrl.trim(),
    instructorPhoto: form.instructor.photo,
    projectBrief: form.project.brief.trim(),
    projectRequired: form.project.required,
    image: form.image,
    isPublished: form.isPublished,
    curriculum: form.curriculum.map((lecture) => ({
      ...(lecture._id ? { _id: lecture._id } : {}),
      title: lecture.title.trim(),
      videoUrl: lecture.videoUrl,
      public_id: lecture.public_id,
      freePreview: lecture.freePreview,
      ...(lecture.duration !== null ? { duration: lecture.duration } : {}),
    })),
  };
}

/** What counts as a change worth warning about: everything but the row keys. */
export const formFingerprint = (form: CourseForm) =>
  JSON.stringify({
    landing: form.landing,
    instructor: form.instructor,
    project: form.project,
    image: form.image,
    isPublished: form.isPublished,
    // Captions are saved as they are uploaded: they leave nothing unsaved.
    curriculum: form.curriculum.map(
      ({ key: _key, fileName: _fileName, previewUrl: _previewUrl, captions: _captions, ...lecture }) =>
        lecture,
    ),
  });
