import { isWebAddress } from '@academy/shared/catalogue-courses';
import { PROJECT_BRIEF_MAX } from '@academy/shared/project-rules';
import { parsePrice, parseRupees } from '../lib/form-values';
import {
  type CourseForm,
  LANDING_FIELDS,
  LANDING_LABELS,
  type LandingField,
  type LectureRow,
} from './course-form';

/* What the course editor still needs before Submit (SPEC §5), field by field and as one checklist. */

const EMPTY_MESSAGES: Record<LandingField, string> = {
  title: 'Enter the course title.',
  category: 'Choose a category.',
  level: 'Choose a level.',
  primaryLanguage: 'Choose the language the course is taught in.',
  objectives: 'Enter what students will learn, separated by commas.',
  welcomeMessage: 'Enter a welcome message.',
  price: 'Enter the price.',
  fakePrice: 'Enter the original price.',
  description: 'Enter a description.',
};

export const PORTFOLIO_MESSAGE = 'Enter a web address starting with https://, or leave it empty.';

/** What is wrong with the project brief, if anything: only its length can be. */
export const briefProblem = (brief: string): string | undefined => {
  const length = brief.trim().length;
  if (length <= PROJECT_BRIEF_MAX) return undefined;
  const count = (value: number) => value.toLocaleString('en-IN');
  return `Keep the brief to ${count(PROJECT_BRIEF_MAX)} characters: ${count(length - PROJECT_BRIEF_MAX)} too many.`;
};

export type LectureIssues = { title?: string; video?: string };

export type CourseIssue = {
  tab: 'curriculum' | 'landing' | 'settings';
  /** The element to focus: a landing field name, or `lecture:<key>:<part>`. */
  focus: string;
  message: string;
};

export type CourseValidation = {
  landing: Partial<Record<LandingField, string>>;
  lectures: Record<string, LectureIssues>;
  /** Problems of the curriculum as a whole (no lecture, no free preview). */
  curriculum: string | null;
  /** Everything still needed, in reading order, for the checklist beside Submit. */
  issues: CourseIssue[];
};

/** SPEC §5: every landing field non-empty, every lecture with title, videoUrl and public_id, one free preview. */
export function validateCourse(form: CourseForm): CourseValidation {
  const landing: CourseValidation['landing'] = {};
  const issues: CourseIssue[] = [];

  form.curriculum.forEach((lecture, index) => {
    const name = `Lecture ${index + 1}`;
    if (!lecture.title.trim())
      issues.push({
        tab: 'curriculum',
        focus: `lecture:${lecture.key}:title`,
        message: `${name} needs a title.`,
      });
    if (!lecture.videoUrl || !lecture.public_id) {
      issues.push({
        tab: 'curriculum',
        focus: `lecture:${lecture.key}:video`,
        message: `${name} needs a video.`,
      });
    }
  });
  const lectures: Record<string, LectureIssues> = {};
  for (const lecture of form.curriculum) {
    const entry: LectureIssues = {};
    if (!lecture.title.trim()) entry.title = 'Give this lecture a title.';
    if (!lecture.videoUrl) entry.video = 'Upload a video for this lecture.';
    else if (!lecture.public_id) entry.video = 'This video has no media id: upload it again.';
    if (entry.title || entry.video) lectures[lecture.key] = entry;
  }
  let curriculum: string | null = null;
  if (form.curriculum.length === 0) curriculum = 'Add at least one lecture.';
  else if (!form.curriculum.some((lecture) => lecture.freePreview)) {
    curriculum = 'Turn on Free Preview for at least one lecture, so visitors can try the course.';
  }
  if (curriculum) issues.push({ tab: 'curriculum', focus: 'curriculum', message: curriculum });

  const portfolio = form.instructor.portfolioUrl.trim();
  if (portfolio && !isWebAddress(portfolio)) {
    issues.push({
      tab: 'landing',
      focus: 'instructorPortfolioUrl',
      message: `Portfolio link: ${PORTFOLIO_MESSAGE}`,
    });
  }

  for (const field of LANDING_FIELDS) {
    const value = form.landing[field];
    let message: string | undefined;
    if (!value.trim()) message = EMPTY_MESSAGES[field];
    else if (field === 'price' || field === 'fakePrice') {
      const parsed = field === 'price' ? parsePrice(value) : parseRupees(value, 'original price');
      if ('error' in parsed) message = parsed.error;
    }
    if (message) {
      landing[field] = message;
      issues.push({ tab: 'landing', focus: field, message: `${LANDING_LABELS[field]}: ${message}` });
    }
  }
  // The project section comes last on the landing tab.
  const brief = briefProblem(form.project.brief);
  if (brief) issues.push({ tab: 'landing', focus: 'projectBrief', message: `Project brief: ${brief}` });
  return { landing, lectures, curriculum, issues };
}

/** SPEC §5: Add Lecture needs every lecture to have a non-blank title and a video, and no upload running. */
export const canAddLecture = (curriculum: LectureRow[], uploading: boolean) =>
  !uploading && curriculum.every((lecture) => lecture.title.trim() !== '' && lecture.videoUrl !== '');
