import type { ProjectVersion } from '@academy/shared/projects';
import { FileText, Hourglass } from 'lucide-react';
import { useId, useState } from 'react';
import { formatBytes } from '../lib/video-duration';
import { PictureViewer } from './picture-viewer';
import { formatDateTime, TEXT } from './projects-text';

/** The academy's answer to a version, or why it has none. */
function Answer({ version, waiting }: { version: ProjectVersion; waiting: boolean }) {
  const { feedback } = version;
  if (feedback) {
    return (
      <div
        className={`mt-5 rounded-2xl px-4 py-3 ${
          feedback.status === 'approved' ? 'bg-success-soft' : 'bg-sand'
        }`}
      >
        <p className="text-sm font-semibold">
          {TEXT.answer[feedback.status]}
          <span className="font-normal whitespace-nowrap text-ink-muted">
            {' · '}
            <time dateTime={feedback.createdAt}>{formatDateTime(feedback.createdAt)}</time>
          </span>
        </p>
        <p className="mt-1 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft">
          {feedback.text}
        </p>
      </div>
    );
  }
  if (waiting) {
    return (
      <p className="mt-5 inline-flex items-center gap-1.5 rounded-xl bg-accent-soft px-3 py-1.5 text-sm font-semibold text-accent-strong">
        <Hourglass size={15} aria-hidden />
        {TEXT.waiting}
      </p>
    );
  }
  return <p className="mt-5 text-sm text-ink-muted">{TEXT.replaced(version.version)}</p>;
}

/**
 * One handed-in version: its title, description, pictures (each opens large), PDF, and the
 * feedback it was given. `waiting`: it is the latest, and no one has answered it yet.
 */
export function VersionCard({ version, waiting }: { version: ProjectVersion; waiting: boolean }) {
  const [viewing, setViewing] = useState<number | null>(null);
  const headingId = useId();
  const title = version.title || TEXT.untitled;
  const total = version.images.length;

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-6"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-lg font-semibold">
          {TEXT.version(version.version)}
        </h2>
        <p className="text-sm text-ink-muted">
          <time dateTime={version.submittedAt}>{TEXT.handedIn(version.submittedAt)}</time>
        </p>
      </header>
      <p className="mt-3 font-semibold [overflow-wrap:anywhere] text-ink" translate="no">
        {title}
      </p>
      {version.description ? (
        <p
          className="mt-1 leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft"
          translate="no"
        >
          {version.description}
        </p>
      ) : (
        <p className="mt-1 text-sm text-ink-muted">{TEXT.noDescription}</p>
      )}

      {total > 0 && (
        <ul
          aria-label={TEXT.picturesOf(version.version)}
          className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
        >
          {version.images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className="block w-full overflow-hidden rounded-xl border border-line bg-sand transition-opacity hover:opacity-90"
                aria-label={TEXT.viewPicture(index + 1, total)}
                onClick={() => setViewing(index)}
              >
                <img
                  src={image.url}
                  srcSet={image.srcset}
                  sizes="(min-width: 1024px) 12rem, 50vw"
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {version.pdf && (
        <a
          href={version.pdf.url}
          target="_blank"
          rel="noreferrer"
          className="mt-4 inline-flex max-w-full items-center gap-2 rounded-xl border border-line px-3 py-2 text-sm font-medium text-ink hover:border-ink"
        >
          <FileText size={16} className="shrink-0 text-accent-strong" aria-hidden />
          <span className="min-w-0 [overflow-wrap:anywhere]">{version.pdf.name}</span>
          <span className="shrink-0 text-ink-muted">{formatBytes(version.pdf.bytes)}</span>
          <span className="sr-only">{TEXT.newTab}</span>
        </a>
      )}

      <Answer version={version} waiting={waiting} />

      <PictureViewer
        title={title}
        images={version.images}
        index={viewing}
        onIndexChange={setViewing}
        onClose={() => setViewing(null)}
      />
    </article>
  );
}
