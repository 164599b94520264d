import { ACADEMY } from '@academy/shared/academy';
import type { ProjectVersion } from '@academy/shared/projects';
import { Clock, FileText } from 'lucide-react';
import { useDateFormat } from '@/lib/dates';
import { messageWith, useT } from '@/lib/i18n';
import { useFileSize } from '../lib/file-size';
import { ProjectPicture } from './project-picture';
import { ProjectStatusBadge } from './project-status';

const DAY = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** Two across on a phone, three from a tablet, in the page's main column. */
const THUMB_SIZES = '(min-width: 1024px) 15rem, (min-width: 640px) 33vw, 50vw';

/** The academy's answer to a version; or why there is none. */
function Feedback({ version, latest }: { version: ProjectVersion; latest: boolean }) {
  const t = useT();
  const day = useDateFormat(DAY);
  const { feedback } = version;
  if (!feedback) {
    return (
      <p className="mt-5 flex items-center gap-2 text-sm text-ink-muted">
        <Clock size={16} className="shrink-0" aria-hidden />
        {t(latest ? 'project.versions.waiting' : 'project.versions.replaced')}
      </p>
    );
  }
  return (
    <div
      className={`mt-5 rounded-2xl px-4 py-3 ${feedback.status === 'approved' ? 'bg-success-soft' : 'bg-accent-soft'}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="text-sm font-semibold">{t('project.versions.feedback', { academy: ACADEMY.name })}</p>
        <ProjectStatusBadge status={feedback.status} />
        <time dateTime={feedback.createdAt} className="text-xs text-ink-muted">
          {day(feedback.createdAt)}
        </time>
      </div>
      <p translate="no" className="mt-2 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line">
        {feedback.text}
      </p>
    </div>
  );
}

/** One handed-in version: its words, pictures (each opens full size), PDF and the academy's answer. */
function VersionCard({ version, latest }: { version: ProjectVersion; latest: boolean }) {
  const t = useT();
  const day = useDateFormat(DAY);
  const size = useFileSize();
  const count = version.images.length;
  return (
    <article className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">
          {t('project.versions.version', { number: version.version })}
        </p>
        <p className="text-sm text-ink-muted">
          {messageWith(
            (date) => t('project.versions.sent', { date }),
            <time dateTime={version.submittedAt}>{day(version.submittedAt)}</time>,
          )}
        </p>
      </div>
      <h3 translate="no" className="mt-2 text-xl leading-snug font-semibold [overflow-wrap:anywhere]">
        {version.title}
      </h3>
      {version.description && (
        <p
          translate="no"
          className="mt-2 leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft"
        >
          {version.description}
        </p>
      )}
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {version.images.map((image, index) => (
          <li key={image.url}>
            <a
              href={image.url}
              target="_blank"
              rel="noreferrer"
              className="block rounded-xl focus-visible:focus-ring"
            >
              <ProjectPicture
                image={image}
                alt={t('project.pictureAlt', { title: version.title, number: index + 1, count })}
                sizes={THUMB_SIZES}
                className="aspect-[4/3] w-full rounded-xl object-cover"
              />
              <span className="sr-only">{t('common.opensInNewTab')}</span>
            </a>
          </li>
        ))}
      </ul>
      {version.pdf && (
        <a
          href={version.pdf.url}
          target="_blank"
          rel="noreferrer"
          className="mt-4 inline-flex max-w-full items-center gap-2 rounded-2xl border border-line px-4 py-2.5 text-sm hover:border-ink"
        >
          <FileText size={18} className="shrink-0 text-accent-strong" aria-hidden />
          <span translate="no" className="truncate font-medium">
            {version.pdf.name}
          </span>
          <span className="shrink-0 text-ink-muted tabular-nums">{size(version.pdf.bytes)}</span>
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </a>
      )}
      <Feedback version={version} latest={latest} />
    </article>
  );
}

/** Every version the student handed in, newest first, each with the academy's answer. */
export function ProjectVersions({ versions }: { versions: ProjectVersion[] }) {
  const t = useT();
  return (
    <section aria-labelledby="project-versions-heading">
      <h2 id="project-versions-heading" className="text-2xl font-semibold">
        {t('project.versions.title')}
      </h2>
      <ol className="mt-5 space-y-6">
        {versions.map((version, index) => (
          <li key={version.version}>
            <VersionCard version={version} latest={index === 0} />
          </li>
        ))}
      </ol>
    </section>
  );
}
