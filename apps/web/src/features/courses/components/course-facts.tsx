import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { STUDENT_COUNT_THRESHOLD } from '@academy/shared/limits';
import {
  Award,
  BookOpen,
  CheckCircle2,
  Gauge,
  Infinity as InfinityIcon,
  Languages,
  MonitorSmartphone,
  PlayCircle,
  Users,
} from 'lucide-react';

const features = [
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

/** What every course comes with. */
export function CourseFeatures() {
  return (
    <ul className="mt-6 grid grid-cols-2 gap-3" aria-label="Course features">
      {features.map(({ icon: Icon, title }) => (
        <li
          key={title}
          className="flex items-center gap-2 rounded-xl border border-line bg-white p-3 text-sm"
        >
          <Icon className="shrink-0 text-plum" size={18} aria-hidden />
          {title}
        </li>
      ))}
    </ul>
  );
}
