import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, findAsset, findCourse, ownServerTest as test, type Session } from './fixtures';
import { expectAccessible } from './axe';
import { E2E_ADMIN } from './env';

/*
 * Issue 15: the admin tables a page at a time, searched and sorted on the server, with the page,
 * the search and the order in the URL; the pickers that search the server instead of loading
 * every course. On the admin tests' own server (see fixtures.ts): the coupons and students these
 * tests add would otherwise show in other specs' counts.
 */

const BRAND_IDENTITY = 'Brand Identity Design';
const unique = () => randomUUID().slice(0, 6).toUpperCase();
const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** Makes coupons with these codes through the API, one after another (SPEC §7 Coupons). */
async function createCoupons(request: APIRequestContext, session: Session, codes: string[]) {
  for (const code of codes) {
    const response = await request.post('/api/admin/coupon/create', {
      headers: bearer(session),
      data: { code, discountType: 'percentage', discountValue: 10 },
    });
    expect(response.status(), `the coupon ${code}`).toBe(201);
  }
}

/** The table's body rows (the header row is not one of them). */
const bodyRows = (page: Page, caption: string) =>
  page.getByRole('table', { name: caption }).getByRole('rowgroup').nth(1).getByRole('row');
const firstCells = (rows: Locator) => rows.locator('td:first-child');
const searchBox = (page: Page, name: string) => page.getByRole('searchbox', { name });
const header = (page: Page, name: string) => page.getByRole('columnheader', { name });

test('All Coupons pages through more coupons than a page; the search, the order and the page stay in the URL, across a reload and Back', async ({
  page,
  request,
  admin,
  signIn,
}) => {
  const tag = `PG${unique()}`;
  const codes = Array.from({ length: 27 }, (_, index) => `${tag}${String(index + 1).padStart(2, '0')}`);
  const session = await signIn(page, admin);
  await createCoupons(request, session, codes);

  await page.goto('/admin/coupons?page=3');
  await expect(page.getByRole('heading', { name: 'All Coupons', level: 1 })).toBeVisible();
  // A new search starts again at page 1.
  await searchBox(page, 'Search coupons').fill(tag);
  await searchBox(page, 'Search coupons').press('Enter');
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}`);
  const rows = bodyRows(page, 'All coupons');
  await expect(rows).toHaveCount(25);
  await expect(page.getByText(`27 coupons match ‘${tag}’`)).toBeVisible();
  const pager = page.getByRole('navigation', { name: 'All coupons pages' });
  await expect(pager).toContainText('Page 1 of 2 · 27 coupons');
  await expect(header(page, 'Code')).not.toHaveAttribute('aria-sort');

  // Sorted by code, A to Z: the header says so, and the URL keeps it.
  await header(page, 'Code').getByRole('button', { name: 'Code' }).click();
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}&sort=code`);
  await expect(header(page, 'Code')).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstCells(rows).first()).toHaveText(`${tag}01`);
  await expect(firstCells(rows).last()).toHaveText(`${tag}25`);

  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}&sort=code&page=2`);
  await expect(firstCells(rows)).toHaveText([`${tag}26`, `${tag}27`]);
  await expect(pager).toContainText('Page 2 of 2 · 27 coupons');

  // A reload opens the same page of the same search in the same order.
  await page.reload();
  await expect(firstCells(rows)).toHaveText([`${tag}26`, `${tag}27`]);
  await expect(searchBox(page, 'Search coupons')).toHaveValue(tag);
  await expect(header(page, 'Code')).toHaveAttribute('aria-sort', 'ascending');

  // Back returns to the first page.
  await page.goBack();
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}&sort=code`);
  await expect(rows).toHaveCount(25);
  await expect(firstCells(rows).first()).toHaveText(`${tag}01`);

  // The same header again turns the order around.
  await header(page, 'Code').getByRole('button', { name: 'Code' }).click();
  await expect(page).toHaveURL(`/admin/coupons?q=${tag}&sort=code&dir=desc`);
  await expect(header(page, 'Code')).toHaveAttribute('aria-sort', 'descending');
  await expect(firstCells(rows).first()).toHaveText(`${tag}27`);
});

