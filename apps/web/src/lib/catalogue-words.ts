import type { CourseLanguage, CourseLevel } from '@academy/shared/catalogue';
import type { MessageId, Translate } from './i18n';

/* A course's level and teaching language are SPEC's fixed lists, so the interface names them in
   the page's language; its category is typed by an admin, and stays as they wrote it. */

const LEVELS: Record<CourseLevel, MessageId> = {
  Beginner: 'course.level.beginner',
  Intermediate: 'course.level.intermediate',
  Advance: 'course.level.advance',
};

const TEACHING_LANGUAGES: Record<CourseLanguage, MessageId> = {
  English: 'course.language.english',
  Hindi: 'course.language.hindi',
  Marathi: 'course.language.marathi',
};

/** The words of a level or a teaching language of SPEC's lists (the course list's filters). */
export const levelWord = (level: CourseLevel): MessageId => LEVELS[level];
export const teachingLanguageWord = (language: CourseLanguage): MessageId => TEACHING_LANGUAGES[language];

const named = <T extends string>(names: Record<T, MessageId>, t: Translate, value: string) =>
  Object.hasOwn(names, value) ? t(names[value as T]) : value;

/** 'Beginner', 'शुरुआती', 'नवशिक्या'; a value outside the list as it came. */
export const levelName = (t: Translate, level: string) => named(LEVELS, t, level);

/** 'Hindi', 'हिन्दी', 'हिंदी'; a value outside the list as it came. */
export const teachingLanguageName = (t: Translate, language: string) =>
  named(TEACHING_LANGUAGES, t, language);
