import { expect, ownServerTest as test } from './fixtures';

/*
 * Issue 11: Admin → Outbox, where the store's emails are read (without SMTP_URL the only place
 * they are). The admin's own server (ownServerTest): the auth spec signs the shared admin out.
 */

test.describe('Admin → Outbox', () => {
  test("a new student's welcome email is in the outbox, sent, and reads as the student got it", async ({
    page,
    admin,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('outbox');
    await signIn(page, admin);

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row).toContainText('Welcome to Kalakriti: please confirm your email');
    // The e2e servers deliver over SMTP: the mail left the store.
    await expect(row).toContainText('Sent');

    await row.getByRole('link', { name: 'Welcome to Kalakriti: please confirm your email' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Kalakriti: please confirm your email' }),
    ).toBeVisible();
    await expect(page.getByText(`To ${student.email}`)).toBeVisible();
    // The email is shown in a frame that runs no script (so the test reads what it was given;
    // automating inside such a frame would need scripts in it).
    const email = page.getByTitle('The email: Welcome to Kalakriti: please confirm your email');
    await expect(email).toBeVisible();
    await expect(email).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    await expect(email).toHaveAttribute('srcdoc', /<h1[^>]*>Welcome to Kalakriti Design Academy<\/h1>/);
    await expect(email).toHaveAttribute('srcdoc', /<base target="_blank">/);
    // Delivered, so the outbox keeps no live link: an admin (or a backup) could use it (issue 25).
    await expect(email).toHaveAttribute(
      'srcdoc',
      /<a href="http[^"]+\/verify-email\?token=removed-once-delivered"[^>]*>Confirm my email<\/a>/,
    );

    await page.getByRole('button', { name: 'Plain text' }).click();
    await expect(
      page.getByText(/Confirm my email: http\S+\/verify-email\?token=removed-once-delivered/),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Outbox' }).first().click();
    await expect(page).toHaveURL(/\/admin\/outbox$/);
  });
});
