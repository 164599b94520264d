import type { Page } from '@playwright/test';
import { expect, ownServerTest as test } from './fixtures';

/*
 * The admin area at 390 px: tables become cards, the course editor fits, and Submit stays in
 * reach. On the admin tests' own server (see fixtures.ts), like admin.spec.ts.
 */

const BRAND_IDENTITY = 'Brand Identity Design';

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

test('on a phone, All Courses shows each course as a card with Edit and Delete, and the course editor fits with Submit in reach', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(page, admin);
  await page.goto('/admin/courses');
  await expect(page.getByRole('heading', { name: 'All Courses', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: BRAND_IDENTITY });
  await expect(row.getByRole('cell').first()).toHaveText(BRAND_IDENTITY);
  await expect(row.getByRole('link', { name: `Edit ${BRAND_IDENTITY}` })).toBeVisible();
  await expect(row.getByRole('button', { name: `Delete ${BRAND_IDENTITY}` })).toBeVisible();
  // The column headers are for screen readers only; each card labels its own lines.
  await expect(page.getByRole('columnheader', { name: 'Category' })).not.toBeInViewport();
  expect(await scrollWidth(page), 'All Courses scrolls sideways').toBeLessThanOrEqual(390);

  await row.getByRole('link', { name: `Edit ${BRAND_IDENTITY}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit Course', level: 1 })).toBeVisible();
  for (const tab of ['Curriculam', 'Course Landing Page', 'Settings']) {
    await expect(page.getByRole('tab', { name: tab })).toBeInViewport();
  }
  const first = page.getByRole('group', { name: 'Lecture 1', exact: true });
  await expect(first.getByLabel('Lecture Title')).toBeVisible();
  await expect(first.getByRole('switch', { name: 'Free Preview' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Delete Lecture' })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Replace Video' })).toBeVisible();
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeInViewport();
  await expect(submit).toBeEnabled();
  expect(await scrollWidth(page), 'the course editor scrolls sideways').toBeLessThanOrEqual(390);

  // Scrolled to the last lecture, Submit is still on screen.
  await page
    .getByRole('group', { name: /^Lecture \d+$/ })
    .last()
    .scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
});
