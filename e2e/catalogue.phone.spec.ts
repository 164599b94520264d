import { MESSAGES } from '@academy/shared/messages';
import { expect, test } from './fixtures';

test('on a phone, Filter & sort opens a sheet that says how many courses it will show, and the first card starts above the fold', async ({
  page,
  request,
}) => {
  await page.goto('/all-courses');
  const viewport = page.viewportSize();
  const open = page.getByRole('button', { name: /^Filter & sort/ });
  await expect(open).toBeInViewport({ ratio: 1 });
  // Nothing of the filters sits off-screen, as Sort once did.
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const card = await firstCard.boundingBox();
  expect(card?.y).toBeLessThan((viewport?.height ?? 0) * 0.7);

  await open.click();
  const sheet = page.getByRole('dialog', { name: 'Filter & sort' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Clear all' })).toBeDisabled();
  const listed = await request.get('/api/student/course/get?price=under-1000');
  const shown = ((await listed.json()) as { pagination: { total: number } }).pagination.total;
  expect(shown).toBeGreaterThan(1);
  await sheet.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Under ₹1,000' });
  await expect(page).toHaveURL('/all-courses?price=under-1000');
  const show = sheet.getByRole('button', { name: `Show ${shown} courses` });
  await expect(show).toBeVisible();
  await sheet.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/all-courses?price=under-1000&sort=price');
  for (const control of await sheet.getByRole('combobox').all()) {
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  await show.click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filter & sort, 1 chosen' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: /courses?$/ })).toHaveText(`${shown} courses`);
  await expect(page.getByRole('article')).toHaveCount(shown);
  // The price comes first on a card; the struck-through original after it; cheapest first.
  const prices: number[] = [];
  for (const article of await page.getByRole('article').all()) {
    const price = await article
      .getByText(/^(₹[\d,]+|Free)$/)
      .first()
      .textContent();
    prices.push(Number(price?.replace(/[₹,]/g, '').replace('Free', '0')));
  }
  expect(prices.every((price) => price < 1000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // Clear all empties the filters and keeps the sort; Back undoes it.
  await page.getByRole('button', { name: /^Filter & sort/ }).click();
  await sheet.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).toHaveURL('/all-courses?sort=price');
  await expect(sheet.getByRole('combobox', { name: 'Price' })).toHaveValue('');
});

test('a course list with nothing for its filters says so, and a chip standing for other categories says which', async ({
  page,
}) => {
  // Every course, then filters that leave none: the filters are why, not a category.
  await page.goto('/all-courses?level=Advance&price=under-1000');
  await expect(page.getByText('No courses match these filters.', { exact: true })).toBeVisible();
  await expect(page.getByText(MESSAGES.noCoursesInCategory)).toHaveCount(0);

  // A chosen category keeps SPEC's text and says the filters leave none of its courses.
  await page.goto('/all-courses?category=Course&level=Advance&price=under-1000');
  await expect(page.getByText(MESSAGES.noCoursesInCategory)).toBeVisible();
  await expect(page.getByText('None of its courses match these filters.', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Course: courses in Photography, /)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL('/all-courses');
  await expect(page.getByText(/^Course: courses in/)).toHaveCount(0);
});

test('on a phone the search button opens a search field under the header', async ({ page }) => {
  await page.goto('/all-courses');
  await page.getByRole('button', { name: 'Open search' }).click();
  const box = page.getByRole('searchbox', { name: 'Search the store' });
  await expect(box).toBeFocused();
  await box.fill('fonts');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=fonts');
  await expect(page.getByRole('heading', { name: 'Search Results for "fonts"', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Peshwa Serif Display Font' })).toBeVisible();
  // Arriving closes the field again.
  await expect(box).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open search' })).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone a shared link to the last chip shows that chip chosen, in view', async ({ page }) => {
  await page.goto('/digital-assets?category=Ebook');
  const chip = page
    .getByRole('group', { name: 'Asset categories' })
    .getByRole('button', { name: 'Ebook', exact: true });
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(chip).toBeInViewport();
  await expect(page.getByRole('article')).toHaveCount(1);
});
