import type { ProjectStatus } from '@academy/shared/project-rules';
import * as Dialog from '@radix-ui/react-dialog';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  LoaderCircle,
  Lock,
  MessageSquareQuote,
  RotateCcw,
  X,
} from 'lucide-react';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { useDateFormat } from '@/lib/dates';
import { type MessageId, useT } from '@/lib/i18n';

/**
 * A blocking overlay: it closes only through its own buttons (no outside click). With `onClose`
 * it also has a close button, which Escape presses too.
 */
function BlockingOverlay({
  icon,
  title,
  children,
  testId,
  onClose,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  testId: string;
  onClose?: (() => void) | undefined;
}) {
  const t = useT();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/75 backdrop-blur-sm data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content
          data-testid={testId}
          onEscapeKeyDown={(event) => {
            event.preventDefault();
            onClose?.();
          }}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-[var(--radius-card)] bg-paper p-6 text-center text-ink shadow-2xl sm:p-8"
        >
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
            {icon}
          </span>
          <Dialog.Title className="mt-4 font-display text-xl leading-snug font-semibold sm:text-2xl">
            {title}
          </Dialog.Title>
          {children}
          {/* After the actions, so opening focuses them as before. */}
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              className="absolute top-3 right-3 flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
              aria-label={t('learning.close')}
            >
              <X size={20} aria-hidden />
            </button>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** SPEC §2: the course is not the student's; nothing plays. */
export function NotPurchasedOverlay({
  onGoBack,
  courseLink,
}: {
  onGoBack: () => void;
  courseLink: ReactNode;
}) {
  const t = useT();
  return (
    <BlockingOverlay
      icon={<Lock size={26} aria-hidden />}
      title={t('spec.notPurchasedCourse')}
      testId="not-purchased-overlay"
    >
      <Dialog.Description className="mt-2 text-sm text-ink-soft">
        {t('learning.buyToWatch')}
      </Dialog.Description>
      <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <button type="button" className="btn-primary" onClick={onGoBack}>
          <ArrowLeft size={16} aria-hidden />
          {t('learning.goBack')}
        </button>
        {courseLink}
      </div>
    </BlockingOverlay>
  );
}

/** A project the certificate waits for: where it stands (null before one is handed in) and its page. */
export type AwaitedProject = { status: Exclude<ProjectStatus, 'approved'> | null; href: string };

/** What the student reads, and the way to the project, for each state of an awaited project. */
const AWAITED: Record<'none' | Exclude<ProjectStatus, 'approved'>, { note: MessageId; link: MessageId }> = {
  none: { note: 'learning.projectNone', link: 'project.course.handIn' },
  submitted: { note: 'learning.projectSubmitted', link: 'project.course.open' },
  'needs-work': { note: 'learning.projectNeedsWork', link: 'learning.projectFeedback' },
};

/**
 * SPEC §2: every lecture viewed; start again (Rewatch clears the ticks) or take the certificate.
 * Closing it keeps both, to replay any lecture. Under SPEC's sentence, a card of what was
 * achieved (issue 28): the course, its lectures, the day and the certificate's number; and
 * (issue 30) a way to the course page's reviews, to say how it was. A course whose certificate
 * waits for an approved project (issue 30) says so instead of offering it, with the way there.
 */
export function CompletedOverlay({
  courseTitle,
  reviewHref,
  lectures,
  certificate,
  awaitedProject,
  onRewatch,
  rewatching,
  onDownloadCertificate,
  onClose,
}: {
  courseTitle: string;
  /** The course page's reviews, where the student writes theirs. */
  reviewHref: string;
  lectures: number;
  certificate: { certificateNumber: string; completedAt: string } | null;
  /** The project the certificate waits for, if it does. */
  awaitedProject: AwaitedProject | null;
  onRewatch: () => void;
  rewatching: boolean;
  onDownloadCertificate: () => void;
  onClose: () => void;
}) {
  const t = useT();
  const completedDay = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const awaited = awaitedProject && AWAITED[awaitedProject.status ?? 'none'];
  return (
    <BlockingOverlay
      icon={<Award size={28} aria-hidden />}
      title={t('spec.courseCompleted')}
      testId="completed-overlay"
      onClose={onClose}
    >
      <div
        data-testid="completion-card"
        className="mt-5 rounded-2xl border border-accent/30 bg-gradient-to-br from-accent-soft via-paper to-sand px-5 py-4 text-left"
      >
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">
          {t('learning.courseCompleted')}
        </p>
        <p
          translate="no"
          className="mt-1 font-display text-lg leading-snug font-semibold [overflow-wrap:anywhere]"
        >
          {courseTitle}
        </p>
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div>
            <dt className="text-xs text-ink-muted">{t('learning.lectures')}</dt>
            <dd className="font-semibold tabular-nums">{t('learning.allWatched', { count: lectures })}</dd>
          </div>
          {certificate && (
            <div>
              <dt className="text-xs text-ink-muted">{t('learning.completed')}</dt>
              <dd className="font-semibold">
                <time dateTime={certificate.completedAt}>{completedDay(certificate.completedAt)}</time>
              </dd>
            </div>
          )}
          {certificate && (
            <div className="col-span-2">
              <dt className="text-xs text-ink-muted">{t('learning.certificate')}</dt>
              <dd translate="no" className="font-display font-semibold tracking-wide">
                {certificate.certificateNumber}
              </dd>
            </div>
          )}
        </dl>
      </div>
      {awaited && (
        <p
          data-testid="certificate-waits"
          className="mt-4 flex gap-2 rounded-2xl bg-sand px-4 py-3 text-left text-sm font-medium"
        >
          <Award size={16} className="mt-0.5 shrink-0 text-accent-strong" aria-hidden />
          {t(awaited.note)}
        </p>
      )}
      <Dialog.Description className="mt-4 text-sm text-ink-soft">
        {t('learning.closeToReplay')}
      </Dialog.Description>
      <div className="mt-6 flex flex-col-reverse justify-center gap-3 sm:flex-row">
        <button
          type="button"
          className="btn-outline"
          onClick={onRewatch}
          disabled={rewatching}
          aria-busy={rewatching}
        >
          {rewatching ? (
            <LoaderCircle size={16} className="animate-spin" aria-hidden />
          ) : (
            <RotateCcw size={16} aria-hidden />
          )}
          {t('learning.rewatch')}
        </button>
        {awaitedProject && awaited ? (
          <Link to={awaitedProject.href} className="btn-accent">
            {t(awaited.link)}
            <ArrowRight size={16} aria-hidden />
          </Link>
        ) : (
          <button type="button" className="btn-accent" onClick={onDownloadCertificate}>
            <Award size={16} aria-hidden />
            {t('learning.downloadCertificate')}
          </button>
        )}
      </div>
      <Link
        to={reviewHref}
        className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
      >
        <MessageSquareQuote size={16} aria-hidden />
        {t('learning.reviewCourse')}
      </Link>
    </BlockingOverlay>
  );
}
