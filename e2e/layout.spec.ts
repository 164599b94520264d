import { ACADEMY } from '@academy/shared/academy';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe('layout', () => {
  test("an unknown path shows 'Page Not Found' under the student header", async ({
    page,
    allowFailedResponse,
  }) => {
    // Answered 404 by the server (issue 10), which Chromium logs as a failed resource.
    allowFailedResponse(404, '/this/does/not/exist');
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: 'Page Not Found', level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Digital Assets' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('the footer shows on the home page only', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    for (const name of [
      'Privacy Policy',
      'Refund Policy',
      'Terms & Conditions',
      'All Courses',
      'Digital Asset',
      'Contact Us',
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: ACADEMY.phone, exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: ACADEMY.email, exact: true })).toBeVisible();
    await expect(footer.locator('address')).toContainText('Pune');

    await page.goto('/auth');
    await expect(page.getByRole('heading', { name: 'Sign In', level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });

  test('desktop: the scroll-to-top button appears past 300 px, and a route change starts at the top', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Keep the document tall whichever page is shown, so a scroll position of 0 after the
    // route change proves the app scrolled, not that the next page is too short to scroll.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
    });

    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toHaveCount(0);
    await page.mouse.move(600, 450);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => scrollY(page)).toBe(200);
    await expect(toTop).toHaveCount(0);

    await page.mouse.wheel(0, 500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await expect(toTop).toBeVisible();

    await toTop.click();
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(toTop).toHaveCount(0);

    await page.mouse.wheel(0, 900);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(300);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL('/all-courses');
    await expect.poll(() => scrollY(page)).toBe(0);
    await expect(toTop).toHaveCount(0);
  });
});
