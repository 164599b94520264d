import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * Issue 28 (decision 023): on a phone, where typing in Devanagari is as easy as in Latin
 * letters, a student who types फोटोशॉप finds the Photoshop course, and one who swaps two letters
 * ("desgin") still finds design courses.
 */

const resultsHeading = (page: Page, query: string) =>
  page.getByRole('heading', { name: `Search Results for "${query}"`, level: 1 });
const courses = (page: Page) => page.getByRole('region', { name: 'Courses', exact: true });

test('फोटोशॉप typed in the search box finds the Photoshop courses and actions', async ({ page }) => {
  await page.goto('/search');
  const box = page.getByRole('searchbox', { name: 'Search courses and assets' });
  await expect(box).toBeFocused();
  await box.fill('फोटोशॉप');
  await box.press('Enter');

  await expect(resultsHeading(page, 'फोटोशॉप')).toBeVisible();
  await expect(courses(page).getByRole('link', { name: /Photoshop Masterclass/ })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Assets', exact: true }).getByRole('link', {
      name: /Film Grain Photoshop Actions/,
    }),
  ).toBeVisible();
  await expect(page.getByText('No results found for')).toHaveCount(0);
});

test('two swapped letters still find the course', async ({ page }) => {
  await page.goto('/search?q=desgin');
  await expect(resultsHeading(page, 'desgin')).toBeVisible();
  await expect(courses(page).getByRole('link', { name: /Brand Identity Design/ })).toBeVisible();
});
