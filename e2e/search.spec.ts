import { MESSAGES } from '@academy/shared/messages';
import type { Page } from '@playwright/test';
import { expect, expectToastShown, test } from './fixtures';

const SEARCH_PATH = '/api/student/course/search';
const RECORD_PATH = '/api/search/record';

/** Counts the catalogue searches the page asks the server for. */
function countSearches(page: Page) {
  const queries: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === SEARCH_PATH) queries.push(url.searchParams.get('q') ?? '');
  });
  return queries;
}

const resultsHeading = (page: Page, query: string) =>
  page.getByRole('heading', { name: `Search Results for "${query}"`, level: 1 });

const group = (page: Page, name: 'Courses' | 'Assets') => page.getByRole('region', { name, exact: true });

test.describe('search results', () => {
  test('a query that matches a demo course and asset lists each in its group', async ({ page }) => {
    const searches = countSearches(page);
    await page.goto('/search?q=photoshop');
    await expect(resultsHeading(page, 'photoshop')).toBeVisible();
    await expect(page).toHaveTitle(/^Search Results for "photoshop" · /);

    const courses = group(page, 'Courses');
    await expect(courses.getByRole('heading', { name: 'Courses', level: 2 })).toBeVisible();
    const course = courses.getByRole('link', { name: /Photoshop Masterclass/ });
    await expect(course).toBeVisible();
    const count = await courses.getByRole('article').count();
    await expect(courses).toContainText(`${count} ${count === 1 ? 'result' : 'results'}`);
    // The demo catalogue's Photoshop actions are an asset: they come in their own group.
    await expect(
      group(page, 'Assets').getByRole('link', { name: /Film Grain Photoshop Actions/ }),
    ).toBeVisible();
    await expect(page.getByText('No results found for')).toHaveCount(0);
    // The server rendered the results with the page: the browser does not search again.
    expect(searches).toEqual([]);

    await course.click();
    await expect(page).toHaveURL(/\/course\/details\/[0-9a-f-]{36}$/);
  });

  test('a misspelt query still finds the course', async ({ page }) => {
    await page.goto('/search?q=photosop');
    await expect(resultsHeading(page, 'photosop')).toBeVisible();
    await expect(group(page, 'Courses').getByRole('link', { name: /Photoshop Masterclass/ })).toBeVisible();
  });

  test("a query that matches nothing says 'No results found for' it, with no groups", async ({ page }) => {
    const nonsense = 'qzxvbnmwk';
    await page.goto(`/search?q=${nonsense}`);
    await expect(resultsHeading(page, nonsense)).toBeVisible();
    await expect(page.getByText(`No results found for "${nonsense}"`)).toBeVisible();
    await expect(group(page, 'Courses')).toHaveCount(0);
    await expect(group(page, 'Assets')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/all-courses');
  });

  test('the search box records the new query, then shows its results', async ({ page }) => {
    await page.goto('/search?q=qzxvbnmwk');
    await expect(page.getByText('No results found for "qzxvbnmwk"')).toBeVisible();

    const box = page.getByRole('searchbox', { name: 'Search courses and assets' });
    await expect(box).toHaveValue('qzxvbnmwk');
    const recorded = page.waitForRequest(
      (request) => new URL(request.url()).pathname === RECORD_PATH && request.method() === 'POST',
    );
    await box.fill('  typography ');
    await box.press('Enter');
    expect((await recorded).postDataJSON()).toEqual({ query: 'typography' });

    await expect(page).toHaveURL('/search?q=typography');
    await expect(resultsHeading(page, 'typography')).toBeVisible();
    await expect(group(page, 'Courses').getByRole('link', { name: /Typography Essentials/ })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL('/search?q=qzxvbnmwk');
    await expect(box).toHaveValue('qzxvbnmwk');
  });

  test('without q nothing is searched; a popular search starts one', async ({ page }) => {
    const searches = countSearches(page);
    await page.goto('/search');
    await expect(page.getByRole('heading', { name: 'Search the catalogue', level: 1 })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search courses and assets' })).toBeFocused();

    // Submitting an empty box goes nowhere either.
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/search');

    await page.getByRole('button', { name: 'Fonts', exact: true }).click();
    await expect(page).toHaveURL('/search?q=Fonts');
    await expect(resultsHeading(page, 'Fonts')).toBeVisible();
    // The heading shows while the results load: the one search is sent once it has rendered.
    await expect(group(page, 'Assets')).toBeVisible();
    expect(searches).toEqual(['Fonts']);
  });

  test('a failed search shows the error toast and offers to try again', async ({
    page,
    allowFailedResponse,
  }) => {
    // A query over the server's 1,000-character limit is refused (400): a real failure.
    allowFailedResponse(400, SEARCH_PATH);
    const tooLong = 'a'.repeat(1001);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === SEARCH_PATH) searches.push(request.url());
    });
    await page.goto(`/search?q=${tooLong}`);
    await expectToastShown(page, MESSAGES.searchFailed);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect.poll(() => searches.length).toBe(1);

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.poll(() => searches.length).toBe(2);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
