import { i18n } from '@lingui/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_SCREEN, NEW_VERSION_SCREEN } from './messages';

/** Fresh modules per test: the reload under way is remembered for the page's life. */
async function load() {
  vi.resetModules();
  const [{ ErrorBoundary }, release] = await Promise.all([
    import('./error-boundary'),
    import('@/lib/new-release'),
  ]);
  return { ErrorBoundary, ...release };
}

/** A page that throws while `broken.now` says so. */
const broken = { now: true };
function FlakyPage() {
  if (broken.now) throw new Error('The course list could not be drawn');
  return <h1>All Courses</h1>;
}

/** What Chromium rejects a dynamic import with when the chunk is gone. */
const missingChunk = () =>
  new TypeError(
    'Failed to fetch dynamically imported module: http://localhost:3000/assets/all-courses-x1.js',
  );

let consoleError: ReturnType<typeof vi.spyOn>;
/** The server's side of `POST /api/client-errors`: each report the page sent. */
let sent: ReturnType<typeof vi.fn<(url: string, init: RequestInit) => Promise<Response>>>;
beforeEach(() => {
  broken.now = true;
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/all-courses');
  // React reports each error a boundary catches; the tests look at the screen instead.
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sent = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', sent);
});
afterEach(() => {
  consoleError.mockRestore();
  vi.unstubAllGlobals();
});

/** The reports sent to the server, as the route reads them. */
const reports = () =>
  sent.mock.calls
    .filter(([url]) => url === '/api/client-errors')
    .map(([, init]) => ({ init, body: JSON.parse(String(init.body)) as Record<string, string> }));

describe('a page that breaks', () => {
  it('says what happened, focuses it, and Try again renders the page again', async () => {
    const { ErrorBoundary } = await load();
    render(
      <ErrorBoundary resetKey="/all-courses">
        <FlakyPage />
      </ErrorBoundary>,
    );

    const heading = screen.getByRole('heading', { level: 1, name: i18n._(i18n._(ERROR_SCREEN.title)) });
    expect(document.activeElement).toBe(heading);
    screen.getByText(i18n._(ERROR_SCREEN.body));
    expect(screen.getByRole('link', { name: i18n._(i18n._(ERROR_SCREEN.home)) }).getAttribute('href')).toBe(
      '/',
    );

    broken.now = false;
    await userEvent.click(screen.getByRole('button', { name: i18n._(i18n._(ERROR_SCREEN.retry)) }));
    screen.getByRole('heading', { level: 1, name: 'All Courses' });
    expect(screen.queryByText(i18n._(ERROR_SCREEN.title))).toBeNull();
  });

  it('leads Home in the page’s language', async () => {
    const { ErrorBoundary } = await load();
    const { LanguageProvider } = await import('@/lib/i18n');
    render(
      <LanguageProvider language="hi" i18n={i18n}>
        <ErrorBoundary>
          <FlakyPage />
        </ErrorBoundary>
      </LanguageProvider>,
    );
    expect(screen.getByRole('link', { name: i18n._(ERROR_SCREEN.home) }).getAttribute('href')).toBe('/hi/');
  });

  it('offers Go back when there is a page to go back to', async () => {
    const { ErrorBoundary } = await load();
    window.history.pushState(null, '', '/all-courses?page=2');
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    render(
      <ErrorBoundary>
        <FlakyPage />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: i18n._(i18n._(ERROR_SCREEN.back)) }));
    expect(back).toHaveBeenCalledOnce();
    back.mockRestore();
  });

  it('clears the failure when another page is opened', async () => {
    const { ErrorBoundary } = await load();
    function Store() {
      const [path, setPath] = useState('/all-courses');
      return (
        <>
          <button type="button" onClick={() => setPath('/cart')}>
            Cart
          </button>
          <ErrorBoundary resetKey={path}>{path === '/cart' ? <h1>Cart</h1> : <FlakyPage />}</ErrorBoundary>
        </>
      );
    }
    render(<Store />);
    screen.getByRole('heading', { name: i18n._(i18n._(ERROR_SCREEN.title)) });
    await userEvent.click(screen.getByRole('button', { name: 'Cart' }));
    screen.getByRole('heading', { level: 1, name: 'Cart' });
  });
});

