import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { jobs } from '../../../src/db/schema/infrastructure';
import { reviewRequests } from '../../../src/db/schema/reviews';
import { ASSET_REVIEW_REQUEST_DELAY_MS, askForReview } from '../../../src/modules/reviews/job-kinds';
import { bearer, createAdmin, registerAndLogin } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';
import { useMailCapture } from '../../support/mail-capture';
import type { ReceivedMail } from '../../support/smtp';

/*
 * Issue 30: the emails of reviews. A certificate asks for a review of its course, once; a week
 * after an asset is bought it is asked about; never an owner who reviewed, or who switched such
 * mail off (on /account, or with the mail's one-click unsubscribe, RFC 8058). The academy's
 * reply is told to the review's author.
 */

const capture = useMailCapture('10.30');
type Student = Awaited<ReturnType<typeof registerAndLogin>>;
let adminToken: string;

beforeAll(async () => {
  adminToken = (await createAdmin(capture.t.app)).token;
});

const TEXT = 'Clear lessons on layers and masks, and the exercises helped.';

async function owner(courseId: string, name = 'Ishita Joshi', language?: 'hi') {
  const student = await registerAndLogin(capture.t.app, { name });
  if (language) {
    const set = await capture.t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: bearer(student.token),
      payload: { language },
    });
    expect(set.statusCode).toBe(200);
  }
  await capture.t.db.insert(entitlements).values({ userId: student.user._id, courseId, source: 'manual' });
  return student;
}

/** Every lecture marked viewed by an admin (trusted without evidence): the certificate is issued. */
async function complete(student: Student, course: Awaited<ReturnType<typeof addTestCourse>>) {
  for (const lecture of course.curriculum) {
    const marked = await capture.t.app.inject({
      method: 'POST',
      url: '/api/student/course-progress/mark-lecture-viewed',
      headers: bearer(adminToken),
      payload: { userId: student.user._id, courseId: course._id, lectureId: lecture._id },
    });
    expect(marked.statusCode, marked.body).toBe(200);
  }
}

/** The emails of one kind (the X-Academy-Mail-Kind header) that reached the student. */
const mailsTo = (student: Student, kind: 'review-request' | 'review-reply') =>
  capture.smtp
    .to(student.credentials.email)
    .filter((mail) => mail.headers.get('x-academy-mail-kind') === kind);
const requestsTo = (student: Student) => mailsTo(student, 'review-request');

/** mailparser gathers the List-* headers (RFC 2369, RFC 8058) under `list`. */
const listHeaders = (mail: ReceivedMail | undefined) =>
  mail?.headers.get('list') as
    { unsubscribe?: { url: string }; 'unsubscribe-post'?: { name: string } } | undefined;

