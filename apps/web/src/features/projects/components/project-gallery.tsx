import { LoaderCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { useCourseProjects } from '../api/get-course-projects';
import { ProjectCard } from './project-card';

/**
 * A course's "Student projects": the approved projects their students agreed to show, newest
 * first, twelve at a time with "Show more". Nothing at all while it loads or when there are none;
 * a failed load hides it too, as the page is whole without it.
 */
export function ProjectGallery({ courseId }: { courseId: string }) {
  const t = useT();
  const gallery = useCourseProjects(courseId);
  const projects = gallery.data?.pages.flatMap((page) => page.data) ?? [];
  if (projects.length === 0) return null;
  const total = gallery.data?.pages[0]?.pagination.total ?? projects.length;
  return (
    <section aria-labelledby="student-projects-heading" className="mt-16">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="student-projects-heading" className="text-2xl font-semibold">
          {t('project.gallery.title')}
        </h2>
        <p className="text-sm text-ink-muted">{t('project.gallery.count', { count: total })}</p>
      </div>
      <p className="mt-1 text-ink-soft">{t('project.gallery.intro')}</p>
      <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      {gallery.hasNextPage && (
        <button
          type="button"
          className="btn-outline mt-6"
          onClick={() => void gallery.fetchNextPage()}
          disabled={gallery.isFetchingNextPage}
          aria-busy={gallery.isFetchingNextPage}
        >
          {gallery.isFetchingNextPage && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {t('project.gallery.more')}
        </button>
      )}
    </section>
  );
}
