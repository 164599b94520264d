import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gifts } from '../../../src/db/schema/gifts';
import { jobs } from '../../../src/db/schema/infrastructure';
import { createAdmin, loginUser, newCredentials, registerAndLogin, registerUser } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { useMailCapture } from '../../support/mail-capture';
import { giftCalls } from './gift-calls';

/*
 * Issue 31, gifts after payment: a gift for a later day waits for it; the buyer resends the email
 * and corrects the address until the gift is claimed (the old link stops working); a refund
 * cancels an unclaimed gift and takes a claimed one back; two claims at once, one wins.
 */

const capture = useMailCapture('10.34');
const calls = giftCalls(() => capture);
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in India, `days` from today. */
const indiaDay = (days: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

async function recipientOf(address: string) {
  const credentials = await registerUser(capture.t.app, newCredentials({ email: address }));
  return { ...(await loginUser(capture.t.app, credentials)), credentials };
}

describe('a gift after payment', () => {
  it('for a later day goes out at 9 in the morning, India time, of that day, and not before', async () => {
    const { t } = capture;
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const friend = newCredentials().email;
    const deliverOn = indiaDay(10);
    const orderId = await calls.giveCourse(buyer, course._id, {
      recipientName: 'Later',
      recipientEmail: friend,
      deliverOn,
    });

    expect(calls.giftMails(friend)).toHaveLength(0);
    expect((await calls.giftOf(buyer, orderId)).json().data).toMatchObject({
      status: 'scheduled',
      deliverOn,
    });
    const [job] = await calls.deliveryJobs(orderId);
    if (!job) throw new Error('The gift’s email was not queued');
    expect(job.runAt.toISOString()).toBe(new Date(`${deliverOn}T09:00:00+05:30`).toISOString());
    const early = await calls.resend(buyer, orderId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('The gift email has not gone out yet: it goes on the day you chose.');

    await t.db.update(jobs).set({ runAt: new Date() }).where(eq(jobs.id, job.id));
    await t.app.jobs.drain();
    expect(calls.giftMails(friend)).toHaveLength(1);
    expect((await calls.giftOf(buyer, orderId)).json().data).toMatchObject({ status: 'sent' });
  });

  it('is sent again on request, not twice a minute, and to a corrected address whose link alone works', async () => {
    const { t } = capture;
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const typo = newCredentials().email;
    const orderId = await calls.giveCourse(buyer, course._id, { recipientName: 'Anu', recipientEmail: typo });
    const firstToken = calls.tokenSentTo(typo);

    const soon = await calls.resend(buyer, orderId);
    expect(soon.statusCode).toBe(409);
    expect(soon.json().message).toBe(
      'The gift email went out less than a minute ago. Give it a moment to arrive.',
    );
    await t.db
      .update(gifts)
      .set({ sentAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(gifts.orderId, orderId));
    const resent = await calls.resend(buyer, orderId);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().message).toBe('The gift email is on its way again.');
    await t.app.jobs.drain();
    expect(calls.giftMails(typo)).toHaveLength(2);
    expect(calls.tokenSentTo(typo)).toBe(firstToken);

    const ownAddress = await calls.readdress(buyer, orderId, buyer.credentials.email);
    expect(ownAddress.statusCode).toBe(400);
    expect(ownAddress.json()).toMatchObject({
      field: 'recipientEmail',
      message: 'A gift goes to someone else’s email address, not to yours.',
    });
    const right = newCredentials().email;
    const readdressed = await calls.readdress(buyer, orderId, right.toUpperCase());
    expect(readdressed.statusCode, readdressed.body).toBe(200);
    expect(readdressed.json().data).toMatchObject({ recipientEmail: right });
    await t.app.jobs.drain();
    expect(calls.giftMails(right)).toHaveLength(1);
    const token = calls.tokenSentTo(right);
    expect(token).not.toBe(firstToken);

    expect((await calls.view(firstToken)).statusCode).toBe(404);
    const typoOwner = await recipientOf(typo);
    const stale = await calls.claim(typoOwner, firstToken);
    expect(stale.statusCode).toBe(404);
    expect(stale.json().message).toContain('This gift link does not work');
    expect(await calls.owns(typoOwner, course._id)).toBe(false);

    const recipient = await recipientOf(right);
    expect((await calls.claim(recipient, token)).statusCode).toBe(200);
    expect(await calls.owns(recipient, course._id)).toBe(true);
  });

  it('refunded unclaimed is cancelled; refunded claimed goes back from its recipient', async () => {
    const { t } = capture;
    const admin = await createAdmin(t.app);
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const refund = (orderId: string) =>
      calls.inject(admin, 'POST', `/api/admin/orders/${orderId}/refund`, { note: 'Asked for it' });

    const unclaimedTo = newCredentials().email;
    const unclaimed = await calls.giveCourse(buyer, course._id, {
      recipientName: 'U',
      recipientEmail: unclaimedTo,
    });
    const unclaimedToken = calls.tokenSentTo(unclaimedTo);
    expect((await refund(unclaimed)).statusCode).toBe(200);
    expect((await calls.giftOf(buyer, unclaimed)).json().data).toMatchObject({ status: 'cancelled' });
    expect((await calls.view(unclaimedToken)).json().data).toMatchObject({ state: 'cancelled' });
    const late = await calls.claim(await recipientOf(unclaimedTo), unclaimedToken);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This gift was cancelled: its order was refunded.');
    expect((await calls.resend(buyer, unclaimed)).statusCode).toBe(409);

    const claimedTo = newCredentials().email;
    const claimed = await calls.giveCourse(buyer, course._id, {
      recipientName: 'C',
      recipientEmail: claimedTo,
    });
    const recipient = await recipientOf(claimedTo);
    expect((await calls.claim(recipient, calls.tokenSentTo(claimedTo))).statusCode).toBe(200);
    expect(await calls.owns(recipient, course._id)).toBe(true);
    expect((await refund(claimed)).statusCode).toBe(200);
    expect(await calls.owns(recipient, course._id)).toBe(false);
    expect((await calls.giftOf(buyer, claimed)).json().data).toMatchObject({ status: 'claimed' });
  });

  it('claimed twice at once is claimed once', async () => {
    const { t } = capture;
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const address = newCredentials().email;
    await calls.giveCourse(buyer, course._id, { recipientName: 'Twice', recipientEmail: address });
    const token = calls.tokenSentTo(address);
    const recipient = await recipientOf(address);

    const answers = await Promise.all([calls.claim(recipient, token), calls.claim(recipient, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await calls.owns(recipient, course._id)).toBe(true);
  });
});
