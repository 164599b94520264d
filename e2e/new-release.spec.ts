import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Page, test as plainTest } from '@playwright/test';
import { expect, test, webDist } from './fixtures';

/**
 * A tab opened before a deployment, whose next page's code the deployment removed (issue 25). The
 * chunk's requests answer 404, as the server answers for a file it no longer has: the import
 * fails exactly as it does after a real deployment.
 */

const NEW_VERSION = 'A new version of the store is available';
const PAGE_BROKE = 'This page stopped working';

/** The built chunk of a page, from Vite's manifest: `/assets/all-courses-<hash>.js`. */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build's manifest: run npm run build`);
  return `/${entry.file}`;
}
const allCoursesChunk = chunkOf('src/app/routes/all-courses.tsx');
/** The toast library, which every page fetches once it is idle (src/lib/toast.ts). */
const toastsChunk = chunkOf('../../node_modules/react-toastify/dist/index.mjs');

/** Every page load of the tab (the first one and each reload), by its address. */
function countLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.push(request.url());
  });
  return loads;
}

/**
 * Opens a page of the store (home by default) and waits until React has hydrated the header's
 * Courses link, so a click is the app's own navigation (the tab's old build loading a page it has
 * not visited yet).
 */
async function openStore(page: Page, path = '/') {
  await page.goto(path);
  const courses = page.getByRole('banner').getByRole('link', { name: 'Courses', exact: true });
  await expect
    .poll(() => courses.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  return courses;
}

test.describe('a page whose code a deployment removed', () => {
  test('reloads once and shows the page from the new build', async ({ page, allowFailedResponse }) => {
    allowFailedResponse(404, allCoursesChunk);
    let removed = 0;
    await page.route(`**${allCoursesChunk}`, (route) => {
      // Only the old tab's request fails: the reload brings the new build, which has the page.
      if (removed > 0) return route.continue();
      removed += 1;
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' });
    });
    const loads = countLoads(page);

    const courses = await openStore(page);
    await courses.click();

    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page).toHaveURL('/all-courses');
    expect(removed).toBe(1);
    expect(loads.map((url) => new URL(url).pathname)).toEqual(['/', '/all-courses']);
    await expect(page.getByText(NEW_VERSION)).toHaveCount(0);
  });

  test('says a new version is available when the reload does not help, and never loops', async ({
    page,
    allowFailedResponse,
  }) => {
    allowFailedResponse(404, allCoursesChunk);
    let gone = true;
    await page.route(`**${allCoursesChunk}`, (route) =>
      gone
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' })
        : route.continue(),
    );
    const loads = countLoads(page);

    const courses = await openStore(page);
    await courses.click();

    // A whole page load and hydration on a busy machine: waited for step by step.
    await expect.poll(() => loads.length).toBe(2);
    await page.waitForLoadState('load');
    const heading = page.getByRole('heading', { level: 1, name: NEW_VERSION });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('banner')).toBeVisible();
    // One reload, made by the app; the message came after it, and nothing reloads again.
    expect(loads.map((url) => new URL(url).pathname)).toEqual(['/', '/all-courses']);

    // The visitor's own Reload, once the new build is really there.
    gone = false;
    await page.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(heading).toHaveCount(0);
    expect(loads).toHaveLength(3);
  });
});

test('a page first opened offline waits for the network, then shows, instead of reading as a new release', async ({
  page,
}) => {
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === allCoursesChunk) chunkRequests.push(request.url());
  });
  const loads = countLoads(page);
  // From a page without pictures, once its idle-time fetch of the toast library is in: none of
  // its own requests is left to fail when the network goes.
  const toastsFetched = page.waitForResponse((response) => new URL(response.url()).pathname === toastsChunk);
  const courses = await openStore(page, '/privacy-policy');
  await toastsFetched;

  await page.context().setOffline(true);
  await courses.click();
  await expect(page).toHaveURL('/all-courses');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toContainText(
    'pages not opened yet wait until you are back online',
  );
  // Nothing was asked of a network that is not there, and nothing reloaded.
  expect(chunkRequests).toEqual([]);
  await expect(page.getByText(NEW_VERSION)).toHaveCount(0);

  await page.context().setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(chunkRequests).toHaveLength(1);
  expect(loads.map((url) => new URL(url).pathname)).toEqual(['/privacy-policy']);
});

/** A page that throws as it renders, served in place of the course list's chunk. */
const BROKEN_PAGE = 'export function AllCoursesRoute() { throw new Error("The course list broke"); }';

plainTest.describe('a page that breaks', () => {
  plainTest('shows what happened under the header, with the ways back', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(`**${allCoursesChunk}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: BROKEN_PAGE }),
    );

    const courses = await openStore(page);
    await courses.click();
    const heading = page.getByRole('heading', { level: 1, name: PAGE_BROKE });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    // React reports the error it caught, and only that.
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((text) => text.includes('The course list broke'))).toBe(true);

    await page.getByRole('button', { name: 'Go back' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByTestId('home-courses')).toBeVisible();
    await expect(heading).toHaveCount(0);
  });
});

/**
 * The two screens at a phone's and a laptop's width, for a person to look at (SCREENSHOT_DIR set).
 * Opened straight at the page, so they also show a server-rendered page failing as it hydrates.
 */
plainTest.describe('screenshots', () => {
  const folder = process.env['SCREENSHOT_DIR'];
  plainTest.skip(!folder, 'SCREENSHOT_DIR is not set');

  for (const width of [390, 1366]) {
    plainTest(`the error and new-version screens at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      let body: string | null = BROKEN_PAGE;
      await page.route(`**${allCoursesChunk}`, (route) =>
        body === null
          ? route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' })
          : route.fulfill({ status: 200, contentType: 'text/javascript', body }),
      );
      await page.goto('/all-courses');
      await expect(page.getByRole('heading', { level: 1, name: PAGE_BROKE })).toBeVisible();
      await page.screenshot({ path: path.join(folder ?? '', `error-screen-${width}.png`) });

      body = null;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: NEW_VERSION })).toBeVisible();
      await page.screenshot({ path: path.join(folder ?? '', `new-version-${width}.png`) });
    });
  }
});

test("a Hindi page whose messages a deployment removed reloads once for the new release's", async ({
  page,
  allowFailedResponse,
}) => {
  const hindiMessages = chunkOf('src/locales/hi.json?lingui');
  allowFailedResponse(404, hindiMessages);
  const loads = countLoads(page);
  let removed = 0;
  await page.route(`**${hindiMessages}`, (route) => {
    // Gone for the page the cache kept; the reload is the new release's page, which has them.
    if (loads.length > 1) return route.continue();
    removed += 1;
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"success":false}' });
  });

  await page.goto('/hi/all-courses');
  // The page asks for its code once it has loaded (decision 042), finds its messages gone and
  // loads again: the second page is the one that comes alive.
  await expect.poll(() => loads.length, { message: 'the page loaded again' }).toBe(2);

  const courses = page.getByRole('banner').getByRole('link', { name: 'कोर्स', exact: true });
  await expect
    .poll(() => courses.evaluate((link) => Object.keys(link).some((key) => key.startsWith('__reactProps'))))
    .toBe(true);
  expect(removed).toBeGreaterThan(0);
  expect(loads.map((url) => new URL(url).pathname)).toEqual(['/hi/all-courses', '/hi/all-courses']);
});
