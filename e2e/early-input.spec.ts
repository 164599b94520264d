import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { Page } from '@playwright/test';
import { expect, toast, test } from './fixtures';

/**
 * Opens a server-rendered page with the app's code held back, as on a phone still downloading
 * it: the page shows, but nothing on it is hydrated until `release` lets the code through.
 */
async function openBeforeHydration(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  const held: (() => Promise<void>)[] = [];
  let releasing = false;
  await page.route(/\/assets\/.+\.js$/, (route) =>
    releasing ? route.continue() : void held.push(() => route.continue()),
  );
  await page.goto(path, { waitUntil: 'commit' });
  return {
    release: async () => {
      // The app's entry module was asked for and is held: nothing has hydrated yet.
      expect(held.length).toBeGreaterThan(0);
      releasing = true;
      await Promise.all(held.splice(0).map((next) => next()));
    },
  };
}

test.describe('what a visitor does before the page hydrates is not lost', () => {
  test('a price band and the name order chosen early filter the asset list', async ({ page }) => {
    const { release } = await openBeforeHydration(page, '/digital-assets');
    await page.getByRole('combobox', { name: 'Price' }).selectOption({ label: '₹1,000 and above' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('title');
    await release();

    await expect(page).toHaveURL('/digital-assets?price=1000-plus&sort=title');
    await expect(page.getByRole('article').getByRole('heading')).toHaveText([
      'Brand Guidelines Template',
      'Deccan Grotesk Font Family',
      'Shubh Vivah Wedding Invitation PSD Suite',
    ]);
    await expect(page.getByRole('combobox', { name: 'Price' })).toHaveValue('1000-plus');
  });

  test('a category chip tapped early is applied', async ({ page }) => {
    const { release } = await openBeforeHydration(page, '/all-courses');
    const chips = page.getByRole('group', { name: 'Course categories' });
    await chips.getByRole('button', { name: 'Branding', exact: true }).click();
    await release();

    await expect(chips.getByRole('button', { name: 'Branding', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).toHaveURL('/all-courses?category=Branding');
  });

  test('a search typed and sent early is recorded and opens its results', async ({ page }) => {
    const recorded = page.waitForRequest(
      (request) => request.url().endsWith('/api/search/record') && request.method() === 'POST',
    );
    const { release } = await openBeforeHydration(page, '/digital-assets');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search the store' });
    await box.fill('typography');
    await box.press('Enter');
    // The form did not submit itself: the page and its address are as they were.
    await expect(page).toHaveURL('/digital-assets');
    await release();

    expect((await recorded).postDataJSON()).toEqual({ query: 'typography' });
    await expect(page).toHaveURL('/search?q=typography');
  });

  test('an enquiry filled in and sent early is sent whole once the page is ready', async ({ page }) => {
    const sent = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/api/enquiries' && request.method() === 'POST',
    );
    const { release } = await openBeforeHydration(page, '/student-enquiry');
    const form = page.getByRole('form', { name: 'Enquiry For Offline Batches' });
    await form.getByLabel('Full Name').fill('Ishita Joshi');
    await form.getByLabel('Email').fill('ishita.joshi@example.in');
    await form.getByLabel('Address').fill('Flat 12, Laxmi Heights, Karve Road, Pune 411038');
    await form.getByLabel('Subject').fill('Weekend batch');
    await form.getByRole('radio', { name: 'Female', exact: true }).check();
    await form.getByLabel('Message').fill('Is there a Saturday-Sunday batch starting in January?');
    // Sent before the app's code has run: the form does not submit itself, it waits for the app.
    await form.getByRole('button', { name: 'Submit Query' }).click();
    await expect(page).toHaveURL('/student-enquiry');
    await release();

    expect((await sent).postDataJSON()).toEqual({
      name: 'Ishita Joshi',
      email: 'ishita.joshi@example.in',
      phone: '',
      address: 'Flat 12, Laxmi Heights, Karve Road, Pune 411038',
      subject: 'Weekend batch',
      gender: 'female',
      message: 'Is there a Saturday-Sunday batch starting in January?',
    });
    // No phone was left, so the counsellor will write (issue 28).
    await expect(toast(page, SERVER_MESSAGES.enquiryReceivedByEmail)).toBeVisible();
  });
});
