import type { Page } from '@playwright/test';
import { apiLogin, buyCourseViaApi, expect, findCourse, ownServerTest as test } from './fixtures';

/*
 * Admin → Orders at 390 px: the register's rows become cards, the order page and the refund
 * confirmation fit the screen. On the admin tests' own server (see fixtures.ts).
 */

const FREELANCING = 'Freelancing for Designers';

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

test('on a phone, an order is found by email as a card, opens, and the refund confirmation fits', async ({
  page,
  request,
  admin,
  createStudent,
  signIn,
}) => {
  const student = await createStudent('phone-orders');
  const session = await apiLogin(request, student);
  await buyCourseViaApi(request, session, (await findCourse(request, FREELANCING))._id);
  await signIn(page, admin);

  await page.goto(`/admin/orders?q=${encodeURIComponent(student.email)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const card = page.getByRole('row').filter({ hasText: student.email });
  await expect(card.getByRole('cell').first().getByRole('link')).toHaveText(FREELANCING);
  // Under it, the order's number for people (issue 28), not its id.
  await expect(card.getByRole('cell').first()).toContainText(/KDA-\d{4}-\d{6}/);
  await expect(card).toContainText('₹499');
  await expect(card).toContainText('Paid');
  // The column headers are for screen readers only; each card labels its own lines.
  await expect(page.getByRole('columnheader', { name: 'Invoice' })).not.toBeInViewport();
  expect(await scrollWidth(page), 'the register scrolls sideways').toBeLessThanOrEqual(390);

  await card.getByRole('link', { name: FREELANCING }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order from ${student.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Invoice / })).toBeInViewport();
  expect(await scrollWidth(page), 'the order page scrolls sideways').toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund ₹499?' });
  await expect(dialog.getByRole('button', { name: 'Refund order' })).toBeInViewport();
  await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
});
