import type { ProjectStatus } from '@academy/shared/project-rules';
import { TEXT } from './projects-text';

const TONES: Record<ProjectStatus, string> = {
  submitted: 'bg-accent-soft text-accent-strong',
  'needs-work': 'bg-plum/10 text-plum',
  approved: 'bg-success/10 text-success',
};

/**
 * Where a project stands, as a pill. Its tint is laid over white wherever it stands: over the
 * page's paper the green text would fall below 4.5:1 contrast.
 */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span className="inline-block rounded-full bg-white">
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[status]}`}
      >
        {TEXT.status[status]}
      </span>
    </span>
  );
}
