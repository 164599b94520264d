import type { CourseDetail } from '@academy/shared/catalogue-courses';
import type { ReactNode } from 'react';
import { CoverImage } from '@/components/catalogue/cover-image';
import { messageWith, useT } from '@/lib/i18n';

/** The top of a course's page: what it is and who teaches it, its banner, and `children` (the buying). */
export function CourseHero({ course, children }: { course: CourseDetail; children: ReactNode }) {
  const t = useT();
  return (
    <section className="bg-ink text-paper">
      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[1.15fr_0.85fr] lg:items-center">
        <div className="min-w-0">
          <p translate="no" className="text-xs font-semibold tracking-[0.2em] text-accent-bright uppercase">
            {course.category}
          </p>
          <h1 translate="no" className="mt-3 text-3xl leading-tight font-semibold sm:text-4xl lg:text-5xl">
            {course.title}
          </h1>
          <p translate="no" className="mt-4 max-w-2xl text-lg text-paper/80">
            {course.welcomeMessage}
          </p>
          <p className="mt-5 text-sm text-paper/70">
            {messageWith(
              (name) => t('course.by', { name }),
              <span translate="no" className="font-semibold text-paper">
                {course.instructorName}
              </span>,
            )}
          </p>
          {children}
        </div>
        <CoverImage
          src={course.image}
          alt={t('course.bannerAlt', { title: course.title })}
          width={1280}
          height={720}
          eager
          className="w-full rounded-[var(--radius-card)] ring-1 ring-paper/15"
        />
      </div>
    </section>
  );
}
