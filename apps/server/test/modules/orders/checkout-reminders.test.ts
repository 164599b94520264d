import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { jobs } from '../../../src/db/schema/infrastructure';
import { checkoutReminders, orders } from '../../../src/db/schema/orders';
import { sendCheckoutReminder } from '../../../src/modules/orders/checkout-reminders';
import { CHECKOUT_REMINDER_DELAY_MS, CHECKOUT_REMINDER_JOB } from '../../../src/modules/orders/job-kinds';
import { bearer, registerAndLogin, TEST_JWT_SECRET } from '../../support/app';
import { addTestAsset, addTestCourse, addTestKit } from '../../support/catalogue';
import { payInSandbox } from '../../support/checkout';
import { useMailCapture } from '../../support/mail-capture';
import type { ReceivedMail } from '../../support/smtp';

/*
 * Issue 31: one reminder for an unfinished checkout. A day after an order that needs paying, its
 * buyer gets one email listing its products they still do not own, with the way back to the
 * cart and a one-click unsubscribe; never for a paid order, never to a buyer who takes no
 * marketing mail, never twice for an order, and never twice in a week to one buyer.
 */

const capture = useMailCapture('10.32');
type Student = Awaited<ReturnType<typeof registerAndLogin>>;
const HOUR_MS = 60 * 60_000;

const post = (who: Student, url: string, payload: Record<string, unknown>) =>
  capture.t.app.inject({ method: 'POST', url, headers: bearer(who.token), payload });

async function ordered(who: Student, url: string, payload: Record<string, unknown>) {
  const response = await post(who, url, { userId: who.user._id, ...payload });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  return (body.data ?? body) as { orderId: string; razorpayOrderId: string | null; status: string };
}

const orderCourse = (who: Student, courseId: string) =>
  ordered(who, '/api/student/order/create-order', { courseId });

/** The order made a day and an hour ago, and its reminder due: the worker's run of it, and the mail sent. */
async function aDayLater(orderId: string) {
  const { db } = capture.t;
  await db
    .update(orders)
    .set({ createdAt: new Date(Date.now() - CHECKOUT_REMINDER_DELAY_MS - HOUR_MS) })
    .where(eq(orders.id, orderId));
  await db
    .update(jobs)
    .set({ runAt: new Date() })
    .where(and(eq(jobs.kind, CHECKOUT_REMINDER_JOB), eq(jobs.singletonKey, `checkout-reminder:${orderId}`)));
  await capture.t.app.jobs.drain();
}

const remindersTo = (who: Student) =>
  capture.smtp
    .to(who.credentials.email)
    .filter((mail) => mail.headers.get('x-academy-mail-kind') === 'checkout-reminder');

/** mailparser gathers the List-* headers (RFC 2369, RFC 8058) under `list`. */
const listHeaders = (mail: ReceivedMail | undefined) =>
  mail?.headers.get('list') as
    { unsubscribe?: { url: string }; 'unsubscribe-post'?: { name: string } } | undefined;

const own = (who: Student, product: { courseId: string } | { assetId: string }) =>
  capture.t.db.insert(entitlements).values({ userId: who.user._id, source: 'manual', ...product });

