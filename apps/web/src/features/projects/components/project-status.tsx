import type { ProjectStatus } from '@academy/shared/project-rules';
import { CircleAlert, CircleCheck, Clock, type LucideIcon } from 'lucide-react';
import { type MessageId, useT } from '@/lib/i18n';

/** Where a project stands, in words: Waiting for review, Needs work, Approved. */
export const STATUS_WORDS: Record<ProjectStatus, MessageId> = {
  submitted: 'project.status.submitted',
  'needs-work': 'project.status.needsWork',
  approved: 'project.status.approved',
};

const LOOK: Record<ProjectStatus, { icon: LucideIcon; tone: string }> = {
  submitted: { icon: Clock, tone: 'bg-sand text-ink-soft' },
  'needs-work': { icon: CircleAlert, tone: 'bg-accent-soft text-accent-strong' },
  approved: { icon: CircleCheck, tone: 'bg-success-soft text-success' },
};

/** Where a project stands, as a pill. */
export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const t = useT();
  const { icon: Icon, tone } = LOOK[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}
    >
      <Icon size={13} aria-hidden />
      {t(STATUS_WORDS[status])}
    </span>
  );
}
