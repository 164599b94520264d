import { ACADEMY } from '@academy/shared/academy';
import { type AdminJob, JOB_STATES, type JobCounts, type JobState } from '@academy/shared/admin-jobs';
import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { pageCount } from '@academy/shared/paging';
import { CircleCheck, Hourglass, LoaderCircle, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useAdminJobs, useJobAction } from '../api/jobs';
import { AdminPageHeader } from '../components/admin-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { Tabs } from '../components/tabs';
import { readPage } from '../lib/table-search';
import { kindLabel } from './job-kind-labels';

/* Every text of the Jobs page, in one place for the translations to come. */
const TEXT = {
  title: 'Jobs',
  description:
    'The work the store does in the background: emails, receipts, refunds, videos. A job that fails is tried again later, a few times; when its tries run out it waits here for you.',
  tabs: 'Jobs by state',
  states: { failed: 'Failed', queued: 'Waiting', running: 'Running' } satisfies Record<JobState, string>,
  caption: {
    failed: 'Failed jobs, the latest failure first',
    queued: 'Waiting jobs, the next one due first',
    running: 'Running jobs',
  } satisfies Record<JobState, string>,
  empty: {
    failed: {
      title: 'No failed jobs',
      body: 'Everything the store tried has worked, or is still being tried again.',
    },
    queued: { title: 'No jobs waiting', body: 'Nothing is due: new work is picked up as it comes.' },
    running: { title: 'No jobs running', body: 'No worker is busy with a job just now.' },
  } satisfies Record<JobState, { title: string; body: string }>,
  columns: { job: 'Job', attempts: 'Tries', error: 'Last error', when: 'When', actions: 'Actions' },
  attempts: (job: AdminJob) => `${job.attempts} of ${job.maxAttempts}`,
  when: {
    failed: 'Failed',
    queued: 'Due',
    running: 'Lease ends',
    created: 'Queued',
  },
  retry: 'Retry',
  discard: 'Discard',
  discardTitle: 'Discard this job?',
  discardBody: (job: AdminJob) =>
    `“${kindLabel(job.kind)}” is removed from the queue and will not run. This cannot be undone; what it was for (an email, a receipt) does not happen unless it is asked for again.`,
  discardConfirm: 'Discard job',
  keep: 'Keep it',
  failedAction: 'The job could not be changed.',
  pages: 'Job pages',
  loading: 'Loading jobs',
  loadFailed: 'The jobs could not be loaded',
  noError: '—',
};

const at = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});
const formatAt = (iso: string) => at.format(new Date(iso));

const isJobState = (value: string | null): value is JobState =>
  (JOB_STATES as readonly (string | null)[]).includes(value);

/** What the job is about, linked where the admin area has a page for it. */
function JobReference({ references }: { references: AdminJob['references'] }) {
  const { orderId, messageId } = references;
  const link = 'font-mono text-xs text-ink-soft underline decoration-line underline-offset-2 hover:text-ink';
  if (orderId) {
    return (
      <Link to={paths.admin.order(orderId)} className={link}>
        Order {orderId.slice(0, 8)}
      </Link>
    );
  }
  if (messageId) {
    return (
      <Link to={paths.admin.outboxMessage(messageId)} className={link}>
        Email {messageId.slice(0, 8)}
      </Link>
    );
  }
  const [first] = Object.entries(references);
  return first ? (
    <span className="font-mono text-xs text-ink-muted">
      {first[0]} {first[1].slice(0, 12)}
    </span>
  ) : null;
}

function JobTimes({ job }: { job: AdminJob }) {
  const main =
    job.state === 'failed' && job.failedAt
      ? `${TEXT.when.failed} ${formatAt(job.failedAt)}`
      : job.state === 'running' && job.lockedUntil
        ? `${TEXT.when.running} ${formatAt(job.lockedUntil)}`
        : `${TEXT.when.queued} ${formatAt(job.runAt)}`;
  return (
    <span className="whitespace-nowrap">
      {main}
      <span className="block text-xs text-ink-muted">
        {TEXT.when.created} {formatAt(job.createdAt)}
      </span>
    </span>
  );
}

function JobActions({ job, onDiscard }: { job: AdminJob; onDiscard: (job: AdminJob) => void }) {
  const retry = useJobAction('retry');
  if (job.state === 'running') return null;
  return (
    <span className="inline-flex flex-wrap justify-end gap-2 md:flex-nowrap">
      {job.state === 'failed' && (
        <button
          type="button"
          className="btn-outline"
          disabled={retry.isPending}
          aria-busy={retry.isPending}
          aria-label={`${TEXT.retry}: ${kindLabel(job.kind)} (job ${job.id})`}
          onClick={() =>
            retry.mutate(job.id, {
              onSuccess: ({ message }) => notify.success(message, TOAST_DEFAULT_MS),
              onError: (error) => notify.error(errorMessage(error, TEXT.failedAction), TOAST_DEFAULT_MS),
            })
          }
        >
          {retry.isPending ? (
            <LoaderCircle size={16} className="animate-spin" aria-hidden />
          ) : (
            <RotateCcw size={16} aria-hidden />
          )}
          {TEXT.retry}
        </button>
      )}
      <button
        type="button"
        className="btn border border-danger/40 bg-white text-danger hover:border-danger"
        aria-label={`${TEXT.discard}: ${kindLabel(job.kind)} (job ${job.id})`}
        onClick={() => onDiscard(job)}
      >
        <Trash2 size={16} aria-hidden />
        {TEXT.discard}
      </button>
    </span>
  );
}

