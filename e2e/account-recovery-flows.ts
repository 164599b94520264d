import { SERVER_MESSAGES } from '@academy/shared/messages';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import type { Page } from '@playwright/test';
import { expect, expectToastShown, readStorage, STORAGE, test } from './fixtures';
import { mailsTo } from './mail';

/**
 * Password reset and address verification as a student lives them, reading the real mail the
 * server sent: run by account-recovery.spec.ts at 1366 px and account-recovery.phone.spec.ts at 390 px.
 */

/** The newest link to `page` (/reset-password, /verify-email) mailed to `email`, once `count` such mails arrived. */
async function mailedLink(email: string, linkPath: string, count = 1): Promise<string> {
  const pattern = new RegExp(`https?://[^/\\s]+(${linkPath}\\?token=[\\w-]+)`);
  const links = async () =>
    (await mailsTo(email)).flatMap((mail) => {
      const match = pattern.exec(mail.text);
      return match?.[1] ? [match[1]] : [];
    });
  await expect
    .poll(async () => (await links()).length, { message: `${linkPath} mail to ${email}` })
    .toBe(count);
  const link = (await links()).at(-1);
  if (!link) throw new Error(`No ${linkPath} link reached ${email}`);
  return link;
}

const notice = (page: Page) => page.getByRole('region', { name: 'Confirm your email' });

export function accountRecoverySuite() {
  test('forgot password: the mailed link sets a new password and signs the student in', async ({
    page,
    createStudent,
  }) => {
    const student = await createStudent('forgetful');
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?', level: 1 })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(SERVER_MESSAGES.resetLinkSent, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Sign In' })).toBeVisible();

    await page.goto(await mailedLink(student.email, '/reset-password'));
    await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    // The reason shows beside the field before any submit.
    await password.fill('12345678');
    await confirm.focus();
    await expect(page.getByText(PASSWORD_RULES.common, { exact: true })).toBeVisible();
    const newPassword = 'terracotta-kolam-2026';
    await password.fill(newPassword);
    await expect(page.getByText(PASSWORD_RULES.common, { exact: true })).toHaveCount(0);
    await confirm.fill('terracotta-kolam-2025');
    await password.focus();
    await expect(page.getByText('The two passwords do not match.', { exact: true })).toBeVisible();
    await confirm.fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();

    await expectToastShown(page, SERVER_MESSAGES.passwordReset);
    await expect(page).toHaveURL('/');
    expect(JSON.parse((await readStorage(page, STORAGE.userData)) ?? 'null')).toMatchObject({
      email: student.email,
      emailVerified: true,
    });
    expect(await readStorage(page, STORAGE.authData)).toBe('true');
    // The link proved the address: no notice.
    await expect(notice(page)).toHaveCount(0);
  });

  test('registration: the welcome mail confirms the address, and the notice goes away', async ({
    page,
    newCredentials,
  }) => {
    const student = newCredentials('newcomer');
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByLabel('Full name').fill(student.name);
    await page.getByLabel('Phone').fill(student.phone);
    await page.getByLabel('Email', { exact: true }).fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expectToastShown(page, SERVER_MESSAGES.registered);
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(student.email);
    // Issue 28: no retyping; the password is where the cursor is, and the mail is explained.
    await expect(page.getByRole('status').filter({ hasText: 'Your account is ready.' })).toHaveText(
      `Your account is ready. We have sent a link to ${student.email} to confirm your address; you can sign in now with your password.`,
    );
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(student.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/');

    await expect(notice(page).getByRole('paragraph')).toHaveText(
      `Please confirm your email address. We sent a link to ${student.email}.`,
    );
    await notice(page).getByRole('button', { name: 'Send a new link' }).click();
    await expectToastShown(page, SERVER_MESSAGES.verificationSent);

    // The welcome mail and the one just asked for: only the newest link works.
    await page.goto(await mailedLink(student.email, '/verify-email', 2));
    await expect(page.getByRole('heading', { name: 'Confirm your email', level: 1 })).toBeVisible();
    await expect(page.getByText(SERVER_MESSAGES.emailVerified, { exact: true })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Continue to the store' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
  });
}
