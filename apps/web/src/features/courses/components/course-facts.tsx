import { CAPTION_LANGUAGES } from '@academy/shared/captions';
import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { STUDENT_COUNT_THRESHOLD } from '@academy/shared/limits';
import {
  Award,
  BookOpen,
  Captions,
  CheckCircle2,
  Gauge,
  Infinity as InfinityIcon,
  Languages,
  MonitorSmartphone,
  PlayCircle,
  Users,
} from 'lucide-react';

const features: { icon: typeof Award; title: string; wide?: boolean }[] = [
  { icon: InfinityIcon, title: 'Lifetime access' },
  { icon: MonitorSmartphone, title: 'Phone, tablet and laptop' },
  { icon: Award, title: 'Certificate of completion' },
  { icon: PlayCircle, title: 'Free preview episodes' },
];

const studentCount = new Intl.NumberFormat('en-IN');

/**
 * The strip under a course's banner: lectures, level, language and students, counted from
 * STUDENT_COUNT_THRESHOLD (below it, true and inviting: the buyer is among the first).
 */
export function CourseStats({ course }: { course: CourseDetail }) {
  const stats = [
    { icon: BookOpen, label: 'Lectures', value: String(course.curriculum.length) },
    { icon: Gauge, label: 'Level', value: course.level },
    { icon: Languages, label: 'Language', value: course.primaryLanguage },
    {
      icon: Users,
      label: 'Students',
      value:
        course.students >= STUDENT_COUNT_THRESHOLD
          ? studentCount.format(course.students)
          : `Be among the first ${STUDENT_COUNT_THRESHOLD}`,
    },
  ];
  return (
    <dl className="-mt-px grid grid-cols-2 gap-px overflow-hidden rounded-b-[var(--radius-card)] border border-t-0 border-line bg-line sm:grid-cols-4">
      {stats.map(({ icon: Icon, label, value }) => (
        <div key={label} className="relative bg-white py-4 pr-5 pl-[3.625rem]">
          <dt className="text-xs text-ink-muted">
            <Icon className="absolute top-1/2 left-5 -translate-y-1/2 text-accent" size={22} aria-hidden />
            {label}
          </dt>
          <dd className="font-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A course's objectives, which its author writes as one comma-separated text. */
export function WhatYouWillLearn({ objectives }: { objectives: string }) {
  const listed = objectives
    .split(',')
    .map((objective) => objective.trim())
    .filter(Boolean);
  return (
    <section aria-labelledby="learn-heading" className="rounded-[var(--radius-card)] bg-sand p-6">
      <h2 id="learn-heading" className="text-xl font-semibold">
        What You Will Learn?
      </h2>
      <ul className="mt-4 space-y-3">
        {listed.map((objective) => (
          <li key={objective} className="flex gap-3">
            <CheckCircle2 className="mt-0.5 shrink-0 text-success" size={18} aria-hidden />
            <span>{objective}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "English and Hindi", "English, Hindi and Marathi". */
const listOf = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : (names[0] ?? '');

/**
 * The languages any of a course's lectures has captions in (issue 28), in the store's order: a
 * buyer who reads Hindi better than they hear English looks for this before buying.
 */
export function captionLanguagesOf(course: Pick<CourseDetail, 'curriculum'>): string[] {
  const offered = new Set(
    course.curriculum.flatMap((lecture) => lecture.captions.map((track) => track.language)),
  );
  return CAPTION_LANGUAGES.filter(({ code }) => offered.has(code)).map(({ name }) => name);
}

/** What every course comes with, and the languages of its captions when it has some. */
export function CourseFeatures({ course }: { course: Pick<CourseDetail, 'curriculum'> }) {
  const captions = captionLanguagesOf(course);
  const items =
    captions.length > 0
      ? [...features, { icon: Captions, title: `Captions in ${listOf(captions)}` }]
      : features;
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3" aria-label="Course features">
      {items.map(({ icon: Icon, title, wide }) => (
        <li
          key={title}
          className={`flex items-center gap-2 rounded-xl border border-line bg-white p-3 text-sm ${wide ? 'col-span-2' : ''}`}
        >
          <Icon className="shrink-0 text-plum" size={18} aria-hidden />
          {title}
        </li>
      ))}
    </ul>
  );
}
