import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { ArrowUpRight } from 'lucide-react';
import { useT } from '@/lib/i18n';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');

/** Who teaches the course (issue 28): their photo or initials, their line, and their work. */
export function InstructorCard({ course }: { course: CourseDetail }) {
  const name = course.instructorName;
  const t = useT();
  if (!name) return null;
  return (
    <section aria-labelledby="instructor-heading" className="mt-12">
      <h2 id="instructor-heading" className="text-2xl font-semibold">
        {t('course.instructor')}
      </h2>
      <div className="mt-5 flex gap-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card">
        {course.instructorPhoto ? (
          <img
            src={course.instructorPhoto}
            alt={name}
            width={96}
            height={96}
            loading="lazy"
            decoding="async"
            className="size-20 shrink-0 rounded-full object-cover sm:size-24"
          />
        ) : (
          <span
            aria-hidden
            translate="no"
            className="flex size-20 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-2xl font-semibold text-accent-strong sm:size-24"
          >
            {initialsOf(name)}
          </span>
        )}
        <div className="min-w-0 self-center">
          <div translate="no">
            <p className="font-display text-lg font-semibold">{name}</p>
            {course.instructorHeadline && <p className="mt-1 text-ink-soft">{course.instructorHeadline}</p>}
          </div>
          {course.instructorPortfolioUrl && (
            <a
              href={course.instructorPortfolioUrl}
              target="_blank"
              rel="noopener noreferrer nofollow"
              className="mt-3 inline-flex items-center gap-1 font-semibold text-accent-strong hover:underline"
            >
              {t('course.instructorWork', { name })}
              <ArrowUpRight size={16} aria-hidden />
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          )}
        </div>
      </div>
    </section>
  );
}
