import type { StudentProject } from '@academy/shared/projects';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSetProjectVisibility } from '../api/set-project-visibility';

/** What the switch's position means for this project now. */
const visibilityWords = (project: StudentProject) => {
  if (project.status !== 'approved') {
    return project.public ? 'project.visibility.later' : 'project.visibility.laterHidden';
  }
  return project.public ? 'project.visibility.shown' : 'project.visibility.hidden';
};

/**
 * The student's consent to show their project in the course's gallery and on its own page, which
 * they may take back or give at any time; it shows only once the academy approved the project.
 */
export function ProjectVisibility({ project }: { project: StudentProject }) {
  const t = useT();
  const id = useId();
  const visibility = useSetProjectVisibility(project.course.id);
  const toggle = () =>
    visibility.mutate(
      { id: project.id, shown: !project.public },
      { onError: (error) => notify.error(errorMessage(error)) },
    );
  const onShow = project.status === 'approved' && project.public;
  return (
    <div className="flex items-start gap-4">
      <button
        type="button"
        role="switch"
        aria-checked={project.public}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-words`}
        onClick={toggle}
        disabled={visibility.isPending}
        className={`relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
          project.public ? 'bg-success' : 'bg-line-strong'
        }`}
      >
        <span
          aria-hidden
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            project.public ? 'translate-x-6' : 'translate-x-1'
          }`}
        />
      </button>
      <div className="min-w-0">
        <p id={`${id}-label`} className="font-medium">
          {t('project.visibility.label')}
        </p>
        <p id={`${id}-words`} className="mt-0.5 text-sm text-ink-muted" aria-live="polite">
          {t(visibilityWords(project))}
        </p>
        {onShow && (
          <Link
            to={paths.project(project.id)}
            className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold underline decoration-line underline-offset-4 hover:decoration-ink"
          >
            {t('project.visibility.page')}
            <ArrowRight size={14} aria-hidden />
          </Link>
        )}
      </div>
    </div>
  );
}
