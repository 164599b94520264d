import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { apiLogin, expect, ownServerTest as test, type Session } from './fixtures';

/*
 * Issue 15 on the storefront: the search page a page at a time, with the page in its URL, and
 * My Courses showing more once a student owns more than a page. Both add catalogue items, so
 * they run on a server of their own (see fixtures.ts), where no other spec counts them.
 */

const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** Free digital assets named `<prefix> 001`, `<prefix> 002`, …, made through the admin API; answers their ids. */
async function createFreeAssets(request: APIRequestContext, admin: Session, prefix: string, count: number) {
  const ids: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const response = await request.post('/api/student/digital-assets/create', {
      headers: bearer(admin),
      data: { name: `${prefix} ${String(index).padStart(3, '0')}`, price: 0, fakePrice: 0, category: 'Png' },
    });
    expect(response.status(), `the asset ${prefix} ${index}`).toBe(201);
    ids.push(((await response.json()) as { data: { _id: string } }).data._id);
  }
  return ids;
}

test('search shows a page at a time: the next page from the answer’s nextPage, the page in the URL across a reload', async ({
  page,
  request,
  admin,
}) => {
  const word = `Mandana${randomUUID().slice(0, 6)}`;
  await createFreeAssets(request, await apiLogin(request, admin), word, 26);

  await page.goto(`/search?q=${word}`);
  const assets = page.getByRole('region', { name: 'Assets', exact: true }).getByRole('article');
  await expect(assets).toHaveCount(24);
  await expect(page.getByText('Page 1: 24 assets')).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'Search result pages' });
  await expect(pages.getByRole('link', { name: 'Previous page' })).toHaveCount(0);

  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(`/search?q=${word}&page=2`);
  await expect(assets).toHaveCount(2);
  await expect(page.getByText('Page 2: 2 assets')).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);

  await page.reload();
  await expect(assets).toHaveCount(2);
  await expect(page).toHaveTitle(new RegExp(`^Search Results for "${word}", page 2`));

  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(`/search?q=${word}`);
  await expect(assets).toHaveCount(24);
});

test('My Courses shows a page of purchases, and Show more brings the rest', async ({
  page,
  request,
  admin,
  signIn,
  createStudent,
}) => {
  const prefix = `Warli Motif ${randomUUID().slice(0, 6)}`;
  const ids = await createFreeAssets(request, await apiLogin(request, admin), prefix, 101);
  const credentials = await createStudent('collector');
  const student = await apiLogin(request, credentials);
  // Two free orders, fulfilled at once: a cart's worth (100), then one more.
  for (const chunk of [ids.slice(0, 100), ids.slice(100)]) {
    const response = await request.post('/api/create-order', {
      headers: bearer(student),
      data: {
        userId: student.user._id,
        cartItems: chunk.map((itemId) => ({ itemId, itemType: 'Asset' })),
      },
    });
    expect(response.status(), 'the free order').toBe(200);
  }

  await signIn(page, credentials);
  await page.goto('/my-courses');
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: prefix });
  await expect(rows).toHaveCount(100);
  // The newest first: the single later order's asset leads.
  await expect(rows.first()).toContainText(`${prefix} 101`);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(101);
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);
});