const EMPTY_ICONS = { failed: CircleCheck, queued: Hourglass, running: Hourglass } as const;

/** /admin/jobs (issue 26): the background queue by state, with Retry and Discard. */
export function JobsPage() {
  // The tab and the page live in the URL, so Back and a reload return to them.
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const state: JobState = isJobState(stateParam) ? stateParam : 'failed';
  const page = readPage(params);
  const jobs = useAdminJobs(state, page);
  const discard = useJobAction('discard');
  const [discarding, setDiscarding] = useState<AdminJob | null>(null);

  const show = (next: JobState, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next !== 'failed') search.set('state', next);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const counts: JobCounts | undefined = jobs.data?.counts;
  const tabs = JOB_STATES.map((value) => ({
    value,
    label: counts ? `${TEXT.states[value]} · ${counts[value].toLocaleString('en-IN')}` : TEXT.states[value],
  }));

  const confirmDiscard = () => {
    if (!discarding) return;
    discard.mutate(discarding.id, {
      onSuccess: ({ message }) => {
        setDiscarding(null);
        notify.success(message, TOAST_DEFAULT_MS);
      },
    });
  };

  let body;
  if (jobs.isPending) body = <PageSpinner label={TEXT.loading} />;
  else if (jobs.isError) body = <QueryError query={jobs} title={TEXT.loadFailed} />;
  else {
    const { jobs: rows, pagination } = jobs.data;
    const pages = pageCount(pagination);
    const empty = TEXT.empty[state];
    body =
      rows.length === 0 ? (
        <EmptyState icon={EMPTY_ICONS[state]} title={empty.title}>
          <p>{empty.body}</p>
        </EmptyState>
      ) : (
        <>
          <DataTable<AdminJob>
            caption={TEXT.caption[state]}
            dimmed={jobs.isPlaceholderData}
            rows={rows}
            rowKey={(job) => String(job.id)}
            columns={[
              {
                header: TEXT.columns.job,
                primary: true,
                className: 'md:min-w-[13rem]',
                cell: (job) => (
                  <span className="flex flex-col gap-0.5">
                    <span>{kindLabel(job.kind)}</span>
                    <span className="flex flex-wrap items-center gap-x-2 text-xs font-normal text-ink-muted">
                      <span className="font-mono">
                        #{job.id} · {job.kind}
                      </span>
                      <JobReference references={job.references} />
                    </span>
                  </span>
                ),
              },
              {
                header: TEXT.columns.attempts,
                numeric: true,
                cell: (job) => <span className="whitespace-nowrap">{TEXT.attempts(job)}</span>,
              },
              {
                header: TEXT.columns.error,
                className: 'md:min-w-[12rem] md:max-w-sm',
                cell: (job) =>
                  job.lastError ? (
                    <span className="[overflow-wrap:anywhere] text-danger">{job.lastError}</span>
                  ) : (
                    TEXT.noError
                  ),
              },
              { header: TEXT.columns.when, cell: (job) => <JobTimes job={job} /> },
              ...(state === 'running'
                ? []
                : [
                    {
                      header: TEXT.columns.actions,
                      actions: true,
                      cell: (job: AdminJob) => <JobActions job={job} onDiscard={setDiscarding} />,
                    },
                  ]),
            ]}
          />
          <Pager label={TEXT.pages} page={pagination.page} pages={pages} onPage={(next) => show(state, next)}>
            Page {pagination.page} of {pages}
          </Pager>
        </>
      );
  }

  return (
    <>
      <AdminPageHeader title={TEXT.title} description={TEXT.description} />
      <Tabs label={TEXT.tabs} items={tabs} value={state} onValueChange={(next) => show(next)}>
        {body}
      </Tabs>
      <ConfirmDialog
        open={discarding !== null}
        onOpenChange={(open) => {
          if (open) return;
          setDiscarding(null);
          discard.reset();
        }}
        title={TEXT.discardTitle}
        description={discarding ? TEXT.discardBody(discarding) : ''}
        confirmLabel={TEXT.discardConfirm}
        cancelLabel={TEXT.keep}
        pending={discard.isPending}
        error={discard.isError ? errorMessage(discard.error, TEXT.failedAction) : null}
        onConfirm={confirmDiscard}
      />
    </>
  );
}
