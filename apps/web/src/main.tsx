import { splitLanguagePath } from '@academy/shared/languages';
import type { I18n } from '@lingui/core';
import { type ErrorInfo, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ErrorBoundary } from './app/errors/error-boundary';
import { AppProvider } from './app/provider';
import { ReplayEarlyInput } from './components/layout/replay-early-input';
import { renderingOf } from './app/route-modules';
import { AppRoutes } from './app/router';
import { loadLanguage, speakInDocument } from './lib/i18n';
import { isChunkLoadError, reloadOnce, watchFailedImports } from './lib/new-release';
import { createQueryClient } from './lib/query-client';
import { reportError, watchUncaughtErrors } from './lib/report-error';
import { hydrateQueries, readAppState } from './lib/ssr-state';
import { retryWhenOnline } from './lib/when-online';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The #root element is missing from index.html');

watchFailedImports(window);
watchUncaughtErrors(window);

const state = readAppState();
// The page's language is its address's: /hi/... is Hindi. Its messages are a chunk the server
// preloads, fetched beside the page's own.
const { language, path } = splitLanguagePath(window.location.pathname);
const speaking = retryWhenOnline(() => loadLanguage(language))().then(
  (i18n) => {
    speakInDocument({ language, i18n });
    return i18n;
  },
  (error: unknown) => {
    // HTML of a release whose messages are gone (a cached page after a deployment): the page
    // cannot start without them, and the new release has its own.
    if (isChunkLoadError(error)) reloadOnce();
    throw error;
  },
);
const queryClient = createQueryClient();
if (state?.queries) hydrateQueries(queryClient, state.queries);

const app = (i18n: I18n) => (
  <StrictMode>
    {/* Outside the boundary: a page that fails as it hydrates still ends the recording, or its
        error screen's buttons would be recorded for ever. */}
    <ReplayEarlyInput>
      <ErrorBoundary fullPage>
        <AppProvider
          queryClient={queryClient}
          publicUrl={state?.publicUrl ?? window.location.origin}
          language={language}
          i18n={i18n}
        >
          <AppRoutes />
        </AppProvider>
      </ErrorBoundary>
    </ReplayEarlyInput>
  </StrictMode>
);

/**
 * React logs every error a boundary catches. A page whose code a deployment removed is not a bug:
 * its boundary reloads for the new release or says one is available.
 */
const options = {
  onCaughtError(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  },
  /**
   * A page that hydrated unlike the server drew it (React renders it again, and a tap on the old
   * elements is lost) is a bug: reported with the components it happened in, which React's
   * default report, a bare window error, leaves out.
   */
  onRecoverableError(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
    reportError(error, 'error', info.componentStack);
  },
};

// The page's chunk first: hydration finds it loaded and keeps the server's HTML as it is, and a
// page the browser renders (the server preloads its chunk too) opens without a spinner.
const { module } = renderingOf(path);
const pageReady = (module ? module.preload(language) : Promise.resolve()).catch((error: unknown) => {
  // A removed chunk fails again as the page renders, and its boundary handles it there.
  if (!isChunkLoadError(error)) console.error('The page could not be loaded', error);
});

/** Without its messages the page stays as the server drew it, and reloads once for them. */
function couldNotStart(error: unknown) {
  if (!isChunkLoadError(error)) console.error('The page could not start', error);
}

if (state?.rendered) {
  void pageReady
    .then(() => speaking)
    // As a transition, as Next.js hydrates: React yields to the browser every few milliseconds
    // instead of holding a phone's main thread for the whole page (issue 32's blocking time). A tap
    // or a keystroke on a control not yet hydrated is not lost: the inline recorder keeps it, and
    // it is replayed once the page it landed on has hydrated (components/layout/replay-early-input).
    // What only the browser knows (a signed-in student's notices) comes over the page, never into
    // its flow (PageNotices), so a page hydrating late moves nothing under a tap.
    .then((i18n) => startTransition(() => void hydrateRoot(root, app(i18n), options)))
    .catch(couldNotStart);
} else {
  void pageReady
    .then(() => speaking)
    .then((i18n) => createRoot(root, options).render(app(i18n)))
    .catch(couldNotStart);
}

// The store's service worker (issue 32), in a production build where the browser has them: its
// code is fetched once the page is in and the browser idle, so it never slows a first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () =>
    import('./app/service-worker').then(({ startServiceWorker }) => startServiceWorker());
  const whenIdle = () =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(() => void register(), { timeout: 5000 })
      : window.setTimeout(() => void register(), 1000);
  // A page the server drew asks for this code only once it has loaded (inline/load-app-code.js).
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
