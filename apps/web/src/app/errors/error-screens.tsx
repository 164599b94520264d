import { pathInLanguage } from '@academy/shared/languages';
import { type LucideIcon, RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/lib/i18n';
import { ERROR_SCREEN, NEW_VERSION_SCREEN } from './messages';

/** Once, as the heading mounts: a screen reader hears what happened, a keyboard starts from there. */
const focusOnMount = (heading: HTMLHeadingElement | null) => heading?.focus();

/** What happened and the ways on. `fullPage` when it stands alone, without the store's header. */
function ProblemScreen({
  icon: Icon,
  title,
  body,
  fullPage,
  children,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  fullPage: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={`container-page flex flex-col items-center py-16 text-center sm:py-24 ${fullPage ? 'min-h-dvh justify-center' : ''}`}
    >
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <Icon size={30} aria-hidden />
      </span>
      <h1
        ref={focusOnMount}
        tabIndex={-1}
        className="mt-6 text-3xl font-semibold text-balance focus:outline-none"
      >
        {title}
      </h1>
      <p className="mt-3 max-w-md text-ink-soft">{body}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">{children}</div>
    </div>
  );
}

/**
 * A page that broke while rendering. Home (in the page's language) is a full page load on purpose: whatever broke is left
 * behind, and the root's screen has no router to navigate with.
 */
export function ErrorScreen({ onRetry, fullPage }: { onRetry: () => void; fullPage: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <ProblemScreen
      icon={TriangleAlert}
      title={t(ERROR_SCREEN.title)}
      body={t(ERROR_SCREEN.body)}
      fullPage={fullPage}
    >
      <button type="button" className="btn-primary" onClick={onRetry}>
        <RotateCw size={16} aria-hidden />
        {t(ERROR_SCREEN.retry)}
      </button>
      {/* Only ever rendered in the browser: an error boundary catches nothing on the server. */}
      {window.history.length > 1 && (
        <button type="button" className="btn-outline" onClick={() => window.history.back()}>
          {t(ERROR_SCREEN.back)}
        </button>
      )}
      <a href={pathInLanguage(paths.home, language)} className="btn-outline">
        {t(ERROR_SCREEN.home)}
      </a>
    </ProblemScreen>
  );
}

/** The page's code is gone from the server and one reload did not bring it: the visitor decides. */
export function NewVersionScreen({ fullPage }: { fullPage: boolean }) {
  const t = useT();
  return (
    <ProblemScreen
      icon={RotateCw}
      title={t(NEW_VERSION_SCREEN.title)}
      body={t(NEW_VERSION_SCREEN.body)}
      fullPage={fullPage}
    >
      <button type="button" className="btn-accent" onClick={() => window.location.reload()}>
        {t(NEW_VERSION_SCREEN.reload)}
      </button>
    </ProblemScreen>
  );
}
