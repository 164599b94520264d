import { expect, test } from './fixtures';

test('on a phone the home page hides the third testimonial row', async ({ page }) => {
  await page.goto('/');
  const rows = page.getByTestId('testimonial-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toBeVisible();
  await expect(rows.nth(1)).toBeVisible();
  await expect(rows.nth(2)).toBeHidden();
  await expect(page.getByTestId('home-courses').getByRole('article')).toHaveCount(3);
});
