import type { ProjectPage } from '@academy/shared/projects';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { messageWith, useT } from '@/lib/i18n';
import { ProjectPicture } from './project-picture';

/** The pictures' column: the page's width on a phone, beside a 20rem column from 1024 px. */
const PICTURE_SIZES = '(min-width: 1152px) 46rem, (min-width: 1024px) calc(100vw - 26rem), 100vw';

/**
 * A shown project's own page (/projects/:id): its pictures large, one under another, and beside
 * them (below on a phone) who made it, for which course, and what they wrote about it.
 */
export function ProjectView({ project }: { project: ProjectPage }) {
  const t = useT();
  const count = project.images.length;
  const courseLink = (
    <Link
      to={paths.courseDetails(project.course.id)}
      translate="no"
      className="font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
    >
      {project.course.title}
    </Link>
  );
  return (
    <article className="container-page pb-20">
      <header className="max-w-3xl pt-10 pb-8 md:pt-14">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">
          {t('project.page.kind')}
        </p>
        <h1 translate="no" className="mt-2 text-3xl font-semibold [overflow-wrap:anywhere] sm:text-4xl">
          {project.title}
        </h1>
        <p className="mt-3 text-ink-soft">
          {messageWith(
            (name) => t('project.by', { name }),
            <span translate="no" className="font-semibold text-ink">
              {project.author.name}
            </span>,
          )}
        </p>
        <p className="mt-1 text-ink-soft">
          {messageWith((course) => t('project.page.course', { course }), courseLink)}
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="space-y-5">
          {project.images.map((image, index) => (
            <ProjectPicture
              key={image.url}
              image={image}
              alt={t('project.pictureAlt', { title: project.title, number: index + 1, count })}
              sizes={PICTURE_SIZES}
              eager={index === 0}
              className="h-auto w-full rounded-[var(--radius-card)] border border-line"
            />
          ))}
        </div>
        <aside className="min-w-0 lg:sticky lg:top-24">
          {project.description && (
            <>
              <h2 className="text-lg font-semibold">{t('project.page.about')}</h2>
              <p
                translate="no"
                className="mt-2 leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft"
              >
                {project.description}
              </p>
            </>
          )}
          <Link
            to={paths.courseDetails(project.course.id)}
            className={`btn-primary ${project.description ? 'mt-6' : ''}`}
          >
            {t('project.page.seeCourse')}
            <ArrowRight size={16} aria-hidden />
          </Link>
        </aside>
      </div>
    </article>
  );
}