test('All Courses: typing narrows the rows after a pause, a search that finds nothing says so and clears; Price sorts both ways', async ({
  page,
  admin,
  signIn,
}) => {
  await signIn(page, admin);
  await page.goto('/admin/courses');
  const rows = bodyRows(page, 'All courses');
  await expect(rows.first()).toBeVisible();

  // No Enter: the search runs once the typing pauses.
  await searchBox(page, 'Search courses').fill('brand ident');
  await expect(page).toHaveURL('/admin/courses?q=brand+ident');
  await expect(firstCells(rows)).toHaveText([BRAND_IDENTITY]);
  await expect(page.getByText('1 course matches ‘brand ident’')).toBeVisible();

  const nothing = `zq${unique()}`;
  await searchBox(page, 'Search courses').fill(nothing);
  await expect(page.getByText(`No courses match ‘${nothing}’`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'All courses' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL('/admin/courses');
  await expect(searchBox(page, 'Search courses')).toHaveValue('');
  await expect(rows.nth(1)).toBeVisible();

  const prices = async () =>
    (await rows.locator('td:nth-child(4)').allTextContents()).map((text) =>
      Number(text.replace(/[^\d.]/g, '')),
    );
  await header(page, 'Price').getByRole('button', { name: 'Price' }).click();
  await expect(header(page, 'Price')).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL('/admin/courses?sort=price');
  // The last order's rows stay on screen, dimmed and busy, until the sorted page arrives.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const ascending = await prices();
  expect(ascending.length).toBeGreaterThan(1);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

  await header(page, 'Price').getByRole('button', { name: 'Price' }).click();
  await expect(header(page, 'Price')).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL('/admin/courses?sort=price&dir=desc');
  await expect.poll(prices).toEqual([...ascending].sort((a, b) => b - a).slice(0, ascending.length));
});

test("the coupon form's product picker finds a course by part of its title, from the keyboard, and names products whose ids are typed in", async ({
  page,
  request,
  admin,
  signIn,
}) => {
  const course = await findCourse(request, BRAND_IDENTITY);
  const asset = await findAsset(request, 'Hand-drawn Rangoli PNG Elements');
  await signIn(page, admin);
  await page.goto('/admin/coupons/add');

  const picker = page.getByRole('combobox', { name: 'Find products' });
  await picker.fill('identity des');
  // The server's answer for what was typed: the one course that matches, and no asset.
  const suggestions = page.getByRole('listbox', { name: 'Find products' });
  await expect(suggestions.getByRole('option')).toHaveCount(1);
  const option = suggestions.getByRole('option', { name: new RegExp(BRAND_IDENTITY) });
  await expect(option).toHaveAttribute('aria-selected', 'false');
  await expectAccessible(page, 'the product picker, open');
  await picker.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await picker.press('Enter');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  const chosen = page.getByRole('list', { name: 'Chosen products' });
  await expect(chosen.getByRole('listitem')).toHaveText([new RegExp(`^${BRAND_IDENTITY}`)]);
  await expect(page.getByLabel('Eligible Products', { exact: true })).toHaveValue(course._id);
  await picker.press('Escape');
  await expect(option).toBeHidden();

  // An id typed (or pasted) into the list is named from the server.
  await page.getByLabel('Eligible Products', { exact: true }).fill(`${course._id}, ${asset._id}`);
  await expect(chosen.getByRole('listitem')).toHaveText([
    new RegExp(`^${BRAND_IDENTITY}`),
    new RegExp(`^${asset.name}`),
  ]);
  await chosen.getByRole('button', { name: `Remove ${BRAND_IDENTITY}` }).click();
  await expect(page.getByLabel('Eligible Products', { exact: true })).toHaveValue(asset._id);
});

test('Students lists the accounts a page at a time: search by name or email, the role filter, and sort by name', async ({
  page,
  request,
  admin,
  signIn,
  newCredentials,
}) => {
  const tag = unique().toLowerCase();
  const people = [newCredentials(`zoya${tag}`), newCredentials(`arjun${tag}`)];
  for (const person of people) {
    const response = await request.post('/api/auth/register', { data: { ...person, role: 'user' } });
    expect(response.status(), `registration of ${person.email}`).toBe(201);
  }
  await signIn(page, admin);

  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Students' }).click();
  await expect(page).toHaveURL('/admin/users');
  await expect(page.getByRole('heading', { name: 'Students', level: 1 })).toBeVisible();

  await searchBox(page, 'Search students').fill(tag);
  await searchBox(page, 'Search students').press('Enter');
  const rows = bodyRows(page, 'Students');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText(people[1]?.email ?? '');

  await header(page, 'Name').getByRole('button', { name: 'Name' }).click();
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');
  await expect(firstCells(rows)).toHaveText([people[1]?.name ?? '', people[0]?.name ?? '']);
  await expect(rows.first().getByRole('cell').nth(1)).toHaveText(people[1]?.email ?? '');
  await expect(rows.first().getByRole('cell').nth(2)).toHaveText(people[1]?.phone ?? '');

  // Admins only: none of them matches; without the search, the admin is there.
  const roles = page.getByRole('group', { name: 'Role' });
  await roles.getByRole('button', { name: 'Admins' }).click();
  await expect(page).toHaveURL(`/admin/users?q=${tag}&sort=name&role=admin`);
  await expect(page.getByText(`No admins match ‘${tag}’`)).toBeVisible();
  await page.getByRole('link', { name: 'Clear search' }).click();
  await expect(page).toHaveURL('/admin/users?sort=name&role=admin');
  await expect(rows.filter({ hasText: E2E_ADMIN.email })).toHaveCount(1);
  await expect(rows.filter({ hasText: tag })).toHaveCount(0);
});
