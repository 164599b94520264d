import { mailsTo } from './mail';
import { buyCourseViaApi, checkoutDialog, expect, findCourse, test } from './fixtures';

/*
 * Issue 31, gifts: a student gives a course from its page, one they own too; the form names
 * what is missing under each field, the payment is the usual sheet, and the recipient is emailed
 * the claim link. The claim itself is gifts.spec.ts.
 */

const COURSE = 'Brand Identity Design';

test('a student who owns a course gives it as a gift from its page, and its recipient is emailed the claim link', async ({
  page,
  request,
  createStudent,
  signIn,
  newCredentials,
}) => {
  const buyer = await createStudent('giver');
  const session = await signIn(page, buyer);
  const course = await findCourse(request, COURSE);
  await buyCourseViaApi(request, session, course._id);
  const friend = newCredentials('gift-to');

  await page.goto(`/course/details/${course._id}`);
  await expect(page.getByRole('link', { name: 'Go To Course' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Give as a gift' }).click();
  const form = page.getByRole('dialog', { name: `Give “${COURSE}” as a gift` });
  const pay = form.getByRole('button', { name: /^Pay ₹[\d,]+ for the gift$/ });
  await pay.click();
  const name = form.getByLabel('Their name');
  await expect(name).toBeFocused();
  await expect(name).toHaveAccessibleDescription('Enter their name.');
  await expect(form.getByLabel('Their email address')).toHaveAccessibleDescription(
    /They claim the gift by signing in, or signing up, with this address\.\s*Enter their email address\./,
  );

  await name.fill('Meera Joshi');
  await form.getByLabel('Their email address').fill(friend.email);
  await form.getByLabel('A message for them (optional)').fill('Happy birthday! Make something beautiful.');
  await expect(form.getByText('459 characters left')).toBeVisible();
  await pay.click();

  const sheet = checkoutDialog(page);
  await expect(form).toBeHidden();
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/my-courses\/orders\/[\w-]+$/);
  await expect
    .poll(async () => (await mailsTo(friend.email)).map((mail) => mail.subject))
    .toEqual([`${buyer.name} sent you a gift from Kalakriti Design Academy`]);
  const [mail] = await mailsTo(friend.email);
  expect(mail?.text).toMatch(/\/gift#[\w.-]+/);
  expect(mail?.text).toContain('“Happy birthday! Make something beautiful.”');
});
