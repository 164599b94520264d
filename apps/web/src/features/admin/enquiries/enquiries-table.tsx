import { ACADEMY } from '@academy/shared/academy';
import { ENQUIRY_GENDER_LABELS } from '@academy/shared/enquiry-genders';
import type { Enquiry } from '@academy/shared/enquiries';
import { Inbox } from 'lucide-react';
import { pageCount } from '@academy/shared/paging';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useEnquiries } from '../api/enquiries';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';
import { readPage, withPage } from '../lib/table-search';

const receivedDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});
const receivedTime = new Intl.DateTimeFormat('en-IN', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});

function Message({ text }: { text: string }) {
  if (text.length <= 140) return <span className="whitespace-pre-line">{text}</span>;
  return (
    <details className="group max-w-md">
      <summary className="cursor-pointer list-none">
        <span className="group-open:hidden">{text.slice(0, 140)}… </span>
        <span className="text-xs font-semibold text-accent-strong underline group-open:hidden">Read all</span>
      </summary>
      <span className="whitespace-pre-line">{text}</span>
    </details>
  );
}

/** Offline-batch enquiries (SPEC §2 Enquiry form), newest first. */
export function EnquiriesTable() {
  // The page lives in the URL, so Back and a reload return to it.
  const [params, setParams] = useSearchParams();
  const page = readPage(params);
  const enquiries = useEnquiries(page);
  const setPage = (next: number) => setParams(withPage(params, next));

  const header = (
    <AdminPageHeader
      title="Enquiries"
      description="Questions about the offline batches in Pune, newest first. Reply by phone or email."
    />
  );
  if (enquiries.isPending)
    return (
      <>
        {header}
        <PageSpinner label="Loading enquiries" />
      </>
    );
  if (enquiries.isError) {
    return (
      <>
        {header}
        <QueryError query={enquiries} title="The enquiries could not be loaded" />
      </>
    );
  }

  const { data, pagination } = enquiries.data;
  const rows = [...data].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const pages = pageCount(pagination);

  return (
    <>
      {header}
      {rows.length === 0 && pagination.total > 0 ? (
        <EmptyState icon={Inbox} title={`There is no page ${page}`}>
          <p>
            {pagination.total.toLocaleString('en-IN')} enquiries fill {pages} {pages === 1 ? 'page' : 'pages'}
            .
          </p>
          <Link to={{ search: withPage(params, pages).toString() }} className="btn-outline mt-5">
            Go to page {pages}
          </Link>
        </EmptyState>
      ) : rows.length === 0 ? (
        <EmptyState icon={Inbox} title="No enquiries yet">
          <p>When someone sends the ‘Enquiry For Offline Batches’ form, it appears here.</p>
        </EmptyState>
      ) : (
        <>
          <DataTable<Enquiry>
            caption="Enquiries, newest first"
            dimmed={enquiries.isPlaceholderData}
            rows={rows}
            rowKey={(enquiry) => enquiry._id}
            columns={[
              {
                header: 'Name',
                primary: true,
                className: 'md:min-w-[8rem]',
                cell: (enquiry) => enquiry.name,
              },
              {
                header: 'Email',
                className: 'md:min-w-[11rem]',
                cell: (enquiry) => (
                  <a
                    href={`mailto:${enquiry.email}`}
                    className="text-ink underline [overflow-wrap:anywhere] decoration-line underline-offset-2 hover:decoration-ink"
                  >
                    {enquiry.email}
                  </a>
                ),
              },
              {
                header: 'Phone',
                cell: (enquiry) =>
                  enquiry.phone ? (
                    <a
                      href={`tel:${enquiry.phone}`}
                      className="whitespace-nowrap text-ink underline decoration-line underline-offset-2"
                    >
                      {enquiry.phone}
                    </a>
                  ) : (
                    '—'
                  ),
              },
              { header: 'Subject', cell: (enquiry) => enquiry.subject },
              { header: 'Gender', cell: (enquiry) => ENQUIRY_GENDER_LABELS[enquiry.gender] },
              {
                header: 'Message',
                className: 'md:min-w-[14rem]',
                cell: (enquiry) => <Message text={enquiry.message} />,
              },
              {
                header: 'Date',
                cell: (enquiry) => {
                  const date = new Date(enquiry.createdAt);
                  return (
                    <span className="whitespace-nowrap">
                      {receivedDay.format(date)}
                      <span className="block text-xs text-ink-muted max-md:inline max-md:before:content-['_·_']">
                        {receivedTime.format(date)}
                      </span>
                    </span>
                  );
                },
              },
            ]}
          />
          <Pager label="Enquiry pages" page={pagination.page} pages={pages} onPage={setPage}>
            Page {pagination.page} of {pages} · {pagination.total.toLocaleString('en-IN')}{' '}
            {pagination.total === 1 ? 'enquiry' : 'enquiries'}
          </Pager>
        </>
      )}
    </>
  );
}
