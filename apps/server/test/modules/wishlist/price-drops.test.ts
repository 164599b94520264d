import { randomUUID } from 'node:crypto';
import type { WishlistItem } from '@academy/shared/wishlist';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { digitalAssets } from '../../../src/db/schema/assets';
import { courses } from '../../../src/db/schema/courses';
import { wishlistItems } from '../../../src/db/schema/wishlist';
import { WISHLIST_PRICE_DROPS_JOB } from '../../../src/modules/wishlist/price-drops';
import { bearer, createAdmin, registerAndLogin } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';
import { useMailCapture } from '../../support/mail-capture';
import type { ReceivedMail } from '../../support/smtp';

/*
 * Issue 31: a student hears by email when a product on their wishlist gets cheaper (its price,
 * or a banner coupon for it): once per drop, every product of theirs in one email, never when
 * they switched marketing mail off, which then sends no old drops either.
 */

const capture = useMailCapture('10.31');
type Student = Awaited<ReturnType<typeof registerAndLogin>>;
let adminToken: string;

beforeAll(async () => {
  adminToken = (await createAdmin(capture.t.app)).token;
});

const unique = () => randomUUID().slice(0, 8);

async function student(options: { language?: 'hi'; marketingEmails?: false } = {}): Promise<Student> {
  const { t } = capture;
  const who = await registerAndLogin(t.app, { name: 'Ishita Joshi' });
  const settings = [
    ...(options.language ? [['/api/account/language', { language: options.language }] as const] : []),
    ...(options.marketingEmails === false
      ? [['/api/account/marketing-emails', { marketingEmails: false }] as const]
      : []),
  ];
  for (const [url, payload] of settings) {
    const response = await t.app.inject({ method: 'PUT', url, headers: bearer(who.token), payload });
    expect(response.statusCode, response.body).toBe(200);
  }
  return who;
}

