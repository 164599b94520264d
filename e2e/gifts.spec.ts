import type { APIRequestContext, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import {
  apiLogin,
  type Credentials,
  expect,
  findCourse,
  firstName,
  STORAGE,
  type Session,
  test,
} from './fixtures';
import { mailsTo } from './mail';

/*
 * Issue 31, gifts: a student buys a course for a friend; the friend, with no account, opens the
 * emailed link, signs up and claims in one step, and learns from it; the buyer's order says the
 * gift was claimed.
 */

const COURSE = 'Brand Identity Design';
const MESSAGE = 'Happy birthday! For the brand you keep sketching on napkins.';

const bearer = (session: Session) => ({ authorization: `Bearer ${session.accessToken}` });

/** A paid gift order, bought through the API as the sandbox checkout buys (create, pay, verify). */
async function buyGiftViaApi(
  request: APIRequestContext,
  session: Session,
  courseId: string,
  recipient: Credentials,
): Promise<string> {
  const created = await request.post('/api/student/order/create-order', {
    headers: bearer(session),
    data: {
      userId: session.user._id,
      courseId,
      gift: { recipientName: recipient.name, recipientEmail: recipient.email, message: MESSAGE },
    },
  });
  expect(created.status(), 'the gift order').toBe(200);
  const order = ((await created.json()) as { data: { orderId: string; razorpayOrderId: string } }).data;
  const paid = await request.post('/api/payments/sandbox/pay', {
    headers: bearer(session),
    data: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
  });
  expect(paid.status(), 'the sandbox payment').toBe(200);
  const payment = (await paid.json()) as Record<
    'razorpay_payment_id' | 'razorpay_order_id' | 'razorpay_signature',
    string
  >;
  const verified = await request.post('/api/student/order/verify-payment', {
    headers: bearer(session),
    data: {
      orderId: order.orderId,
      razorpayPaymentId: payment.razorpay_payment_id,
      razorpayOrderId: payment.razorpay_order_id,
      razorpaySignature: payment.razorpay_signature,
    },
  });
  expect(verified.status(), 'the payment verification').toBe(200);
  return order.orderId;
}

/** The claim link (its path and `#token`) of the gift email that reached `email`. */
async function mailedGiftLink(email: string): Promise<string> {
  const pattern = /https?:\/\/[^/\s]+(\/gift#[\w.-]+)/;
  const links = async () =>
    (await mailsTo(email)).flatMap((mail) => {
      const match = pattern.exec(mail.text);
      return match?.[1] ? [match[1]] : [];
    });
  await expect.poll(async () => (await links()).length, { message: `the gift email to ${email}` }).toBe(1);
  const [link] = await links();
  if (!link) throw new Error(`No gift link reached ${email}`);
  return link;
}

/** Switches the page's stored session to `session`'s, as signing in would leave it. */
async function useSession(page: Page, session: Session) {
  await page.evaluate(
    ({ keys, session }) => {
      window.localStorage.clear();
      window.localStorage.setItem(keys.accessToken, session.accessToken);
      window.localStorage.setItem(keys.userData, JSON.stringify(session.user));
      window.localStorage.setItem(keys.authData, 'true');
    },
    { keys: STORAGE, session },
  );
}

test('a friend without an account claims an emailed gift in one step; the buyer’s order says it was claimed', async ({
  page,
  request,
  createStudent,
  newCredentials,
}) => {
  const buyer = await createStudent('giver');
  const buyerSession = await apiLogin(request, buyer);
  const course = await findCourse(request, COURSE);
  const friend = newCredentials('friend');
  const orderId = await buyGiftViaApi(request, buyerSession, course._id, friend);

  await page.goto(await mailedGiftLink(friend.email));
  await expect(page.getByRole('heading', { level: 1, name: `A gift from ${buyer.name}` })).toBeVisible();
  await expect(page.getByText(MESSAGE)).toBeVisible();
  await expect(page.getByRole('link', { name: COURSE, exact: true })).toHaveAttribute(
    'href',
    `/course/details/${course._id}`,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(friend.email);
  await expectAccessible(page, '/gift, signed out');

  await page.getByRole('textbox', { name: 'Full name' }).fill(friend.name);
  await page.getByRole('textbox', { name: 'Phone' }).fill(friend.phone);
  await page.getByLabel('Password', { exact: true }).fill(friend.password);
  await page.getByRole('button', { name: 'Create account and claim' }).click();
  await expect(page.getByRole('heading', { name: 'The gift is yours' })).toBeVisible();
  await expect(page.getByRole('button', { name: firstName(friend), exact: true })).toBeVisible();
  await expectAccessible(page, '/gift, claimed');

  await page.getByRole('link', { name: 'Go to my courses and downloads' }).click();
  await expect(page).toHaveURL('/my-courses');
  await expect(page.getByRole('link', { name: `Go To Course: ${COURSE}` })).toBeVisible();

  await useSession(page, buyerSession);
  await page.goto(`/my-courses/orders/${orderId}`);
  const gift = page.getByRole('region', { name: `A gift for ${friend.name}` });
  await expect(gift.getByTestId('gift-status')).toHaveText(/^Claimed on /);
  await expect(gift.getByText(friend.email)).toBeVisible();
  await expect(gift.getByRole('button', { name: 'Change the address' })).toHaveCount(0);
  await expectAccessible(page, 'an order’s gift panel');
});