describe('the checkout reminder', () => {
  it('is queued a day after each order that needs paying, from every checkout', async () => {
    const { t } = capture;
    const who = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const asset = await addTestAsset(t.app);
    const { bundle } = await addTestKit(t.app);
    const cartCourse = await addTestCourse(t.app);
    const made = [
      await orderCourse(who, course._id),
      await ordered(who, '/api/student/assets/order/create-order', { assetId: asset._id }),
      await ordered(who, '/api/student/bundles/order/create-order', { bundleId: bundle.id }),
      await ordered(who, '/api/create-order', {
        cartItems: [{ itemType: 'Course', itemId: cartCourse._id }],
      }),
    ];
    for (const { orderId } of made) {
      const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
      const [queued] = await t.db
        .select()
        .from(jobs)
        .where(
          and(eq(jobs.kind, CHECKOUT_REMINDER_JOB), eq(jobs.singletonKey, `checkout-reminder:${orderId}`)),
        );
      expect(queued?.payload).toEqual({ orderId });
      expect(queued?.runAt.getTime()).toBe((order?.createdAt.getTime() ?? 0) + CHECKOUT_REMINDER_DELAY_MS);
    }

    const free = await addTestAsset(t.app, { price: 0 });
    const freeOrder = await ordered(who, '/api/student/assets/order/create-order', { assetId: free._id });
    expect(freeOrder.status).toBe('paid');
    expect(
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.singletonKey, `checkout-reminder:${freeOrder.orderId}`)),
    ).toHaveLength(0);
  });

  it('an unpaid order: one email with its products, the cart and a one-click unsubscribe, however often it runs', async () => {
    const { t } = capture;
    const who = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { title: 'Poster Grids', price: 2000 });
    const asset = await addTestAsset(t.app, { name: 'Risograph Textures', price: 1499 });
    const { orderId } = await ordered(who, '/api/create-order', {
      cartItems: [
        { itemType: 'Course', itemId: course._id },
        { itemType: 'Asset', itemId: asset._id },
      ],
    });
    await aDayLater(orderId);

    const [mail, ...more] = remindersTo(who);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your cart is waiting');
    expect(mail?.text).toContain('You started buying these and did not finish.');
    expect(mail?.text).toContain('Poster Grids: ₹2,000');
    expect(mail?.text).toContain('Risograph Textures: ₹1,499');
    expect(mail?.text).toContain('Go to your cart: https://store.example/my-cart');
    // Each product links to its page: an order made with Buy Now left nothing in the cart.
    expect(mail?.text).toContain(`https://store.example/course/details/${course._id}`);
    expect(mail?.text).toContain(`https://store.example/digital/details/${asset._id}`);
    expect(mail?.text).toContain('you started a checkout at');
    expect(mail?.text).toContain('https://store.example/unsubscribe?token=');
    expect(listHeaders(mail)?.unsubscribe?.url).toMatch(
      /^https:\/\/store\.example\/api\/account\/marketing-emails\/unsubscribe\?token=.+$/,
    );
    expect(listHeaders(mail)?.['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');

    const dependencies = {
      db: t.db,
      mailer: t.app.mailer,
      publicUrl: 'https://store.example',
      unsubscribeSecret: TEST_JWT_SECRET,
    };
    await sendCheckoutReminder(dependencies, orderId, new Date());
    await t.app.jobs.drain();
    expect(remindersTo(who)).toHaveLength(1);
  });

  it('in the buyer’s language, a bundle as one product', async () => {
    const { t } = capture;
    const who = await registerAndLogin(t.app);
    const language = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: bearer(who.token),
      payload: { language: 'hi' },
    });
    expect(language.statusCode).toBe(200);
    const { bundle } = await addTestKit(t.app);
    const { orderId } = await ordered(who, '/api/student/bundles/order/create-order', {
      bundleId: bundle.id,
    });
    await aDayLater(orderId);
    const [mail] = remindersTo(who);
    expect(mail?.subject).toBe('आपकी कार्ट आपका इंतज़ार कर रही है');
    expect(mail?.text).toContain(`${bundle.title}: ₹`);
    expect(mail?.text).toContain('https://store.example/hi/my-cart');
  });

  it('nothing for a paid order, or for a buyer who takes no marketing mail', async () => {
    const { t } = capture;
    const payer = await registerAndLogin(t.app);
    const created = await orderCourse(payer, (await addTestCourse(t.app))._id);
    expect((await payInSandbox(t.app, payer.token, created)).statusCode).toBe(200);
    await aDayLater(created.orderId);
    expect(remindersTo(payer)).toHaveLength(0);

    const optedOut = await registerAndLogin(t.app);
    const off = await capture.t.app.inject({
      method: 'PUT',
      url: '/api/account/marketing-emails',
      headers: bearer(optedOut.token),
      payload: { marketingEmails: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { orderId } = await orderCourse(optedOut, (await addTestCourse(t.app))._id);
    await aDayLater(orderId);
    expect(remindersTo(optedOut)).toHaveLength(0);
  });

  it('leaves out what the buyer owns by then, and says nothing when that is everything', async () => {
    const { t } = capture;
    const who = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { title: 'Logo Sketching' });
    const asset = await addTestAsset(t.app, { name: 'Halftone Brushes', price: 999 });
    const { orderId } = await ordered(who, '/api/create-order', {
      cartItems: [
        { itemType: 'Course', itemId: course._id },
        { itemType: 'Asset', itemId: asset._id },
      ],
    });
    await own(who, { courseId: course._id });
    await aDayLater(orderId);
    const [mail] = remindersTo(who);
    expect(mail?.text).toContain('You started buying this and did not finish.');
    expect(mail?.text).toContain('Halftone Brushes: ₹999');
    expect(mail?.text).not.toContain('Logo Sketching');

    const other = await registerAndLogin(t.app);
    const bought = await orderCourse(other, course._id);
    await own(other, { courseId: course._id });
    await aDayLater(bought.orderId);
    expect(remindersTo(other)).toHaveLength(0);
    expect(
      await t.db.select().from(checkoutReminders).where(eq(checkoutReminders.userId, other.user._id)),
    ).toHaveLength(0);
  });

  it('one a week per buyer: a second abandoned order within the week is not told, after it is', async () => {
    const { t } = capture;
    const who = await registerAndLogin(t.app);
    const first = await orderCourse(who, (await addTestCourse(t.app))._id);
    await aDayLater(first.orderId);
    expect(remindersTo(who)).toHaveLength(1);

    const second = await orderCourse(who, (await addTestCourse(t.app))._id);
    await aDayLater(second.orderId);
    expect(remindersTo(who)).toHaveLength(1);

    await t.db
      .update(checkoutReminders)
      .set({ sentAt: new Date(Date.now() - 8 * 24 * HOUR_MS) })
      .where(eq(checkoutReminders.userId, who.user._id));
    const third = await orderCourse(who, (await addTestCourse(t.app))._id);
    await aDayLater(third.orderId);
    expect(remindersTo(who)).toHaveLength(2);
  });

  it('two orders’ reminders at once for one buyer: one email', async () => {
    const { t } = capture;
    const who = await registerAndLogin(t.app);
    const made = [
      await orderCourse(who, (await addTestCourse(t.app))._id),
      await orderCourse(who, (await addTestCourse(t.app))._id),
    ];
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - CHECKOUT_REMINDER_DELAY_MS) })
      .where(eq(orders.userId, who.user._id));
    const dependencies = {
      db: t.db,
      mailer: t.app.mailer,
      publicUrl: 'https://store.example',
      unsubscribeSecret: TEST_JWT_SECRET,
    };
    await Promise.all(made.map(({ orderId }) => sendCheckoutReminder(dependencies, orderId, new Date())));
    await t.app.jobs.drain();
    expect(remindersTo(who)).toHaveLength(1);
    expect(
      await t.db.select().from(checkoutReminders).where(eq(checkoutReminders.userId, who.user._id)),
    ).toHaveLength(1);
  });
});
