import { ACADEMY } from '@academy/shared/academy';
import { AUDIT_ACTIONS, type AuditAction, type AuditEvent } from '@academy/shared/admin-audit';
import { pageCount } from '@academy/shared/paging';
import { ScrollText } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { useAuditPage } from '../api/audit';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';

const happenedAt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});

/** The page's texts, kept together for translation. */
const TEXTS = {
  title: 'Audit log',
  description:
    'Who refunded, granted, disabled, deleted or repriced what, and when: every admin action that changes money, access, roles or content, newest first.',
  filterLabel: 'Action',
  allActions: 'All actions',
  commandLine: 'Command line',
  caption: 'Admin actions, newest first',
  loading: 'Loading the audit log',
  failed: 'The audit log could not be loaded',
  emptyTitle: 'Nothing recorded yet',
  emptyText:
    'Refunds, grants, price changes, deletions and disabled accounts appear here as admins make them.',
  pages: 'Audit log pages',
  columns: { when: 'When', who: 'Who', action: 'Action', target: 'What', details: 'Details' },
  actions: {
    'order.refund': 'Refunded an order',
    'access.grant': 'Granted access',
    'access.revoke': 'Removed access',
    'user.role': 'Changed a role',
    'user.disable': 'Disabled an account',
    'user.enable': 'Enabled an account',
    'user.delete': 'Deleted an account',
    'coupon.create': 'Created a coupon',
    'coupon.update': 'Changed a coupon',
    'coupon.delete': 'Deleted a coupon',
    'course.price': 'Changed a course price',
    'course.delete': 'Deleted a course',
    'asset.price': 'Changed an asset price',
    'asset.delete': 'Deleted an asset',
    'bundle.create': 'Made a bundle',
    'bundle.update': 'Changed a bundle',
    'bundle.delete': 'Deleted a bundle',
    'lecture.delete': 'Deleted a lecture',
    'media.delete': 'Deleted a media file',
    'review.hide': 'Hid a review',
    'review.show': 'Showed a review again',
    'review.delete': 'Deleted a review',
    'project.review': 'Reviewed a student project',
    'project.delete': 'Removed a student project',
  } satisfies Record<AuditAction, string>,
  targets: {
    order: 'Order',
    user: 'Account',
    coupon: 'Coupon',
    course: 'Course',
    asset: 'Asset',
    bundle: 'Bundle',
    lecture: 'Lecture',
    media: 'File',
    review: 'Review',
    project: 'Project',
  } satisfies Record<AuditEvent['target']['type'], string>,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const rupees = (value: unknown) => (typeof value === 'number' ? formatRupees(value) : '?');

/** One line on what the action changed, from its recorded details. */
function detailsOf({ action, details }: AuditEvent): string {
  switch (action) {
    case 'order.refund':
      return [`${rupees(details['amount'])} back`, text(details['note'])].filter(Boolean).join(' · ');
    case 'access.grant':
    case 'access.revoke':
      // A course, or an asset (the demo seed's grants).
      return `“${text(details['courseTitle']) ?? text(details['assetName']) ?? ''}”`;
    case 'user.role':
      return `${text(details['from']) ?? 'new account'} → ${text(details['to']) ?? '?'}`;
    case 'course.price':
    case 'asset.price':
      return `${rupees(details['oldPrice'])} → ${rupees(details['newPrice'])}`;
    case 'coupon.create':
    case 'coupon.delete':
      return text(details['code']) ?? '';
    case 'coupon.update':
      return `${text(details['code']) ?? ''} ${details['showOnBanner'] ? 'on the banner' : 'off the banner'}`;
    case 'course.delete':
    case 'lecture.delete':
      return `“${text(details['title']) ?? ''}”`;
    case 'asset.delete':
      return `“${text(details['name']) ?? ''}”`;
    case 'bundle.create':
      return `“${text(details['title']) ?? ''}” at ${rupees(details['price'])}`;
    case 'bundle.update':
      return `“${text(details['title']) ?? ''}” · ${rupees(details['oldPrice'])} → ${rupees(details['newPrice'])}`;
    case 'bundle.delete':
      return `“${text(details['title']) ?? ''}”`;
    case 'review.hide':
      return text(details['reason']) ?? '';
    case 'review.show':
    case 'review.delete':
      return `${typeof details['rating'] === 'number' ? `${details['rating']}★ ` : ''}“${text(details['productTitle']) ?? ''}”`;
    case 'project.review':
      return `${text(details['status']) ?? ''} · “${text(details['title']) ?? ''}”`;
    case 'project.delete':
      return `“${text(details['title']) ?? ''}”`;
    case 'media.delete': {
      const cleared = Array.isArray(details['clearedLectures']) ? details['clearedLectures'].length : 0;
      return cleared > 0 ? `${cleared} ${cleared === 1 ? 'lecture' : 'lectures'} lost the video` : '';
    }
    default:
      return '';
  }
}

/** Where the target can still be opened: an order, or a course or asset whose price changed. */
function targetLink({ action, target }: AuditEvent): string | undefined {
  if (target.type === 'order') return paths.admin.order(target.id);
  if (action === 'course.price') return paths.admin.editCourse(target.id);
  if (action === 'asset.price') return paths.admin.editAsset(target.id);
  return undefined;
}

function Target({ event }: { event: AuditEvent }) {
  const label = `${TEXTS.targets[event.target.type]} ${event.target.id.slice(0, 8)}`;
  const to = targetLink(event);
  return to ? (
    <Link
      to={to}
      title={event.target.id}
      className="whitespace-nowrap text-ink underline decoration-line underline-offset-2 hover:decoration-ink"
    >
      {label}
    </Link>
  ) : (
    <span title={event.target.id} className="whitespace-nowrap">
      {label}
    </span>
  );
}

/** Admin → Audit log (issue 26): every recorded admin action, a page at a time, of one action or all. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState<AuditAction | undefined>(undefined);
  const audit = useAuditPage(page, action);
  const filterId = useId();

  return (
    <>
      <AdminPageHeader
        title={TEXTS.title}
        description={TEXTS.description}
        actions={
          <div className="flex items-center gap-2 max-sm:w-full">
            <label htmlFor={filterId} className="text-sm font-medium whitespace-nowrap text-ink-soft">
              {TEXTS.filterLabel}
            </label>
            <select
              id={filterId}
              value={action ?? ''}
              onChange={(event) => {
                const chosen = AUDIT_ACTIONS.find((candidate) => candidate === event.target.value);
                setAction(chosen);
                setPage(1);
              }}
              className="field-input w-auto py-2.5 pr-9 text-[15px] max-sm:flex-1"
            >
              <option value="">{TEXTS.allActions}</option>
              {AUDIT_ACTIONS.map((candidate) => (
                <option key={candidate} value={candidate}>
                  {TEXTS.actions[candidate]}
                </option>
              ))}
            </select>
          </div>
        }
      />
      <Loaded query={audit} loading={TEXTS.loading} failed={TEXTS.failed}>
        {({ data: events, pagination }) => {
          const pages = pageCount(pagination);
          return (
            <>
              {events.length === 0 ? (
                <EmptyState icon={ScrollText} title={TEXTS.emptyTitle}>
                  <p>{TEXTS.emptyText}</p>
                </EmptyState>
              ) : (
                <DataTable<AuditEvent>
                  caption={TEXTS.caption}
                  rows={events}
                  rowKey={(event) => event.id}
                  dimmed={audit.isPlaceholderData}
                  columns={[
                    {
                      header: TEXTS.columns.action,
                      primary: true,
                      cell: (event) => TEXTS.actions[event.action],
                    },
                    {
                      header: TEXTS.columns.who,
                      cell: (event) => (
                        <span className="[overflow-wrap:anywhere]">
                          {event.actor?.email ?? TEXTS.commandLine}
                        </span>
                      ),
                    },
                    { header: TEXTS.columns.target, cell: (event) => <Target event={event} /> },
                    {
                      header: TEXTS.columns.details,
                      className: 'md:min-w-[12rem]',
                      cell: (event) => (
                        <span className="[overflow-wrap:anywhere]">{detailsOf(event) || '—'}</span>
                      ),
                    },
                    {
                      header: TEXTS.columns.when,
                      cell: (event) => (
                        <time dateTime={event.at} className="whitespace-nowrap">
                          {happenedAt.format(new Date(event.at))}
                        </time>
                      ),
                    },
                  ]}
                />
              )}
              <Pager label={TEXTS.pages} page={page} pages={pages} onPage={setPage}>
                {TEXTS.pageOf(page, pages)}
              </Pager>
            </>
          );
        }}
      </Loaded>
    </>
  );
}