describe('reporting to the server', () => {
  it('sends a page that failed to render to POST /api/client-errors, once, without the query', async () => {
    const { ErrorBoundary } = await load();
    window.history.replaceState(null, '', '/reset-password?token=secret-reset-token');
    const { unmount } = render(
      <ErrorBoundary resetKey="/all-courses">
        <FlakyPage />
      </ErrorBoundary>,
    );
    screen.getByRole('heading', { level: 1, name: i18n._(i18n._(ERROR_SCREEN.title)) });

    expect(reports()).toHaveLength(1);
    const [{ init, body }] = reports() as [ReturnType<typeof reports>[number]];
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(body).toMatchObject({
      kind: 'render',
      message: 'The course list could not be drawn',
      url: 'http://localhost:3000/reset-password',
      release: 'development',
    });
    expect(body.stack).toMatch(/FlakyPage/);
    expect(JSON.stringify(body)).not.toContain('secret-reset-token');

    // The same failure again (Try again, another visit) is not sent twice.
    unmount();
    render(
      <ErrorBoundary resetKey="/all-courses">
        <FlakyPage />
      </ErrorBoundary>,
    );
    expect(reports()).toHaveLength(1);
  });

  it('sends uncaught errors and unhandled rejections, at most five a page load', async () => {
    vi.resetModules();
    const { watchUncaughtErrors, MAX_REPORTS } = await import('@/lib/report-error');
    const target = new EventTarget() as Window;
    watchUncaughtErrors(target);
    const uncaught = (error: Error) => {
      const event = new Event('error') as ErrorEvent;
      Object.assign(event, { error, message: error.message });
      target.dispatchEvent(event);
    };
    const rejected = (reason: unknown) => {
      const event = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(event, { reason });
      target.dispatchEvent(event);
    };

    // The same code failing twice: the same message from the same place.
    const cartFailure = () => new Error('cart is undefined');
    uncaught(cartFailure());
    uncaught(cartFailure());
    rejected(new Error('The payment window closed'));
    expect(reports().map(({ body }) => [body.kind, body.message])).toEqual([
      ['error', 'cart is undefined'],
      ['unhandledrejection', 'The payment window closed'],
    ]);

    for (let index = 0; index < 10; index += 1) uncaught(new Error(`failure ${index}`));
    expect(reports()).toHaveLength(MAX_REPORTS);
  });

  it('does not report a page whose code a deployment removed: that is a new release', async () => {
    const { ErrorBoundary } = await load();
    const Page = lazy(() => Promise.reject(missingChunk()));
    render(
      <ErrorBoundary resetKey="/all-courses">
        <Suspense fallback={<p>Loading</p>}>
          <Page />
        </Suspense>
      </ErrorBoundary>,
    );
    await screen.findByRole('status');
    expect(reports()).toHaveLength(0);
  });
});

describe('a page whose code a deployment removed', () => {
  /** A lazy page whose chunk is gone, made afresh per test: React keeps a lazy's failure. */
  const missingPage = () => {
    const Page = lazy(() => Promise.reject(missingChunk()));
    return (
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    );
  };

  it('reloads once for the new release, and shows a spinner meanwhile', async () => {
    const { ErrorBoundary } = await load();
    render(<ErrorBoundary resetKey="/all-courses">{missingPage()}</ErrorBoundary>);
    expect((await screen.findByRole('status')).textContent).toBe(i18n._(NEW_VERSION_SCREEN.reloading));
    expect(JSON.parse(window.sessionStorage.getItem('newReleaseReload') ?? '{}')).toMatchObject({
      url: 'http://localhost:3000/all-courses',
    });
    expect(screen.queryByText(i18n._(ERROR_SCREEN.title))).toBeNull();
  });

  it('says a new version is available once the reload did not help, with a Reload button', async () => {
    const { ErrorBoundary } = await load();
    window.sessionStorage.setItem(
      'newReleaseReload',
      JSON.stringify({ url: 'http://localhost:3000/all-courses', at: Date.now() - 2_000 }),
    );
    render(<ErrorBoundary resetKey="/all-courses">{missingPage()}</ErrorBoundary>);
    const heading = await screen.findByRole('heading', { level: 1, name: i18n._(NEW_VERSION_SCREEN.title) });
    expect(document.activeElement).toBe(heading);
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: i18n._(NEW_VERSION_SCREEN.reload) }).disabled,
    ).toBe(false);
    expect(screen.queryByRole('button', { name: i18n._(i18n._(ERROR_SCREEN.retry)) })).toBeNull();
  });
});

describe('reloadOnce', () => {
  it('reloads an address once, and again only after a while or for another address', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(1_000_000);
    const reload = vi.fn();
    const first = await load();
    expect(first.reloadOnce(reload)).toBe(true);

    // The reloaded page fails again: no second reload.
    const second = await load();
    expect(second.reloadOnce(reload)).toBe(false);
    now.mockReturnValue(1_000_000 + 10 * 60_000);
    expect(second.reloadOnce(reload)).toBe(true);

    const third = await load();
    window.history.replaceState(null, '', '/digital-assets');
    expect(third.reloadOnce(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
    now.mockRestore();
  });

  it('knows a failed import by its message and by Vite’s event', async () => {
    const { isChunkLoadError, watchFailedImports } = await load();
    expect(isChunkLoadError(missingChunk())).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);

    const unusual = new Error('Load failed');
    watchFailedImports(window);
    const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: unusual });
    window.dispatchEvent(event);
    expect(isChunkLoadError(unusual)).toBe(true);
  });
});

describe('on the server and while hydrating', () => {
  it('adds nothing to the page, so hydration keeps the server’s HTML', async () => {
    const { ErrorBoundary } = await load();
    broken.now = false;
    const page = (
      <ErrorBoundary resetKey="/all-courses">
        <FlakyPage />
      </ErrorBoundary>
    );
    const html = renderToString(page);
    expect(html).toBe(renderToString(<FlakyPage />));

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, page, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe(html);
    container.remove();
  });
});
