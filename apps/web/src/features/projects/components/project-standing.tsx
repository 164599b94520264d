import type { ProjectStatus } from '@academy/shared/project-rules';
import type { StudentProject } from '@academy/shared/projects';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/lib/i18n';
import { DeleteProject } from './delete-project';
import { ProjectStatusBadge } from './project-status';
import { ProjectVisibility } from './project-visibility';

const STANDING: Record<ProjectStatus, MessageId> = {
  submitted: 'project.standing.submitted',
  'needs-work': 'project.standing.needsWork',
  approved: 'project.standing.approved',
};

/**
 * Where the student's project stands and what they may do about it: send a newer version while
 * it waits, show or hide it, delete it. An approved project of a course whose certificate waited
 * for it sends them back to the player for the certificate.
 */
export function ProjectStanding({
  project,
  required,
  onSendNewer,
}: {
  project: StudentProject;
  /** The course's certificate waits for an approved project. */
  required: boolean;
  /** Opens the form for a newer version; absent when none may be sent now. */
  onSendNewer?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <section
      aria-labelledby="project-standing-heading"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="project-standing-heading" className="text-xl font-semibold">
          {t('project.standing.title')}
        </h2>
        <ProjectStatusBadge status={project.status} />
      </div>
      <p className="mt-2 text-ink-soft">{t(STANDING[project.status])}</p>
      {project.status === 'approved' && required && (
        <Link to={paths.courseProgress(project.course.id)} className="btn-accent mt-4">
          {t('project.standing.toCertificate')}
          <ArrowRight size={16} aria-hidden />
        </Link>
      )}
      {onSendNewer && (
        <button type="button" className="btn-outline mt-4" onClick={onSendNewer}>
          {t('project.standing.sendNewer')}
        </button>
      )}
      <div className="mt-5 border-t border-line pt-5">
        <ProjectVisibility project={project} />
      </div>
      <div className="mt-5 border-t border-line pt-5">
        <DeleteProject project={project} />
      </div>
    </section>
  );
}
