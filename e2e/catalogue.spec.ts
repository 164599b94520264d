import type { Page } from '@playwright/test';
import { ASSET_FILTER_CHIPS, COURSE_FILTER_CHIPS } from '@academy/shared/catalogue';
import { MESSAGES } from '@academy/shared/messages';
import { expect, test } from './fixtures';

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading');

test.describe('course list', () => {
  test('every course chip shows at least one course', async ({ page }) => {
    await page.goto('/all-courses');
    const chips = page.getByRole('group', { name: 'Course categories' });
    for (const chip of COURSE_FILTER_CHIPS) {
      await chips.getByRole('button', { name: chip, exact: true }).click();
      await expect(chips.getByRole('button', { name: chip, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      if (chip !== 'All')
        await expect(page).toHaveURL(`/all-courses?${new URLSearchParams({ category: chip })}`);
      await expect(page.getByRole('article').first(), chip).toBeVisible();
      await expect(page.getByText(MESSAGES.noCoursesInCategory)).toHaveCount(0);
    }
  });

  test('level and sort go into the URL, survive a reload, and Back restores the previous list', async ({
    page,
  }) => {
    await page.goto('/all-courses');
    await expect(page.getByRole('article')).toHaveCount(12);
    const level = page.getByRole('combobox', { name: 'Level' });
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('newest');

    await level.selectOption('Beginner');
    await expect(page).toHaveURL('/all-courses?level=Beginner');
    // Newest Beginner course first.
    await expect(cardTitles(page).first()).toHaveText('Adobe Illustrator from Zero');
    await expect(page.getByRole('article').getByText('· Intermediate')).toHaveCount(0);

    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL('/all-courses?level=Beginner&sort=price');
    await expect(cardTitles(page).first()).toHaveText('Freelancing for Designers');

    await page.reload();
    await expect(level).toHaveValue('Beginner');
    await expect(sort).toHaveValue('price');
    await expect(cardTitles(page).first()).toHaveText('Freelancing for Designers');

    await page.goBack();
    await expect(page).toHaveURL('/all-courses?level=Beginner');
    await expect(sort).toHaveValue('newest');
    await expect(cardTitles(page).first()).toHaveText('Adobe Illustrator from Zero');

    await page.goBack();
    await expect(page).toHaveURL('/all-courses');
    await expect(level).toHaveValue('');
    await expect(page.getByRole('article')).toHaveCount(12);
  });

  test('page 2 shows the courses after the first twelve, with its own URL', async ({ page }) => {
    await page.goto('/all-courses');
    await expect(page.getByRole('article')).toHaveCount(12);
    const status = page.getByRole('status').filter({ hasText: /courses$/ });
    await expect(status).toHaveText(/^Showing 1–12 of \d+ courses$/);
    const firstPage = await cardTitles(page).allTextContents();

    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL('/all-courses?page=2');
    await expect(status).toHaveText(/^Showing 13(–\d+)? of \d+ courses$/);
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const secondPage = await cardTitles(page).allTextContents();
    expect(secondPage.length).toBeGreaterThan(0);
    for (const title of secondPage) expect(firstPage).not.toContain(title);

    await page.goBack();
    await expect(page).toHaveURL('/all-courses');
    await expect(cardTitles(page)).toHaveText(firstPage);
  });

  test("a filter with no match shows the SPEC's empty text, and Clear filters shows every course", async ({
    page,
  }) => {
    await page.goto('/all-courses?category=Graphic+Design&language=Marathi');
    await expect(page.getByText(MESSAGES.noCoursesInCategory)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL('/all-courses');
    await expect(page.getByRole('article')).toHaveCount(12);
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('');
    await expect(
      page
        .getByRole('group', { name: 'Course categories' })
        .getByRole('button', { name: 'All', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('asset list', () => {
  test('every asset chip shows at least one asset; Free also shows the free font', async ({ page }) => {
    await page.goto('/digital-assets');
    const chips = page.getByRole('group', { name: 'Asset categories' });
    for (const chip of ASSET_FILTER_CHIPS) {
      await chips.getByRole('button', { name: chip, exact: true }).click();
      await expect(chips.getByRole('button', { name: chip, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByRole('article').first(), chip).toBeVisible();
    }
    await expect(page).toHaveURL('/digital-assets?category=Ebook');

    await chips.getByRole('button', { name: 'Free', exact: true }).click();
    await expect(page.getByRole('link', { name: 'Sahyadri Display Free Font' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Poster and Phone Mockups Starter' })).toBeVisible();
  });

  test('a price band and the name order go into the URL; page 2 has the rest', async ({ page }) => {
    await page.goto('/digital-assets');
    await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: '₹1,000 and above' });
    await expect(page).toHaveURL('/digital-assets?price=1000-plus');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await expect(page).toHaveURL('/digital-assets?price=1000-plus&sort=title');
    await expect(cardTitles(page)).toHaveText([
      'Brand Guidelines Template',
      'Deccan Grotesk Font Family',
      'Shubh Vivah Wedding Invitation PSD Suite',
    ]);

    await page.goto('/digital-assets?page=2');
    await expect(page.getByRole('status').filter({ hasText: /assets$/ })).toHaveText(
      /^Showing 13(–\d+)? of \d+ assets$/,
    );
    await expect(page.getByRole('article').first()).toBeVisible();
  });
});

test('the header search records the search and opens its results from any page', async ({ page }) => {
  await page.goto('/digital-assets');
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' });
  const recorded = page.waitForRequest(
    (request) => request.url().endsWith('/api/search/record') && request.method() === 'POST',
  );
  await box.fill('typography');
  await box.press('Enter');
  expect((await recorded).postDataJSON()).toEqual({ query: 'typography' });
  await expect(page).toHaveURL('/search?q=typography');
  await expect(
    page.getByRole('heading', { name: 'Search Results for "typography"', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Typography Essentials for Indian Scripts' })).toBeVisible();
});
