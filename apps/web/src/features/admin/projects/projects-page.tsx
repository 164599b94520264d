import { pageCount } from '@academy/shared/paging';
import { PROJECT_STATUSES } from '@academy/shared/project-rules';
import type { AdminProjectRow } from '@academy/shared/projects';
import { CircleCheck, FolderOpen, ImageOff, type LucideIcon, SearchX, X } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { type ProjectFilters, useAdminProjects } from '../api/projects';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { Tabs } from '../components/tabs';
import { readPage, withPage } from '../lib/table-search';
import { CourseFilter } from './course-filter';
import { ProjectStatusBadge } from './project-status';
import { formatDay, STATUS_TABS, type StatusTab, TEXT } from './projects-text';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where the queue stands: its tab, its course (none for all) and its page. */
type QueueView = { tab: StatusTab; courseId: string | undefined; page: number };

/**
 * The queue from its URL: with no status named, the projects waiting for review (the queue's
 * work); `all` for every status. Anything unknown or malformed reads as its default.
 */
function readView(params: URLSearchParams): QueueView {
  const courseId = params.get('courseId') ?? '';
  return {
    tab: STATUS_TABS.find((tab) => tab === params.get('status')) ?? 'submitted',
    courseId: UUID.test(courseId) ? courseId : undefined,
    page: readPage(params),
  };
}

/** The URL of the queue: each part left out when it is the default, page 1 too. */
function viewParams({ tab, courseId, page }: QueueView): URLSearchParams {
  const next = new URLSearchParams();
  if (tab !== 'submitted') next.set('status', tab);
  if (courseId) next.set('courseId', courseId);
  return withPage(next, page);
}

const filtersOf = ({ tab, courseId, page }: QueueView): ProjectFilters => ({
  page,
  status: PROJECT_STATUSES.find((status) => status === tab),
  courseId,
});

const link = 'underline decoration-line underline-offset-2 hover:decoration-ink';

/** The latest version's cover, small, or a blank tile for a project without pictures. */
function Cover({ project }: { project: AdminProjectRow }) {
  const frame = 'h-12 w-16 shrink-0 rounded-lg bg-sand';
  if (!project.cover) {
    return (
      <span className={`${frame} flex items-center justify-center text-ink-muted`}>
        <ImageOff size={18} aria-hidden />
      </span>
    );
  }
  return (
    <img
      src={project.cover.url}
      srcSet={project.cover.srcset}
      sizes="4rem"
      alt=""
      width={project.cover.width}
      height={project.cover.height}
      loading="lazy"
      decoding="async"
      className={`${frame} object-cover`}
    />
  );
}

function ProjectsTable({
  tab,
  rows,
  dimmed,
  listSearch,
}: {
  tab: StatusTab;
  rows: AdminProjectRow[];
  dimmed: boolean;
  listSearch: string;
}) {
  return (
    <DataTable<AdminProjectRow>
      caption={TEXT.caption[tab]}
      dimmed={dimmed}
      rows={rows}
      rowKey={(project) => project.id}
      columns={[
        {
          header: TEXT.columns.project,
          primary: true,
          className: 'md:min-w-[16rem]',
          cell: (project) => (
            <span className="flex items-center gap-3">
              <Cover project={project} />
              <span className="min-w-0">
                <Link
                  to={paths.admin.project(project.id)}
                  state={{ search: listSearch }}
                  className={`font-semibold [overflow-wrap:anywhere] text-ink ${link}`}
                >
                  {project.title || TEXT.untitled}
                </Link>
                <span className="block text-xs font-normal text-ink-muted">
                  {TEXT.pictures(project.imageCount)}
                </span>
              </span>
            </span>
          ),
        },
        {
          header: TEXT.columns.student,
          cell: (project) => (
            <span className="block min-w-0">
              <span className="block font-medium text-ink" translate="no">
                {project.student.name}
              </span>
              <span className="block text-xs break-words text-ink-muted">{project.student.email}</span>
            </span>
          ),
        },
        {
          header: TEXT.columns.course,
          className: 'md:max-w-[14rem]',
          cell: (project) => <span className="[overflow-wrap:anywhere]">{project.course.title}</span>,
        },
        { header: TEXT.columns.version, numeric: true, cell: (project) => project.version },
        {
          header: TEXT.columns.submitted,
          cell: (project) => (
            <time dateTime={project.submittedAt} className="whitespace-nowrap">
              {formatDay(project.submittedAt)}
            </time>
          ),
        },
        { header: TEXT.columns.status, cell: (project) => <ProjectStatusBadge status={project.status} /> },
      ]}
    />
  );
}

