import { expect, expectToastShown, test } from './fixtures';

/* Issue 11 at 390 px: the phone menu leads to /account, and its forms and dialogs fit the screen. */

test('the phone menu leads to My account; the profile saves and the delete dialog fits', async ({
  page,
  createStudent,
  signIn,
}) => {
  const student = await createStudent('account-phone');
  await signIn(page, student);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL('/account');
  await expect(menu).toHaveCount(0);

  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Full name').fill('Kavya Joshi');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expectToastShown(page, 'Your profile was updated.');

  // Nothing on the page is wider than the phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByLabel('Your password')).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Delete my account' })).toBeInViewport();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeFocused();
});
