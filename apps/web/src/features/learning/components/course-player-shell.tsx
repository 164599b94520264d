import { ArrowLeft, LoaderCircle, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';

/** The course player's dark full-height page. */
export function Shell({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col bg-[#0f0d15] text-paper">{children}</div>;
}

function CenteredMessage({ children }: { children: ReactNode }) {
  return (
    <Shell>
      <div className="flex flex-1 flex-col items-center justify-center gap-5 px-6 py-20 text-center">
        {children}
      </div>
    </Shell>
  );
}

/** The page while the course's progress loads. */
export function CourseLoading() {
  const t = useT();
  return (
    <CenteredMessage>
      <LoaderCircle size={36} className="animate-spin text-accent" aria-hidden />
      <span className="sr-only" role="status">
        {t('learning.loading')}
      </span>
    </CenteredMessage>
  );
}

/**
 * The page when the progress did not load: a course that does not exist (`missing`) offers only
 * Go Back; any other failure also Try again.
 */
export function CourseUnavailable({
  missing,
  onGoBack,
  onRetry,
  retrying,
}: {
  missing: boolean;
  onGoBack: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <CenteredMessage>
      <h1 className="text-2xl font-semibold">
        {t(missing ? 'learning.unavailable' : 'spec.genericFailure')}
      </h1>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className="btn border border-white/25 text-paper hover:bg-white/10"
          onClick={onGoBack}
        >
          <ArrowLeft size={16} aria-hidden />
          {t('learning.goBack')}
        </button>
        {!missing && (
          <button type="button" className="btn-accent" onClick={onRetry} disabled={retrying}>
            <RotateCw size={16} className={retrying ? 'animate-spin' : ''} aria-hidden />
            {t('errorScreen.retry')}
          </button>
        )}
      </div>
    </CenteredMessage>
  );
}