async function save(who: Student, type: 'course' | 'asset', id: string) {
  const response = await capture.t.app.inject({
    method: 'PUT',
    url: `/api/wishlist/${type}/${id}`,
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function wishlistOf(who: Student): Promise<WishlistItem[]> {
  const response = await capture.t.app.inject({ url: '/api/wishlist', headers: bearer(who.token) });
  return response.json<{ data: { items: WishlistItem[] } }>().data.items;
}

const setCoursePrice = (id: string, rupees: number) =>
  capture.t.db
    .update(courses)
    .set({ pricePaise: rupees * 100 })
    .where(eq(courses.id, id));

/** The recurring job's run, as the worker would start it, and the mail it writes, sent. */
async function runJob() {
  await capture.t.app.jobs.enqueue(capture.t.db, WISHLIST_PRICE_DROPS_JOB);
  await capture.t.app.jobs.drain();
}

const dropsTo = (who: Student) =>
  capture.smtp
    .to(who.credentials.email)
    .filter((mail) => mail.headers.get('x-academy-mail-kind') === 'wishlist-price-drop');

/** mailparser gathers the List-* headers (RFC 2369, RFC 8058) under `list`. */
const listHeaders = (mail: ReceivedMail | undefined) =>
  mail?.headers.get('list') as
    { unsubscribe?: { url: string }; 'unsubscribe-post'?: { name: string } } | undefined;

describe('the price-drop email', () => {
  it('tells of a lower price once, with a one-click unsubscribe; a rise is silent, and falling back is news', async () => {
    const who = await student();
    const course = await addTestCourse(capture.t.app, { title: `Poster Grids ${unique()}`, price: 2000 });
    await save(who, 'course', course._id);
    await runJob();
    expect(dropsTo(who)).toHaveLength(0);

    await setCoursePrice(course._id, 1500);
    await runJob();
    const [mail, ...more] = dropsTo(who);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe(`“${course.title}” is now ₹1,500`);
    expect(mail?.text).toContain('A product you saved on your wishlist costs less now.');
    expect(mail?.text).toContain(`${course.title}: ₹2,000 → ₹1,500`);
    expect(mail?.text).toContain(`https://store.example/course/details/${course._id}`);
    expect(mail?.html).toContain(`href="https://store.example/course/details/${course._id}"`);
    expect(mail?.text).toContain('See your wishlist: https://store.example/wishlist');
    expect(mail?.text).toContain('https://store.example/unsubscribe?token=');
    expect(listHeaders(mail)?.unsubscribe?.url).toMatch(
      /^https:\/\/store\.example\/api\/account\/marketing-emails\/unsubscribe\?token=.+$/,
    );
    expect(listHeaders(mail)?.['unsubscribe-post']?.name).toBe('List-Unsubscribe=One-Click');
    expect((await wishlistOf(who))[0]).toMatchObject({ price: 1500, savedPrice: 1500 });

    await runJob();
    expect(dropsTo(who)).toHaveLength(1);

    await setCoursePrice(course._id, 1900);
    await runJob();
    expect(dropsTo(who)).toHaveLength(1);
    expect((await wishlistOf(who))[0]).toMatchObject({ price: 1900, savedPrice: 1900 });

    await setCoursePrice(course._id, 1800);
    await runJob();
    expect(dropsTo(who).map((drop) => drop.subject)).toEqual([
      `“${course.title}” is now ₹1,500`,
      `“${course.title}” is now ₹1,800`,
    ]);
  });

  it('tells of a banner coupon that makes a product cheaper, naming its code', async () => {
    const who = await student();
    const course = await addTestCourse(capture.t.app, { price: 2000 });
    await save(who, 'course', course._id);
    const code = `DROP${unique().toUpperCase()}`;
    const created = await capture.t.app.inject({
      method: 'POST',
      url: '/api/admin/coupon/create',
      headers: bearer(adminToken),
      payload: {
        code,
        discountType: 'percentage',
        discountValue: 25,
        eligibleProducts: [course._id],
        showOnBanner: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);

    await runJob();
    const [mail, ...more] = dropsTo(who);
    expect(more).toHaveLength(0);
    expect(mail?.text).toContain(`${course.title}, with the code ${code}: ₹2,000 → ₹1,500`);
    expect(mail?.text).toContain('Where a code is named, enter it at checkout to get that price.');
  });

  it('lists every product of a student that fell in one email, in their language', async () => {
    const who = await student({ language: 'hi' });
    const course = await addTestCourse(capture.t.app, { price: 2000 });
    const asset = await addTestAsset(capture.t.app, { price: 1000 });
    await save(who, 'course', course._id);
    await save(who, 'asset', asset._id);

    await setCoursePrice(course._id, 1500);
    await capture.t.db
      .update(digitalAssets)
      .set({ pricePaise: 80_000 })
      .where(eq(digitalAssets.id, asset._id));
    await runJob();
    const [mail, ...more] = dropsTo(who);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('आपकी विशलिस्ट के 2 प्रोडक्ट की क़ीमतें घट गईं');
    expect(mail?.text).toContain(`${course.title}: ₹2,000 → ₹1,500`);
    expect(mail?.text).toContain(`${asset.name}: ₹1,000 → ₹800`);
    expect(mail?.text).toContain(`https://store.example/hi/course/details/${course._id}`);
    expect(mail?.text).toContain(`https://store.example/hi/digital/details/${asset._id}`);
    expect(mail?.text).toContain('अपनी विशलिस्ट देखें: https://store.example/hi/wishlist');
    expect(mail?.html).toContain('<html lang="hi">');
  });

  it('sends nothing to a student who takes no marketing mail, and no old drop once they take it again', async () => {
    const { t } = capture;
    const who = await student({ marketingEmails: false });
    const course = await addTestCourse(t.app, { price: 2000 });
    await save(who, 'course', course._id);

    await setCoursePrice(course._id, 1500);
    await runJob();
    expect(dropsTo(who)).toHaveLength(0);
    expect((await wishlistOf(who))[0]).toMatchObject({ savedPrice: 1500 });

    const on = await t.app.inject({
      method: 'PUT',
      url: '/api/account/marketing-emails',
      headers: bearer(who.token),
      payload: { marketingEmails: true },
    });
    expect(on.statusCode).toBe(200);
    await runJob();
    expect(dropsTo(who)).toHaveLength(0);
  });

  it('says nothing of a product the student came to own, and takes it off the wishlist', async () => {
    const { t } = capture;
    const who = await student();
    const course = await addTestCourse(t.app, { price: 2000 });
    await save(who, 'course', course._id);
    await t.db.insert(entitlements).values({ userId: who.user._id, courseId: course._id, source: 'manual' });

    await setCoursePrice(course._id, 1000);
    await runJob();
    expect(dropsTo(who)).toHaveLength(0);
    expect(await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, who.user._id))).toEqual([]);
  });
});
