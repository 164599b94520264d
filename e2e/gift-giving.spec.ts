import { mailsTo } from './mail';
import {
  addToCartViaApi,
  buyCourseViaApi,
  checkoutDialog,
  expect,
  findBundle,
  findCourse,
  test,
} from './fixtures';

/*
 * Issue 31, gifts: a student gives a course from its page, one they own too; the form names
 * what is missing under each field, the payment is the usual sheet, and the recipient is emailed
 * the claim link. The cart's items can be given too. The claim itself is gifts.spec.ts.
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

test('a student gives the cart as a gift: a kit they partly own and the coupon are priced whole, as the checkout charges', async ({
  page,
  request,
  createStudent,
  signIn,
  newCredentials,
}) => {
  const session = await signIn(page, await createStudent('cart-giver'));
  await buyCourseViaApi(request, session, (await findCourse(request, COURSE))._id);
  // The Brand Identity Starter Kit holds the course: ₹1,596 for this student, ₹4,499 whole.
  await addToCartViaApi(request, session, {
    bundleId: (await findBundle(request, 'Brand Identity Starter Kit')).id,
  });
  const friend = newCredentials('cart-gift-to');

  await page.goto('/my-cart');
  await expect(page.getByTestId('cart-grand-total')).toHaveText('₹1,596');
  const coupon = page.getByRole('complementary', { name: 'Order summary' });
  await coupon.getByLabel('Have a coupon code?').fill('WELCOME10');
  await coupon.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('cart-grand-total')).toHaveText('₹1,436.40');

  await page.getByRole('button', { name: 'Give as a gift' }).click();
  const form = page.getByRole('dialog', { name: 'Give this product as a gift' });
  // WELCOME10 on the whole kit: 10 % of ₹4,499.
  const pay = form.getByRole('button', { name: 'Pay ₹4,049.10 for the gift' });
  await form.getByLabel('Their name').fill('Kabir Rao');
  await form.getByLabel('Their email address').fill(friend.email);
  await pay.click();

  const sheet = checkoutDialog(page);
  await expect(sheet.getByTestId('checkout-amount')).toHaveText('₹4,049.10');
  await sheet.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/my-courses\/orders\/[\w-]+$/);
  await expect
    .poll(async () => (await mailsTo(friend.email)).map((mail) => mail.subject))
    .toEqual([`${session.user.name} sent you a gift from Kalakriti Design Academy`]);
});
