import { ACADEMY } from '@academy/shared/academy';
import { expect, test } from './fixtures';

/** SPEC §1: the legal pages and how many sections each has. */
const legalPages = [
  { path: '/privacy-policy', title: 'Privacy Policy', sections: 5 },
  { path: '/refund-policy', title: 'Refund Policy', sections: 6 },
  { path: '/terms-condition', title: 'Terms & Conditions', sections: 8 },
] as const;

test.describe('static legal pages', () => {
  for (const legal of legalPages) {
    test(`${legal.path} has its title, ${legal.sections} sections, a date and the academy's contact`, async ({
      page,
    }) => {
      await page.goto(legal.path);
      await expect(page.getByRole('heading', { name: legal.title, level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(`${legal.title} · ${ACADEMY.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);

      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveCount(legal.sections);

      await expect(page.getByText('Last updated')).toBeVisible();
      await expect(page.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
      const contact = page.getByRole('region', { name: 'Contact the academy' });
      await expect(contact.getByRole('link', { name: ACADEMY.email })).toHaveAttribute(
        'href',
        `mailto:${ACADEMY.email}`,
      );
      await expect(contact.getByRole('link', { name: ACADEMY.phone })).toBeVisible();
      await expect(contact).toContainText('Pune');
    });
  }

  test('the refund policy states the refund facts of the spec', async ({ page }) => {
    await page.goto('/refund-policy');
    const article = page.getByRole('article');
    await expect(
      article.getByRole('heading', { name: 'Digital products are final', level: 2 }),
    ).toBeVisible();
    await expect(
      article.getByText('All sales of digital products are final.', { exact: false }),
    ).toBeVisible();
    await expect(article.getByText(/may be returned within 14 days of delivery/)).toBeVisible();
    await expect(article.getByText(/Refunds reach your account in 7-10 business days/)).toBeVisible();
    await expect(
      article.getByText(/refund for a cancelled course is initiated within up to 7 business days/),
    ).toBeVisible();
  });

  test('the contents list jumps to a section, and the other policies are a click away', async ({ page }) => {
    await page.goto('/terms-condition');
    const contents = page.getByRole('navigation', { name: 'On this page' });
    await expect(contents.getByRole('link')).toHaveCount(8);
    await contents.getByRole('link', { name: /Liability, governing law and disputes/ }).click();
    await expect(page).toHaveURL(/\/terms-condition#liability-and-law$/);
    const section = page.getByRole('region', { name: 'Liability, governing law and disputes' });
    await expect(section).toBeInViewport();
    await expect(section).toContainText('courts at Pune, Maharashtra');

    await page.getByRole('link', { name: 'Refund Policy', exact: true }).first().click();
    await expect(page).toHaveURL('/refund-policy');
    await expect(page.getByRole('heading', { name: 'Refund Policy', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the home footer links reach each legal page', async ({ page }) => {
    for (const legal of legalPages) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: legal.title, exact: true }).click();
      await expect(page).toHaveURL(legal.path);
      await expect(page.getByRole('heading', { name: legal.title, level: 1 })).toBeVisible();
    }
  });
});
