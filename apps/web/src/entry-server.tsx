import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { ACADEMY } from '@academy/shared/academy';
import { DEFAULT_LANGUAGE, HTML_LANG, type Language, splitLanguagePath } from '@academy/shared/languages';
import type { I18n } from '@lingui/core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { ErrorBoundary } from './app/errors/error-boundary';
import { AppProvider } from './app/provider';
import { type RouteModule, renderingOf } from './app/route-modules';
import { AppRoutes } from './app/router';
import { setApiFetch } from './lib/api-client';
import { loadLanguage, speakInDocument } from './lib/i18n';
import { headHtml, type ResolvedMeta, resolveMeta } from './lib/page-meta';
import { liftResourceHints, pagePreloads, type ViteManifest } from './app/page-links';
import { createQueryClient } from './lib/query-client';
import { ServerRenderContext } from './lib/server-render';
import { APP_STATE_ID, dehydrateQueries, serialiseAppState } from './lib/ssr-state';

export type { ViteManifest } from './app/page-links';

/** Answers `/api/...` calls without the network (the server passes app.inject). */
export type ApiFetch = (input: string, init: RequestInit) => Promise<Response>;

export type RenderOptions = {
  /** The request's path and query. */
  url: string;
  /** PUBLIC_URL, without a trailing slash. */
  publicUrl: string;
  fetch: ApiFetch;
  manifest?: ViteManifest | undefined;
};

/**
 * A public page: its status, head, HTML and state. A signed-in page or the admin area: `html`
 * is null, the shell's head stays, and the browser renders it.
 */
export type RenderResult = {
  status: number;
  /** The page's `<html lang>`: its address's language (/hi/... is Hindi). */
  lang: string;
  /** The page's title, meta tags and the picture it paints first, for index.html's app-head. */
  head: string | null;
  /** The page's own chunks (modulepreload), for the end of the head, after the app's entry. */
  preloads: string | null;
  html: string | null;
  /** The <script type="application/json"> with PUBLIC_URL and the page's data. */
  stateScript: string;
};

const requestFetch = new AsyncLocalStorage<ApiFetch>();
const noNetwork: ApiFetch = () => Promise.reject(new Error('No API fetch outside a server render'));
setApiFetch(() => requestFetch.getStore() ?? noNetwork);

/** A page whose data leads to more data (a course, then its recommendations) takes two rounds. */
const MAX_DATA_ROUNDS = 3;
const RENDER_TIMEOUT_MS = 10_000;

const stateScript = (json: string) => `<script id="${APP_STATE_ID}" type="application/json">${json}</script>`;

function serverQueryClient(): QueryClient {
  const client = createQueryClient();
  const queries = client.getDefaultOptions().queries;
  // One try, and a failure is rendered as it is (an unknown course: 'Page Not Found').
  client.setDefaultOptions({ queries: { ...queries, retry: false, retryOnMount: false } });
  return client;
}

/** Queries a render asked for that are enabled and not fetched yet. */
function wantedQueries(client: QueryClient): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/** The shell as it is, for the browser to render, with its language's messages and face and the page's chunk. */
const shell = (
  publicUrl: string,
  language: Language,
  manifest: ViteManifest | undefined,
  module: RouteModule | null,
): RenderResult => ({
  status: 200,
  lang: HTML_LANG[language],
  head: null,
  preloads: pagePreloads(language, manifest, module),
  html: null,
  stateScript: stateScript(serialiseAppState({ publicUrl, rendered: false, queries: null })),
});

type Pass = { html: string; meta: ResolvedMeta | null; status: number };

type Page = { url: string; publicUrl: string; language: Language; i18n: I18n };

