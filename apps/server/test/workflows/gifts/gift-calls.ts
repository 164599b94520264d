import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { jobs } from '../../../src/db/schema/infrastructure';
import { DELIVER_GIFT_JOB } from '../../../src/modules/gifts/job-kinds';
import type { TestApp } from '../../support/app';
import { bearer, type registerAndLogin } from '../../support/app';
import { payInSandbox } from '../../support/checkout';
import type { TestSmtpServer } from '../../support/smtp';

/* What the gift tests do over HTTP, as the browser does, and read back. */

export type Student = Awaited<ReturnType<typeof registerAndLogin>>;

export function giftCalls(context: () => { t: TestApp; smtp: TestSmtpServer }) {
  const inject = (who: Student | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    context().t.app.inject({
      method,
      url,
      ...(who ? { headers: bearer(who.token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A course ordered as a gift: the create-order answer. */
  const orderGift = (who: Student, courseId: string, gift: object) =>
    inject(who, 'POST', '/api/student/order/create-order', { userId: who.user._id, courseId, gift });

  /** A course bought as a gift and paid in the sandbox; the order's id. */
  async function giveCourse(who: Student, courseId: string, gift: object): Promise<string> {
    const created = await orderGift(who, courseId, gift);
    expect(created.statusCode, created.body).toBe(200);
    const order = created.json().data as { orderId: string; razorpayOrderId: string };
    const verified = await payInSandbox(context().t.app, who.token, order);
    expect(verified.statusCode, verified.body).toBe(200);
    await context().t.app.jobs.drain();
    return order.orderId;
  }

  const giftMails = (address: string) =>
    context()
      .smtp.to(address)
      .filter((mail) => mail.headers.get('x-academy-mail-kind') === 'gift-delivery');

  /** The token of the newest claim link sent to `address`. */
  function tokenSentTo(address: string): string {
    const mail = giftMails(address).at(-1);
    const token = mail?.text.match(/\/gift#([\w.-]+)/)?.[1];
    if (!token) throw new Error(`No claim link was sent to ${address}`);
    return token;
  }

  const owns = async (who: Student, courseId: string) =>
    (
      await context()
        .t.db.select()
        .from(entitlements)
        .where(and(eq(entitlements.userId, who.user._id), eq(entitlements.courseId, courseId)))
    ).length > 0;

  const deliveryJobs = (orderId: string) =>
    context()
      .t.db.select()
      .from(jobs)
      .where(and(eq(jobs.kind, DELIVER_GIFT_JOB)))
      .then((rows) => rows.filter((row) => (row.payload as { orderId: string }).orderId === orderId));

  return {
    inject,
    orderGift,
    giveCourse,
    giftMails,
    tokenSentTo,
    owns,
    deliveryJobs,
    view: (token: string) => inject(null, 'POST', '/api/gifts/view', { token }),
    claim: (who: Student, token: string) => inject(who, 'POST', '/api/gifts/claim', { token }),
    giftOf: (who: Student, orderId: string) => inject(who, 'GET', `/api/student/orders/${orderId}/gift`),
    resend: (who: Student, orderId: string) =>
      inject(who, 'POST', `/api/student/orders/${orderId}/gift/resend`),
    readdress: (who: Student, orderId: string, recipientEmail: string) =>
      inject(who, 'PUT', `/api/student/orders/${orderId}/gift/recipient`, { recipientEmail }),
  };
}