describe('asking for a review', () => {
  it('after a certificate: one email to the student, with a one-click unsubscribe that works', async () => {
    const { t } = capture;
    const course = await addTestCourse(t.app, { title: 'Poster Grids' });
    const student = await owner(course._id);
    await complete(student, course);
    await t.app.jobs.drain();

    const [mail, ...more] = requestsTo(student);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('How was “Poster Grids”?');
    expect(mail?.text).toContain('Congratulations on your certificate.');
    expect(mail?.text).toContain(`https://store.example/course/details/${course._id}#reviews`);
    const unsubscribe = listHeaders(mail)?.unsubscribe?.url ?? '';
    expect(unsubscribe).toMatch(
      /^https:\/\/store\.example\/api\/account\/marketing-emails\/unsubscribe\?token=.+$/,
    );
    expect(listHeaders(mail)?.['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    expect(mail?.text).toContain('https://store.example/unsubscribe?token=');

    // Asked again (a second enqueue, long after the first job was swept): no second email.
    await t.db.delete(jobs).where(eq(jobs.kind, 'reviews.send-request'));
    await askForReview(t.db, t.app.jobs, {
      userId: student.user._id,
      productType: 'course',
      productId: course._id,
    });
    await t.app.jobs.drain();
    expect(requestsTo(student)).toHaveLength(1);

    // The mail client's one-click unsubscribe: a form post to the header's address.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: unsubscribe.replace('https://store.example', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json().message).toBe(
      'No more emails about reviews, price drops or unfinished checkouts. Receipts and emails about your account still come.',
    );
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: bearer(student.token),
    });
    expect(account.json().data.account.marketingEmails).toBe(false);

    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/account/marketing-emails/unsubscribe?token=${student.user._id}.not-our-signature`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ field: 'token' });
  });

  it('asks nobody who reviewed already, switched such mail off, or no longer owns it; in the account’s language', async () => {
    const { t } = capture;
    const course = await addTestCourse(t.app, { title: 'Type on Screens' });
    const reviewer = await owner(course._id, 'Kabir Mehta');
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(reviewer.token),
      payload: { productType: 'course', productId: course._id, rating: 5, text: TEXT },
    });
    expect(written.statusCode).toBe(201);
    const quiet = await owner(course._id, 'Rohan Patil');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/account/marketing-emails',
      headers: bearer(quiet.token),
      payload: { marketingEmails: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.account.marketingEmails).toBe(false);
    const hindi = await owner(course._id, 'Priya Sharma', 'hi');

    for (const student of [reviewer, quiet, hindi]) await complete(student, course);
    await t.app.jobs.drain();
    expect(requestsTo(reviewer)).toHaveLength(0);
    expect(requestsTo(quiet)).toHaveLength(0);
    const [hindiMail] = requestsTo(hindi);
    expect(hindiMail?.subject).toBe('“Type on Screens” कैसा लगा?');
    expect(hindiMail?.text).toContain(`https://store.example/hi/course/details/${course._id}#reviews`);

    // Refunded (no longer owned) by the time the job runs: not asked.
    const asset = await addTestAsset(t.app, { name: 'Halftone Brushes' });
    const refunded = await registerAndLogin(t.app, { name: 'Sneha Joshi' });
    await askForReview(t.db, t.app.jobs, {
      userId: refunded.user._id,
      productType: 'asset',
      productId: asset._id,
    });
    await t.app.jobs.drain();
    expect(requestsTo(refunded)).toHaveLength(0);

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/account/marketing-emails',
      headers: bearer(quiet.token),
      payload: { marketingEmails: 'no' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'marketingEmails' });
  });

  it('a week after an asset is bought', async () => {
    const { t } = capture;
    const asset = await addTestAsset(t.app, { name: 'Risograph Textures', price: 0 });
    const buyer = await registerAndLogin(t.app, { name: 'Meghna Iyer' });
    const before = Date.now();
    const ordered = await t.app.inject({
      method: 'POST',
      url: '/api/student/assets/order/create-order',
      headers: bearer(buyer.token),
      payload: { userId: buyer.user._id, assetId: asset._id },
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().data.status).toBe('paid');

    const [queued] = await t.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'reviews.send-request'),
          eq(jobs.singletonKey, `review-request:${buyer.user._id}:${asset._id}`),
        ),
      );
    expect(queued?.payload).toEqual({ userId: buyer.user._id, productType: 'asset', productId: asset._id });
    const delay = (queued?.runAt.getTime() ?? 0) - before;
    expect(delay).toBeGreaterThanOrEqual(ASSET_REVIEW_REQUEST_DELAY_MS - 1000);
    expect(delay).toBeLessThan(ASSET_REVIEW_REQUEST_DELAY_MS + 60_000);

    // Its week is up: the email goes.
    await t.db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(eq(jobs.id, queued?.id ?? 0));
    await t.app.jobs.drain();
    const [mail] = capture.smtp
      .to(buyer.credentials.email)
      .filter((received) => received.subject.startsWith('How'));
    expect(mail?.subject).toBe('How is “Risograph Textures” working for you?');
    expect(mail?.text).toContain(`https://store.example/digital/details/${asset._id}#reviews`);
    expect(
      await t.db.select().from(reviewRequests).where(eq(reviewRequests.userId, buyer.user._id)),
    ).toHaveLength(1);
  });
});

describe('a reply from the academy', () => {
  it('is emailed to the review’s author', async () => {
    const { t } = capture;
    const course = await addTestCourse(t.app, { title: 'Logo Sketching' });
    const author = await owner(course._id, 'Tanvi Desai');
    const written = await t.app.inject({
      method: 'POST',
      url: '/api/reviews',
      headers: bearer(author.token),
      payload: { productType: 'course', productId: course._id, rating: 4, text: TEXT },
    });
    const replied = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reviews/${written.json().data.id}/reply`,
      headers: bearer(adminToken),
      payload: { text: 'Thank you, Tanvi: a longer lesson on sketching letters is coming.' },
    });
    expect(replied.statusCode, replied.body).toBe(200);
    await t.app.jobs.drain();

    const [mail, ...more] = mailsTo(author, 'review-reply');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Kalakriti replied to your review');
    expect(mail?.text).toContain('Thank you, Tanvi: a longer lesson on sketching letters is coming.');
    expect(mail?.text).toContain(`https://store.example/course/details/${course._id}#reviews`);
    expect(listHeaders(mail)).toBeUndefined();
  });
});
