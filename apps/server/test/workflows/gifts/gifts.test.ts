import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/users';
import { newCredentials, registerAndLogin, registerUser, loginUser } from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { payInSandbox } from '../../support/checkout';
import { useMailCapture } from '../../support/mail-capture';
import { giftCalls } from './gift-calls';

/*
 * Issue 31, gifts: an order bought for someone else. The recipient is emailed a claim link after
 * payment and owns the products only once they claim it, signed in with that address; the buyer
 * never owns them, and sees where the gift stands on the order.
 */

const capture = useMailCapture('10.33');
const calls = giftCalls(() => capture);

describe('a gift', () => {
  it('is paid by the buyer, owned by nobody until claimed, and claimed by the account of its address', async () => {
    const { t } = capture;
    const { smtp } = capture;
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { title: 'Lettering for Signboards' });
    const friend = newCredentials();
    const orderId = await calls.giveCourse(buyer, course._id, {
      recipientName: 'Meera Joshi',
      recipientEmail: friend.email.toUpperCase(),
      message: 'Happy birthday! Make something beautiful.',
    });

    expect(await calls.owns(buyer, course._id)).toBe(false);
    const receipt = smtp
      .to(buyer.credentials.email)
      .find((sent) => sent.headers.get('x-academy-mail-kind') === 'order-receipt');
    expect(receipt?.text).toContain(`We have received your payment for your gift to ${friend.email}.`);
    expect(receipt?.attachments.map((file) => file.contentType)).toEqual(['application/pdf']);
    const [mail, ...more] = calls.giftMails(friend.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`${buyer.credentials.name} sent you a gift from Kalakriti Design Academy`);
    expect(mail?.text).toContain('Hello Meera Joshi,');
    expect(mail?.text).toContain('“Happy birthday! Make something beautiful.”');
    expect(mail?.text).toContain('Lettering for Signboards');
    expect(mail?.text).toContain(`To claim it, sign in with ${friend.email}`);
    // Transactional: no marketing unsubscribe, whatever anyone's switch says.
    expect(mail?.headers.get('list')).toBeUndefined();
    const token = calls.tokenSentTo(friend.email);

    const view = await calls.view(token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      fromName: buyer.credentials.name,
      recipientName: 'Meera Joshi',
      recipientEmail: friend.email,
      message: 'Happy birthday! Make something beautiful.',
      state: 'waiting',
      products: [{ type: 'course', id: course._id, title: 'Lettering for Signboards' }],
    });
    expect((await calls.giftOf(buyer, orderId)).json().data).toMatchObject({
      status: 'sent',
      claimedAt: null,
    });
    const order = await calls.inject(buyer, 'GET', `/api/student/orders/${orderId}`);
    expect(order.json().data).toMatchObject({
      isGift: true,
      status: 'paid',
      buyer: { email: buyer.credentials.email },
    });

    const stranger = await registerAndLogin(t.app);
    const refused = await calls.claim(stranger, token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This gift was sent to another email address. Sign in with that address to claim it.',
    );
    expect(await calls.owns(stranger, course._id)).toBe(false);
    expect((await calls.inject(null, 'POST', '/api/gifts/claim', { token })).statusCode).toBe(401);

    await registerUser(t.app, friend);
    const recipient = { ...(await loginUser(t.app, friend)), credentials: friend };
    const claimed = await calls.claim(recipient, token);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({
      message: 'The gift is yours.',
      data: { products: [{ type: 'course', id: course._id }] },
    });
    expect(await calls.owns(recipient, course._id)).toBe(true);
    expect(await calls.owns(buyer, course._id)).toBe(false);
    const [account] = await t.db.select().from(users).where(eq(users.id, recipient.user._id));
    expect(account?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await calls.claim(recipient, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You have claimed this gift already: find it in your courses and downloads.',
    );
    expect((await calls.claim(stranger, token)).json().message).toBe('This gift has been claimed already.');
    expect((await calls.view(token)).json().data.state).toBe('claimed');
    expect((await calls.giftOf(buyer, orderId)).json().data).toMatchObject({ status: 'claimed' });
    expect((await calls.readdress(buyer, orderId, 'someone@example.com')).statusCode).toBe(409);
  });

  it('can be bought by a student who owns the course, priced whole, apart from their own checkout', async () => {
    const { t } = capture;
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app, { price: 1499 });
    const own = await calls.inject(buyer, 'POST', '/api/student/order/create-order', {
      userId: buyer.user._id,
      courseId: course._id,
    });
    expect(own.statusCode, own.body).toBe(200);
    const ownOrder = own.json().data as { orderId: string; razorpayOrderId: string };

    const gift = await calls.orderGift(buyer, course._id, {
      recipientName: 'B',
      recipientEmail: newCredentials().email,
    });
    expect(gift.statusCode, gift.body).toBe(200);
    const giftOrder = gift.json().data as { orderId: string };
    // Neither replaced the other: the buyer's own checkout is still there to pay.
    expect(giftOrder.orderId).not.toBe(ownOrder.orderId);
    expect((await payInSandbox(t.app, buyer.token, ownOrder)).statusCode).toBe(200);
    expect(await calls.owns(buyer, course._id)).toBe(true);

    const again = await calls.orderGift(buyer, course._id, {
      recipientName: 'C',
      recipientEmail: newCredentials().email,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ amount: 149_900, status: 'created' });

    const other = await registerAndLogin(t.app);
    expect((await calls.giftOf(other, giftOrder.orderId)).statusCode).toBe(404);
    expect((await calls.resend(other, giftOrder.orderId)).statusCode).toBe(404);
    expect((await calls.readdress(other, giftOrder.orderId, newCredentials().email)).statusCode).toBe(404);
    expect((await calls.giftOf(buyer, giftOrder.orderId)).json().data).toMatchObject({ status: 'unpaid' });
    const notAGift = await calls.giftOf(buyer, ownOrder.orderId);
    expect(notAGift.statusCode).toBe(404);
    expect(notAGift.json().message).toBe('This order is not a gift.');
  });

  it('refuses a gift to the buyer’s own address, a day past or over 90 days ahead, and a long message, naming the field', async () => {
    const { t } = capture;
    const buyer = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    const day = (days: number) =>
      new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
    const cases: [object, number, string][] = [
      [
        { recipientEmail: buyer.credentials.email },
        400,
        'A gift goes to someone else’s email address: to buy this for yourself, untick the gift.',
      ],
      [{ deliverOn: day(-1) }, 400, 'Choose today or a later day to deliver the gift.'],
      [{ deliverOn: day(91) }, 400, 'Choose a day within 90 days to deliver the gift.'],
      [{ message: 'x'.repeat(501) }, 400, 'message must be at most 500 characters'],
      [{ recipientEmail: 'not-an-address' }, 400, 'recipientEmail must be a valid email address'],
      [{ recipientName: ' ' }, 400, 'recipientName is required'],
    ];
    for (const [change, status, message] of cases) {
      const response = await calls.orderGift(buyer, course._id, {
        recipientName: 'Friend',
        recipientEmail: newCredentials().email,
        ...change,
      });
      expect(response.statusCode, JSON.stringify(change)).toBe(status);
      expect(response.json().message).toContain(message);
    }
    const fine = await calls.orderGift(buyer, course._id, {
      recipientName: 'Friend',
      recipientEmail: newCredentials().email,
      deliverOn: day(90),
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
