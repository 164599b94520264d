import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, ownServerTest as test } from './fixtures';

/*
 * Issue 15 at 390 px: an admin table searched, sorted from the Sort menu (the column headers
 * are for screen readers only on phones) and paged, without scrolling sideways. On the admin
 * tests' own server, like admin-tables.spec.ts.
 */

const scrollWidth = (page: Page) => page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

test('on a phone, All Coupons searches, sorts from the Sort menu and pages, each row a card', async ({
  page,
  request,
  admin,
  signIn,
}) => {
  const tag = `PH${randomUUID().slice(0, 6).toUpperCase()}`;
  const session = await signIn(page, admin);
  for (let index = 1; index <= 26; index += 1) {
    const code = `${tag}${String(index).padStart(2, '0')}`;
    const response = await request.post('/api/admin/coupon/create', {
      headers: { authorization: `Bearer ${session.accessToken}` },
      data: { code, discountType: 'fixed', discountValue: 100 },
    });
    expect(response.status(), `the coupon ${code}`).toBe(201);
  }

  await page.goto('/admin/coupons');
  const search = page.getByRole('searchbox', { name: 'Search coupons' });
  await search.fill(tag);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}`);

  await page.getByLabel('Sort by').selectOption({ label: 'Code, Z to A' });
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}&sort=code&dir=desc`);
  const rows = page.getByRole('table', { name: 'All coupons' }).getByRole('rowgroup').nth(1).getByRole('row');
  await expect(rows).toHaveCount(25);
  await expect(rows.first().getByRole('cell').first()).toHaveText(`${tag}26`);
  await expect(rows.first().getByRole('button', { name: `Delete ${tag}26` })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Code' })).not.toBeInViewport();
  expect(await scrollWidth(page), 'All Coupons scrolls sideways').toBeLessThanOrEqual(390);

  const pager = page.getByRole('navigation', { name: 'All coupons pages' });
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}&sort=code&dir=desc&page=2`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByRole('cell').first()).toHaveText(`${tag}01`);
  await expect(pager).toContainText('Page 2 of 2 · 26 coupons');
  await expect(page.getByLabel('Sort by')).toHaveValue('code:desc');
  expect(await scrollWidth(page), 'the second page scrolls sideways').toBeLessThanOrEqual(390);
});
