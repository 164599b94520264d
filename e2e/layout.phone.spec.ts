import type { Page } from '@playwright/test';
import { expect, firstName, readStorage, STORAGE, test } from './fixtures';

// The 'phone' project runs this file at 390 x 844.

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

const openMobileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  return dialog;
};

test.describe('phone layout', () => {
  test('the desktop navigation is hidden and the slide-out menu has the visitor entries', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeHidden();

    const dialog = await openMobileMenu(page);
    await expect(dialog.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Home',
      'Courses',
      'Digital Assets',
      'Bundles',
      'Enquiry',
      'Login/Register',
    ]);
    // Under them, the same page in the store's other languages (issue 29).
    await expect(dialog.getByRole('navigation', { name: 'Language' }).getByRole('link')).toHaveText([
      'English',
      'हिन्दी',
      'मराठी',
    ]);
    await expect(dialog.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await dialog.getByRole('link', { name: 'Login/Register' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
  });

  test('a signed-in student gets their entries in the menu, and Logout goes to /auth', async ({
    page,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('mobile');
    await signIn(page, student);
    await page.goto('/');
    await expect(page.getByRole('button', { name: firstName(student), exact: true })).toBeHidden();

    const dialog = await openMobileMenu(page);
    await expect(dialog.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Home',
      'Courses',
      'Digital Assets',
      'Bundles',
      // Issue 31: the header's heart, which a phone's header has no room for.
      'Wishlist',
      'My Purchases',
      'My account',
      'Enquiry',
    ]);
    await expect(dialog.getByRole('link', { name: 'Login/Register' })).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/auth');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    expect(await readStorage(page, STORAGE.accessToken)).toBeNull();

    const reopened = await openMobileMenu(page);
    await expect(reopened.getByRole('link', { name: 'Login/Register' })).toBeVisible();
  });

  test('no scroll-to-top button on a phone, and a route change still starts at the top', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // The home page is tall at this width; the spacer keeps the next page tall too, so a
    // scroll position of 0 after navigating proves the app scrolled.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
    });

    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    // The button is rendered past 300 px, but only shown from the md breakpoint up.
    const toTop = page.getByRole('button', { name: 'Scroll to top', includeHidden: true });
    await expect(toTop).toHaveCount(1);
    await expect(toTop).toBeHidden();

    const dialog = await openMobileMenu(page);
    await dialog.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL('/all-courses');
    await expect.poll(() => scrollY(page)).toBe(0);
  });
});
