import { expect, test } from './fixtures';

/**
 * SPEC §2 "Route guard rules", on the routes docs/architecture.md says the guard wraps: /auth, the
 * signed-in pages and the admin area. Public storefront pages stay open to visitors.
 */
test.describe('route guard', () => {
  test.describe('visitor', () => {
    for (const path of ['/admin', '/admin/course/add-course']) {
      test(`on ${path} is sent home`, async ({ page }) => {
        await page.goto(path);
        await expect(page).toHaveURL('/');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn design the way studios');
        await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
      });
    }

    test('on /auth sees the sign-in form', async ({ page }) => {
      await page.goto('/auth');
      await expect(page).toHaveURL('/auth');
      await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Sign In' })).toBeVisible();
    });
  });

  test.describe('signed-in student', () => {
    for (const path of ['/auth', '/admin']) {
      test(`on ${path} is sent home`, async ({ page, createStudent, signIn }) => {
        await signIn(page, await createStudent('guard'));
        await page.goto(path);
        await expect(page).toHaveURL('/');
        await expect(page.getByRole('heading', { level: 1 })).toContainText('Learn design the way studios');
        await expect(page.getByRole('heading', { name: 'Sign In' })).toHaveCount(0);
      });
    }
  });

  test.describe('signed-in admin', () => {
    for (const path of ['/', '/auth', '/all-courses']) {
      test(`on ${path} is sent to /admin`, async ({ page, admin, signIn }) => {
        await signIn(page, admin);
        await page.goto(path);
        await expect(page).toHaveURL('/admin');
        await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      });
    }
  });
});
