import { ACADEMY } from '@academy/shared/academy';
import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import type { MailStatus, OutboxMessageSummary } from '@academy/shared/mail';
import { ArrowLeft, LoaderCircle, Mail, Paperclip, Send } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useOutbox, useOutboxMessage, useResendMessage } from '../api/outbox';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { Pager } from '../components/pager';

const writtenAt = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});

const STATUS: Record<MailStatus, { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-success/10 text-success' },
  queued: { label: 'Sending', className: 'bg-sand text-ink-soft' },
  held: { label: 'Held', className: 'bg-accent-soft text-accent-strong' },
  failed: { label: 'Failed', className: 'bg-danger/10 text-danger' },
};

function StatusBadge({ status }: { status: MailStatus }) {
  const { label, className } = STATUS[status];
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
    >
      {label}
    </span>
  );
}

/**
 * Admin → Outbox: every email the store wrote. Without SMTP_URL nothing leaves the store and
 * this is where the verification and reset links are read.
 */
export function Outbox() {
  const [page, setPage] = useState(1);
  const outbox = useOutbox(page);

  return (
    <>
      <AdminPageHeader
        title="Outbox"
        description="Every email the store has written, newest first: welcome and verification, password resets, and notices about sign-in."
      />
      <Loaded query={outbox} loading="Loading the outbox" failed="The outbox could not be loaded">
        {({ messages, total, pageSize, delivers }) => {
          const pages = Math.max(1, Math.ceil(total / pageSize));
          return (
            <>
              {!delivers && (
                <p className="mb-4 rounded-2xl border border-accent/30 bg-accent-soft px-4 py-3 text-sm text-ink">
                  No mail server is configured (SMTP_URL), so no email leaves the store: each one is held
                  here. Open one to read it and follow its links.
                </p>
              )}
              {messages.length === 0 ? (
                <EmptyState icon={Mail} title="No emails yet">
                  <p>When a student registers or asks to reset a password, the email appears here.</p>
                </EmptyState>
              ) : (
                <DataTable<OutboxMessageSummary>
                  caption="Emails, newest first"
                  rows={messages}
                  rowKey={(message) => message._id}
                  columns={[
                    {
                      header: 'Subject',
                      primary: true,
                      className: 'md:min-w-[16rem]',
                      cell: (message) => (
                        <Link
                          to={paths.admin.outboxMessage(message._id)}
                          className="font-semibold text-ink underline decoration-line underline-offset-2 hover:decoration-ink"
                        >
                          {message.subject}
                        </Link>
                      ),
                    },
                    {
                      header: 'To',
                      cell: (message) => <span className="[overflow-wrap:anywhere]">{message.to}</span>,
                    },
                    {
                      header: 'Status',
                      cell: (message) => (
                        <span title={message.lastError ?? undefined}>
                          <StatusBadge status={message.status} />
                        </span>
                      ),
                    },
                    {
                      header: 'Written',
                      cell: (message) => (
                        <span className="whitespace-nowrap">
                          {writtenAt.format(new Date(message.createdAt))}
                        </span>
                      ),
                    },
                  ]}
                />
              )}
              <Pager label="Outbox pages" page={page} pages={pages} onPage={setPage}>
                Page {page} of {pages}
              </Pager>
            </>
          );
        }}
      </Loaded>
    </>
  );
}

/**
 * Resend (issue 26): the email written again as a new message and sent; the new one opens. The
 * server refuses, with the reason in a toast, an email whose one-time link was removed.
 */
function ResendButton({ id }: { id: string }) {
  const resend = useResendMessage(id);
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="btn-outline"
      disabled={resend.isPending}
      aria-busy={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: ({ message, data }) => {
            notify.success(message, TOAST_DEFAULT_MS);
            void navigate(paths.admin.outboxMessage(data._id));
          },
          onError: (error) =>
            notify.error(errorMessage(error, 'The email could not be sent again.'), TOAST_DEFAULT_MS),
        })
      }
    >
      {resend.isPending ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <Send size={16} aria-hidden />
      )}
      Resend
    </button>
  );
}