function renderPass({ url, publicUrl, language, i18n }: Page, client: QueryClient): Promise<Pass> {
  return new Promise((resolve, reject) => {
    let meta: ResolvedMeta | null = null;
    let status = 200;
    let failure: unknown;
    const report = {
      meta: (next: ResolvedMeta) => {
        meta = next;
      },
      status: (next: number) => {
        status = next;
      },
    };
    const timer = setTimeout(() => {
      stream.abort(new Error(`Rendering ${url} took longer than ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
    timer.unref();
    const stream = renderToPipeableStream(
      <StrictMode>
        {/* As in main.tsx, so the trees match. It catches nothing here: a failure rejects the render. */}
        <ErrorBoundary fullPage>
          <ServerRenderContext value={report}>
            <AppProvider
              queryClient={client}
              publicUrl={publicUrl}
              language={language}
              i18n={i18n}
              location={url}
            >
              <AppRoutes />
            </AppProvider>
          </ServerRenderContext>
        </ErrorBoundary>
      </StrictMode>,
      {
        // Every boundary inline: the page needs no inline script (the CSP allows none) to show.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // Crawlers and link previews get the whole page, not a shell to be filled in.
        onAllReady() {
          clearTimeout(timer);
          if (failure !== undefined) {
            stream.abort();
            reject(failure instanceof Error ? failure : new Error(String(failure)));
            return;
          }
          const chunks: Buffer[] = [];
          stream.pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(chunk);
                done();
              },
              final(done) {
                resolve({ html: Buffer.concat(chunks).toString('utf8'), meta, status });
                done();
              },
            }),
          );
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          failure ??= error;
        },
      },
    );
  });
}

/**
 * What code outside React words on the server (a call to the API that failed while rendering)
 * is in English: no visitor reads it, the browser renders that page itself.
 */
const speakingEnglish = loadLanguage(DEFAULT_LANGUAGE).then((i18n) =>
  speakInDocument({ language: DEFAULT_LANGUAGE, i18n }),
);

/**
 * Renders one page for a visitor (never a signed-in user: the browser shows its session after
 * hydrating). Its data comes through the same query options as in the browser, fetched in rounds
 * until the page asks for nothing new, and goes into the page so the browser needs no API call
 * to show it. A fresh QueryClient per request: nothing of one visitor's page reaches another.
 */
export async function render({ url, publicUrl, fetch, manifest }: RenderOptions): Promise<RenderResult> {
  await speakingEnglish;
  const { language, path: pathname } = splitLanguagePath(new URL(url, 'http://localhost').pathname);
  const rendering = renderingOf(pathname);
  if (!rendering.server) return shell(publicUrl, language, manifest, rendering.module);

  return requestFetch.run(fetch, async () => {
    const client = serverQueryClient();
    const [i18n] = await Promise.all([loadLanguage(language), rendering.module?.preload(language)]);
    const page: Page = { url, publicUrl, language, i18n };
    let pass = await renderPass(page, client);
    for (let round = 0; round < MAX_DATA_ROUNDS; round += 1) {
      const wanted = wantedQueries(client);
      if (wanted.length === 0) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
      pass = await renderPass(page, client);
    }
    // A failure is rendered only as 'Page Not Found' (an unknown course); any other page with a
    // failed call goes to the browser as the shell, which asks again and shows its own message.
    const failed = client
      .getQueryCache()
      .getAll()
      .some(
        (query) =>
          query.state.status === 'error' && !(pass.status === 404 && isClientError(query.state.error)),
      );
    if (failed) return shell(publicUrl, language, manifest, rendering.module);

    const meta =
      pass.meta ?? resolveMeta({ title: ACADEMY.name, description: '' }, publicUrl, pathname, language);
    const { hints, html } = liftResourceHints(pass.html);
    const queries = dehydrateQueries(client);
    client.clear();
    return {
      status: pass.status,
      lang: HTML_LANG[language],
      head: [headHtml(meta), ...hints].join('\n    '),
      preloads: pagePreloads(language, manifest, rendering.module),
      html,
      stateScript: stateScript(serialiseAppState({ publicUrl, rendered: true, queries })),
    };
  });
}

const isClientError = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number' &&
  error.status >= 400 &&
  error.status < 500;
