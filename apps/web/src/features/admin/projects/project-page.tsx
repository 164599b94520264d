import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import type { AdminProject } from '@academy/shared/projects';
import { ArrowLeft, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useAdminProject, useRemoveProject } from '../api/projects';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ProjectStatusBadge } from './project-status';
import { VersionCard } from './project-version';
import { TEXT } from './projects-text';
import { ReviewForm } from './review-form';

const link = 'underline decoration-line underline-offset-2 hover:decoration-ink';

/** Who handed it in, for which course, and whether it may be shown in the course's gallery. */
function ProjectAside({ project }: { project: AdminProject }) {
  const gallery =
    project.public && project.status === 'approved'
      ? TEXT.gallery.shown
      : project.public
        ? TEXT.gallery.willShow
        : TEXT.gallery.private;
  return (
    <div className="space-y-6">
      <Panel title={TEXT.student}>
        <p className="font-medium text-ink" translate="no">
          {project.student.name}
        </p>
        <a
          href={`mailto:${project.student.email}`}
          className={`text-sm [overflow-wrap:anywhere] text-ink-soft ${link}`}
        >
          {project.student.email}
        </a>
      </Panel>
      <Panel title={TEXT.courseHeading}>
        <Link
          to={paths.admin.editCourse(project.course.id)}
          title={TEXT.editCourse(project.course.title)}
          className={`font-medium [overflow-wrap:anywhere] text-ink ${link}`}
        >
          {project.course.title}
        </Link>
        <p className="mt-2 text-sm text-ink-muted">{TEXT.started(project.createdAt)}</p>
      </Panel>
      <Panel title={TEXT.gallery.heading}>
        <p className="text-sm text-ink-soft">{gallery}</p>
      </Panel>
    </div>
  );
}

function ProjectView({
  project,
  back,
  onReload,
  reloading,
}: {
  project: AdminProject;
  /** The queue as it was left. */
  back: string;
  onReload: () => Promise<unknown>;
  reloading: boolean;
}) {
  const navigate = useNavigate();
  const remove = useRemoveProject();
  const [removing, setRemoving] = useState(false);
  const [latest, ...earlier] = project.versions;
  const waiting = project.status === 'submitted' && latest?.feedback === null;

  const confirmRemove = () =>
    remove.mutate(project, {
      onSuccess: ({ message }) => {
        notify.success(message, TOAST_DEFAULT_MS);
        void navigate(back);
      },
    });

  return (
    <>
      <AdminPageHeader
        title={latest?.title || TEXT.untitled}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <ProjectStatusBadge status={project.status} />
            <span>{TEXT.byline(project)}</span>
          </span>
        }
        actions={
          <button
            type="button"
            className="btn border border-danger/40 bg-white text-danger hover:border-danger"
            onClick={() => {
              remove.reset();
              setRemoving(true);
            }}
          >
            <Trash2 size={16} aria-hidden />
            {TEXT.remove.button}
          </button>
        }
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          {latest && <VersionCard version={latest} waiting={waiting} />}
          {latest && waiting && (
            <ReviewForm
              project={project}
              version={latest.version}
              onReload={onReload}
              reloading={reloading}
            />
          )}
          {earlier.map((version) => (
            <VersionCard key={version.version} version={version} waiting={false} />
          ))}
        </div>
        <ProjectAside project={project} />
      </div>

      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={TEXT.remove.title}
        description={TEXT.remove.description(project)}
        confirmLabel={TEXT.remove.confirm}
        cancelLabel={TEXT.remove.keep}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error, TEXT.remove.failed) : null}
        onConfirm={confirmRemove}
      />
    </>
  );
}

/** /admin/projects/{id}: one project, every version of it, the review form while it waits, and Remove. */
export function ProjectPage() {
  const { projectId = '' } = useParams();
  const location = useLocation();
  const project = useAdminProject(projectId);
  // Back to the queue as it was left: the same tab, course and page.
  const listSearch = (location.state as { search?: unknown } | null)?.search;
  const back =
    typeof listSearch === 'string' && listSearch
      ? `${paths.admin.projects}?${listSearch}`
      : paths.admin.projects;

  return (
    <>
      <Link to={back} className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft">
        <ArrowLeft size={16} aria-hidden />
        {TEXT.back}
      </Link>
      <Loaded query={project} loading={TEXT.loadingOne} failed={TEXT.loadOneFailed}>
        {(data) => (
          <ProjectView project={data} back={back} onReload={project.refetch} reloading={project.isFetching} />
        )}
      </Loaded>
    </>
  );
}
