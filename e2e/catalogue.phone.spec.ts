import { expect, test } from './fixtures';

test('on a phone the filters sit in one row above the grid, and the first card starts above the fold', async ({
  page,
}) => {
  await page.goto('/all-courses');
  const filters = page.getByRole('group', { name: 'Filter and sort courses' });
  await expect(filters.getByRole('combobox', { name: 'Level' })).toBeVisible();
  const row = await filters.boundingBox();
  expect(row?.height).toBeLessThan(60);

  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toBeVisible();
  const card = await firstCard.boundingBox();
  const viewport = page.viewportSize();
  expect(card?.y).toBeLessThan((viewport?.height ?? 0) * 0.7);

  await filters.getByRole('combobox', { name: 'Price' }).selectOption({ label: 'Under ₹1,000' });
  await expect(page).toHaveURL('/all-courses?price=under-1000');
  await expect(page.getByRole('status').filter({ hasText: /courses?$/ })).toHaveText(/^\d+ courses?$/);
  // The price comes first on a card; the struck-through original after it.
  for (const article of await page.getByRole('article').all()) {
    const price = await article
      .getByText(/^(₹[\d,]+|Free)$/)
      .first()
      .textContent();
    expect(Number(price?.replace(/[₹,]/g, '').replace('Free', '0'))).toBeLessThan(1000);
  }
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