/** Links open in a new tab; the message's HTML runs no script (a sandboxed frame). */
const framed = (html: string) => html.replace(/<head>/i, '<head><base target="_blank">');

/** One email: who it went to, its state, and the message as the student sees it, and as text. */
export function OutboxMessageView() {
  const { messageId = '' } = useParams();
  const message = useOutboxMessage(messageId);
  const [view, setView] = useState<'html' | 'text'>('html');

  return (
    <>
      <Link
        to={paths.admin.outbox}
        className="mb-4 inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft"
      >
        <ArrowLeft size={16} aria-hidden />
        Outbox
      </Link>
      <Loaded query={message} loading="Loading the email" failed="The email could not be loaded">
        {(mail) => (
          <>
            <AdminPageHeader
              title={mail.subject}
              description={`To ${mail.to}`}
              actions={mail.status === 'queued' ? undefined : <ResendButton id={mail._id} />}
            />
            <Panel className="mb-4">
              <dl className="grid gap-4 text-sm sm:grid-cols-3">
                <div>
                  <dt className="text-ink-muted">Status</dt>
                  <dd className="mt-1">
                    <StatusBadge status={mail.status} />
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">Written</dt>
                  <dd className="mt-1 font-semibold">{writtenAt.format(new Date(mail.createdAt))}</dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{mail.sentAt ? 'Sent' : 'Delivery'}</dt>
                  <dd className="mt-1 font-semibold">
                    {mail.sentAt
                      ? writtenAt.format(new Date(mail.sentAt))
                      : mail.status === 'held'
                        ? 'Kept here: no mail server'
                        : `${mail.attempts} ${mail.attempts === 1 ? 'attempt' : 'attempts'} so far`}
                  </dd>
                </div>
                {mail.attachments.length > 0 && (
                  <div className="sm:col-span-3">
                    <dt className="text-ink-muted">Attached</dt>
                    <dd className="mt-1 space-y-1">
                      {mail.attachments.map((attachment) => (
                        <p key={attachment.filename} className="flex items-center gap-2 font-semibold">
                          <Paperclip size={14} className="shrink-0 text-ink-muted" aria-hidden />
                          <span className="[overflow-wrap:anywhere]">{attachment.filename}</span>
                          <span className="font-normal text-ink-muted">
                            {Math.max(1, Math.round(attachment.size / 1024))} KB
                          </span>
                        </p>
                      ))}
                    </dd>
                  </div>
                )}
                {mail.lastError && (
                  <div className="sm:col-span-3">
                    <dt className="text-ink-muted">Last error</dt>
                    <dd className="mt-1 [overflow-wrap:anywhere] text-danger">{mail.lastError}</dd>
                  </div>
                )}
              </dl>
            </Panel>
            <div
              role="group"
              aria-label="Show the email as"
              className="mb-3 inline-flex rounded-full border border-line bg-white p-1"
            >
              {(['html', 'text'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  aria-pressed={view === option}
                  onClick={() => setView(option)}
                  className={`rounded-full px-4 py-1.5 text-sm font-semibold ${
                    view === option ? 'bg-ink text-paper' : 'text-ink-soft hover:text-ink'
                  }`}
                >
                  {option === 'html' ? 'As sent' : 'Plain text'}
                </button>
              ))}
            </div>
            {view === 'html' ? (
              <iframe
                title={`The email: ${mail.subject}`}
                srcDoc={framed(mail.html)}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                className="h-[40rem] w-full rounded-[var(--radius-card)] border border-line bg-paper"
              />
            ) : (
              <pre className="rounded-[var(--radius-card)] border border-line bg-white p-4 text-sm whitespace-pre-wrap [overflow-wrap:anywhere] text-ink sm:p-6">
                {mail.text}
              </pre>
            )}
          </>
        )}
      </Loaded>
    </>
  );
}
