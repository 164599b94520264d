import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  apiLogin,
  expect,
  expectToastShown,
  firstName,
  openUserMenu,
  readStorage,
  STORAGE,
  submitSignIn,
  test,
} from './fixtures';

/*
 * Issue 11: the student's /account page. Each test uses a student of its own, so the changes
 * (a new password, sessions ended, an erased account) touch nobody else.
 */

const section = (page: Page, name: string) => page.getByRole('region', { name });

async function openAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(section(page, 'Profile').getByLabel('Full name')).toBeVisible();
}

test('a visitor is sent to sign in, then comes back to /account', async ({ page, createStudent }) => {
  const student = await createStudent('account-visitor');
  await page.goto('/account');
  await expect(page).toHaveURL('/auth');
  await submitSignIn(page, student);
  await expect(page).toHaveURL('/account');
  await expect(section(page, 'Profile').getByLabel('Email')).toHaveValue(student.email);
});

test('the user menu leads to My account, where the profile is edited', async ({
  page,
  createStudent,
  signIn,
}) => {
  const student = await createStudent('account-profile');
  await signIn(page, student);
  await page.goto('/');
  const menu = await openUserMenu(page, firstName(student));
  await menu.getByRole('menuitem', { name: 'My account' }).click();
  await expect(page).toHaveURL('/account');

  const profile = section(page, 'Profile');
  await expect(profile.getByLabel('Full name')).toHaveValue(student.name);
  await expect(profile.getByLabel('Phone')).toHaveValue(student.phone);
  await expect(profile.getByLabel('Email')).toHaveValue(student.email);
  await expect(profile.getByLabel('Email')).toHaveAttribute('readonly', '');

  // The reason shows beside the field as soon as it is left, before any submit.
  await profile.getByLabel('Phone').fill('call me');
  await profile.getByLabel('Full name').focus();
  await expect(
    profile.getByText('Phone may contain only digits, spaces, dashes and a leading +.'),
  ).toBeVisible();

  await profile.getByLabel('Full name').fill('Meera Deshpande');
  await profile.getByLabel('Phone').fill('+91 90000 12345');
  await expect(
    profile.getByText('Phone may contain only digits, spaces, dashes and a leading +.'),
  ).toHaveCount(0);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToastShown(page, 'Your profile was updated.');
  // The header greets the student by the new name.
  await expect(page.getByRole('button', { name: 'Meera', exact: true })).toBeVisible();

  await page.reload();
  await expect(section(page, 'Profile').getByLabel('Full name')).toHaveValue('Meera Deshpande');
  await expect(section(page, 'Profile').getByLabel('Phone')).toHaveValue('+91 90000 12345');
});

test('change the password, then sign in with the new one', async ({
  page,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const student = await createStudent('account-password');
  await signIn(page, student);
  await openAccount(page);
  const password = section(page, 'Password');
  const newPassword = `Chai-${randomUUID().slice(0, 8)}-Kesar`;

  // Submitted straight from a field: every reason shows, and focus goes to the first to fix.
  await password.getByLabel('New password', { exact: true }).fill('password123');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(
    password.getByText('This is one of the most common passwords. Choose one that is harder to guess.'),
  ).toBeVisible();
  await expect(password.getByText('Enter your current password.')).toBeVisible();
  await expect(password.getByText('Type the new password again.')).toBeVisible();
  await expect(password.getByLabel('Current password')).toBeFocused();
  await password.getByLabel('New password', { exact: true }).fill(newPassword);
  await password.getByLabel('Confirm new password').fill(`${newPassword}x`);
  await password.getByLabel('Current password').focus();
  await expect(password.getByText('The passwords do not match.')).toBeVisible();
  await password.getByLabel('Confirm new password').fill(newPassword);
  await expect(password.getByText('The passwords do not match.')).toHaveCount(0);

  allowFailedResponse(400, '/api/account/password');
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expectToastShown(page, 'Current password is incorrect.');
  // Issue 28: the refusal stays under the field it is about, which gets focus, until it changes.
  const current = password.getByLabel('Current password');
  await expect(current).toBeFocused();
  await expect(current).toHaveAccessibleDescription('Current password is incorrect.');

  await current.fill(student.password);
  await expect(current).not.toHaveAccessibleDescription('Current password is incorrect.');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expectToastShown(page, 'Your password was changed. Every other device was signed out.');
  await expect(password.getByLabel('Current password')).toHaveValue('');

  // This device stays signed in with the new token.
  await page.reload();
  await expect(section(page, 'Profile').getByLabel('Email')).toHaveValue(student.email);

  const menu = await openUserMenu(page, firstName(student));
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth');

  allowFailedResponse(401, '/api/auth/login');
  await submitSignIn(page, student);
  await expectToastShown(page, 'Invalid email or password.');
  await submitSignIn(page, { email: student.email, password: newPassword });
  await expectToastShown(page, 'Logged in successfully');
  await expect(page).toHaveURL('/');
});

test('sign out of every device ends this session and the others', async ({
  page,
  request,
  createStudent,
  signIn,
}) => {
  const student = await createStudent('account-devices');
  await signIn(page, student);
  const elsewhere = await apiLogin(request, student);
  await openAccount(page);

  await page.getByRole('button', { name: 'Sign out of every device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out of every device?' });
  await expect(dialog).toContainText(
    'Every browser and phone signed in to your account, this one included, will be signed out.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign out of every device' })).toBeFocused();

  await page.getByRole('button', { name: 'Sign out of every device' }).click();
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expectToastShown(page, 'You were signed out of every device.');
  await expect(page).toHaveURL('/auth');
  expect(await readStorage(page, STORAGE.accessToken)).toBeNull();

  const other = await request.get('/api/account', {
    headers: { authorization: `Bearer ${elsewhere.accessToken}` },
  });
  expect(other.status()).toBe(401);
});

test('delete the account: it says what goes and what stays, then signs out for good', async ({
  page,
  request,
  createStudent,
  signIn,
  allowFailedResponse,
}) => {
  const student = await createStudent('account-delete');
  await signIn(page, student);
  await openAccount(page);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(
    'Kept: the orders and payments, without anything that names you, as the tax law requires (up to eight years).',
  );
  await expect(dialog.getByLabel('Your password')).toBeFocused();

  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Enter your password to confirm.')).toBeVisible();

  allowFailedResponse(400, '/api/account');
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The password is incorrect.');

  await dialog.getByLabel('Your password').fill(student.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expectToastShown(page, 'Your account was deleted.');
  await expect(page).toHaveURL('/');
  expect(await readStorage(page, STORAGE.accessToken)).toBeNull();
  await expect(page.getByRole('button', { name: 'Account', exact: true })).toBeVisible();

  const login = await request.post('/api/auth/login', {
    data: { email: student.email, password: student.password, role: 'user' },
  });
  expect(login.status()).toBe(401);
  const again = await request.post('/api/auth/register', { data: { ...student, role: 'user' } });
  expect(again.status()).toBe(201);
});
