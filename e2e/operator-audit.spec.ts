import { expect, otherPersonPage, ownServerTest as test, submitSignIn } from './fixtures';

/*
 * Issue 26, the operator's tools: an admin disables a student's account from Admin → Students;
 * the student's sign-in is refused with the reason, and the audit log shows who disabled whom.
 * The admin's own server (ownServerTest): the Students table and the audit log are the test's.
 */

const DISABLED_MESSAGE =
  'This account has been disabled. Write to the academy if you think this is a mistake.';

test.describe('Disabling an account', () => {
  test('an admin disables a student, whose sign-in is then refused, and the audit log records it', async ({
    page,
    browser,
    admin,
    createStudent,
    signIn,
  }) => {
    const student = await createStudent('disabled');
    await signIn(page, admin);

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Students' })).toBeVisible();
    await page.getByLabel('Search students').fill(student.email);
    const row = page.getByRole('row').filter({ hasText: student.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Disable ${student.email}` }).click();
    const dialog = page.getByRole('dialog', { name: `Disable ${student.name}'s account?` });
    await expect(dialog).toContainText('signed out on every device');
    await dialog.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Disabled');
    await expect(row.getByRole('button', { name: `Enable ${student.email}` })).toBeVisible();

    const studentBrowser = await otherPersonPage(browser);
    studentBrowser.allow(403, '/api/auth/login');
    await studentBrowser.page.goto('/auth');
    await submitSignIn(studentBrowser.page, student);
    await expect(
      studentBrowser.page.getByRole('alert').filter({ hasText: DISABLED_MESSAGE }).first(),
    ).toBeVisible();
    await expect(studentBrowser.page).toHaveURL(/\/auth$/);
    studentBrowser.expectNoErrors();
    await studentBrowser.close();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const event = page.getByRole('row').filter({ hasText: 'Disabled an account' }).first();
    await expect(event).toContainText(admin.email);
    await expect(event).toContainText('Account');
  });
});