/** Nothing waiting is work done; the other tabs are simply empty. */
const EMPTY_ICONS: Record<StatusTab, LucideIcon> = {
  submitted: CircleCheck,
  'needs-work': FolderOpen,
  approved: FolderOpen,
  all: FolderOpen,
};

/**
 * /admin/projects (issue 30): the students' projects by status, waiting for review first, of one
 * course or all; each opens on its own page to be answered.
 */
export function ProjectsPage() {
  // The filters and the page live in the URL, so Back and a reload return to them.
  const [params, setParams] = useSearchParams();
  const view = readView(params);
  const list = useAdminProjects(filtersOf(view));

  const show = (change: Partial<QueueView>) => {
    const next = viewParams({ ...view, page: 1, ...change });
    if (next.toString() !== params.toString()) setParams(next);
  };

  let body;
  if (list.isPending) body = <PageSpinner label={TEXT.loading} />;
  else if (list.isError) body = <QueryError query={list} title={TEXT.loadFailed} />;
  else {
    const { data: rows, pagination } = list.data;
    const pages = pageCount(pagination);
    if (rows.length === 0 && pagination.total > 0) {
      body = (
        <EmptyState icon={SearchX} title={TEXT.pastEnd.title(view.page)}>
          <p>{TEXT.pastEnd.body(pagination.total, pages)}</p>
          <Link to={{ search: viewParams({ ...view, page: pages }).toString() }} className="btn-outline mt-5">
            {TEXT.pastEnd.goTo(pages)}
          </Link>
        </EmptyState>
      );
    } else if (rows.length === 0 && view.courseId) {
      body = (
        <EmptyState icon={SearchX} title={TEXT.filtered.title}>
          <p>{TEXT.filtered.body}</p>
          <button type="button" className="btn-outline mt-5" onClick={() => show({ courseId: undefined })}>
            <X size={16} aria-hidden />
            {TEXT.course.clearFilter}
          </button>
        </EmptyState>
      );
    } else if (rows.length === 0) {
      const empty = TEXT.empty[view.tab];
      body = (
        <EmptyState icon={EMPTY_ICONS[view.tab]} title={empty.title}>
          <p>{empty.body}</p>
        </EmptyState>
      );
    } else {
      body = (
        <>
          <p className="mb-3 text-sm text-ink-muted">{TEXT.total(pagination.total)}</p>
          <ProjectsTable
            tab={view.tab}
            rows={rows}
            dimmed={list.isPlaceholderData}
            listSearch={params.toString()}
          />
          <Pager
            label={TEXT.pages}
            page={pagination.page}
            pages={pages}
            steps={TEXT.steps}
            onPage={(page) => show({ page })}
          >
            {TEXT.pageOf(pagination.page, pages, pagination.total)}
          </Pager>
        </>
      );
    }
  }

  return (
    <>
      <AdminPageHeader title={TEXT.title} description={TEXT.description} />
      <section
        aria-label={TEXT.filters}
        className="mb-5 rounded-[var(--radius-card)] border border-line bg-white p-4"
      >
        <div className="max-w-md">
          <CourseFilter courseId={view.courseId} onChange={(courseId) => show({ courseId })} />
        </div>
      </section>
      <Tabs
        label={TEXT.tabs}
        items={STATUS_TABS.map((value) => ({ value, label: TEXT.tab[value] }))}
        value={view.tab}
        onValueChange={(tab) => show({ tab })}
      >
        {body}
      </Tabs>
    </>
  );
}
