import {
  ASSET_FILTER_CHIPS,
  COURSE_CATEGORIES,
  COURSE_CHIP_CATEGORIES,
  COURSE_FILTER_CHIPS,
} from '@academy/shared/catalogue';
import { activeCouponsResponseSchema } from '@academy/shared/coupons';
import type { CourseProjectsResponse } from '@academy/shared/projects';
import type { ReviewProductType } from '@academy/shared/review-rules';
import { reviewListResponseSchema } from '@academy/shared/reviews';
import { and, count, eq, like, notExists, or, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare';
import { entitlements } from '../../src/db/schema/access';
import { digitalAssets } from '../../src/db/schema/assets';
import { courses } from '../../src/db/schema/courses';
import { jobs, mailMessages } from '../../src/db/schema/infrastructure';
import { mediaFiles } from '../../src/db/schema/media';
import { reviews } from '../../src/db/schema/reviews';
import { users } from '../../src/db/schema/users';
import { DEMO_PROJECTS, DEMO_REVIEWS, DEMO_STUDENTS } from '../../src/db/demo-catalogue';
import { DEMO_ACCOUNTS, seedDemo, type SeedSummary } from '../../src/db/seed';
import { getAdminAssetDetail, listAssets } from '../../src/modules/assets/service';
import { getCourseDetail, listCourses } from '../../src/modules/courses/service';
import { listBundles } from '../../src/modules/bundles/service';
import { DEMO_BUNDLES } from '../../src/db/demo-bundles';
import { createTestApp, createTestConfig, loginUser, type TestApp } from '../support/app';
import { createTestDatabase } from '../support/database';
import { buildAdapters } from '../../src/adapters';

let t: TestApp;
let summary: SeedSummary | undefined;

beforeAll(async () => {
  t = await createTestApp();
  summary = await seedDemo(t.db, { storage: t.app.storage, signer: t.app.mediaSigner });
});
afterAll(async () => {
  await t?.close();
});

const total = async (
  table:
    | typeof users
    | typeof courses
    | typeof digitalAssets
    | typeof mediaFiles
    | typeof entitlements
    | typeof reviews,
) => (await t.db.select({ total: count() }).from(table))[0]?.total ?? 0;

/** A product's reviews as its page reads them: the figures and the first page, newest first. */
async function publicReviews(productType: ReviewProductType, productId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reviews?productType=${productType}&productId=${productId}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return reviewListResponseSchema.parse(response.json()).data;
}

/** Every demo course and asset, as the catalogue lists them: with its figures (`rating`). */
async function demoProducts() {
  const [courseList, assetList] = await Promise.all([
    listCourses(t.db, { limit: 100 }),
    listAssets(t.db, { limit: 100 }),
  ]);
  const product = (
    kind: ReviewProductType,
    title: string,
    item: (typeof courseList.items)[number] | (typeof assetList.items)[number],
  ) => ({
    kind,
    title,
    id: item._id,
    date: item.date,
    rating: item.rating,
  });
  return [
    ...courseList.items.map((course) => product('course', course.title, course)),
    ...assetList.items.map((asset) => product('asset', asset.name, asset)),
  ];
}

const reviewedTitle = (review: (typeof DEMO_REVIEWS)[number]) =>
  'course' in review.product ? review.product.course : review.product.asset;

/**
 * Issue 28: the demo's original prices are ones a product could really have sold at: the price
 * itself (no discount shown), or at most a third above it, never a price on a free product.
 */
function expectBelievableOriginalPrice(price: number, originalPrice: number) {
  expect(originalPrice).toBeGreaterThanOrEqual(price);
  expect(originalPrice).toBeLessThanOrEqual(Math.ceil(price * 1.34));
}

describe('the demo seed on an empty database', () => {
  it('creates the accounts, courses, assets and coupons', () => {
    expect(summary).toMatchObject({ accounts: 2, coupons: 2 });
    expect(summary?.courses).toBeGreaterThanOrEqual(8);
    expect(summary?.assets).toBeGreaterThanOrEqual(12);
  });

  it('puts bundles on sale, each a course with its assets below their price one by one (issue 31)', async () => {
    const { items } = await listBundles(t.db, { limit: 100 });
    expect(items.map((bundle) => bundle.title).sort()).toEqual(
      DEMO_BUNDLES.map((bundle) => bundle.title).sort(),
    );
    for (const bundle of items) {
      expect(
        bundle.items.filter((item) => item.type === 'course'),
        bundle.title,
      ).toHaveLength(1);
      expect(bundle.items.length, bundle.title).toBeGreaterThanOrEqual(3);
      expect(bundle.price, bundle.title).toBeLessThan(bundle.listPrice);
    }
  });

  it('publishes at least 8 courses across the admin categories, each with 3-6 lectures and a free preview', async () => {
    const { items } = await listCourses(t.db);
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((course) => course.category)).size).toBeGreaterThanOrEqual(6);
    for (const summaryRow of items) {
      expect(COURSE_CATEGORIES).toContain(summaryRow.category);
      expect(summaryRow.isPublished).toBe(true);
      expect(summaryRow.price).toBeGreaterThanOrEqual(499);
      expect(summaryRow.price).toBeLessThanOrEqual(4999);
      expectBelievableOriginalPrice(summaryRow.price, summaryRow.fakePrice);
      expect(summaryRow.image).toMatch(/^\/api\/media\/public\/image_/);
      expect(summaryRow.objectives.split(',').length).toBeGreaterThanOrEqual(3);
      expect(summaryRow.description.split('\n\n').length).toBeGreaterThanOrEqual(2);

      const detail = await getCourseDetail(t.db, summaryRow._id, { signer: t.app.mediaSigner });
      expect(detail.curriculum.length).toBeGreaterThanOrEqual(3);
      expect(detail.curriculum.length).toBeLessThanOrEqual(6);
      expect(detail.curriculum[0]?.freePreview).toBe(true);
      // Each instructor card has its line (issue 28).
      expect(detail.instructorHeadline.length).toBeGreaterThan(20);
      for (const lecture of detail.curriculum) {
        expect(lecture.duration).toBeGreaterThan(0);
        // Visitors get a playable URL for previews only.
        expect(Boolean(lecture.videoUrl)).toBe(lecture.freePreview);
      }
    }
  });

  it('serves every course banner as a public image', async () => {
    const { items } = await listCourses(t.db);
    for (const course of items) {
      const response = await t.app.inject({ method: 'GET', url: course.image });
      expect(response.statusCode, course.title).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
    }
  });

  it('stores each banner as an upload does: the 400 and 800 px copies a phone is sent', async () => {
    const { items } = await listCourses(t.db);
    for (const course of items) {
      const sizes: number[] = [];
      for (const url of [`${course.image}?w=400`, `${course.image}?w=800`, course.image]) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toBe('image/webp');
        sizes.push(response.rawPayload.length);
      }
      expect(sizes[0], `${course.title}: 400 px smaller than 800 px`).toBeLessThan(sizes[1] ?? 0);
      expect(sizes[1], `${course.title}: 800 px smaller than the main picture`).toBeLessThan(sizes[2] ?? 0);
    }
  });

  it('streams a free-preview lecture video through its signed URL, with ranges', async () => {
    const [first] = (await listCourses(t.db)).items;
    const detail = await getCourseDetail(t.db, first?._id ?? '', { signer: t.app.mediaSigner });
    const preview = detail.curriculum.find((lecture) => lecture.freePreview);
    expect(preview?.videoUrl).toMatch(/^\/api\/media\/stream\/video_.+\?expires=\d+&signature=/);

    const whole = await t.app.inject({ method: 'GET', url: preview?.videoUrl ?? '' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    // An MP4 starts with its ftyp box.
    expect(whole.rawPayload.subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(whole.rawPayload.length).toBeGreaterThan(20_000);
    expect(whole.rawPayload.length).toBeLessThan(260_000);

    const part = await t.app.inject({
      method: 'GET',
      url: preview?.videoUrl ?? '',
      headers: { range: 'bytes=0-1023' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(0, 1024))).toBe(true);

    // The unsigned URL stored on the lecture plays nothing.
    const unsigned = await t.app.inject({ method: 'GET', url: `/api/media/stream/${preview?.public_id}` });
    expect(unsigned.statusCode).toBe(403);
  });

  it('captions every demo lecture in English and Hindi, the Indian-scripts course in Marathi too', async () => {
    const { items } = await listCourses(t.db, { limit: 50 });
    for (const summary of items) {
      const detail = await getCourseDetail(t.db, summary._id, { signer: t.app.mediaSigner });
      for (const lecture of detail.curriculum) {
        expect(
          lecture.captions.map((track) => track.language).slice(0, 2),
          `${detail.title}: ${lecture.title}`,
        ).toEqual(['en', 'hi']);
      }
    }
    const scripts = items.find((course) => course.title === 'Typography Essentials for Indian Scripts');
    const detail = await getCourseDetail(t.db, scripts?._id ?? '', { signer: t.app.mediaSigner });
    const preview = detail.curriculum.find((lecture) => lecture.freePreview);
    expect(preview?.captions.map((track) => track.label)).toEqual(['English', 'हिन्दी', 'मराठी']);
    const marathi = await t.app.inject({ method: 'GET', url: preview?.captions[2]?.url ?? '' });
    expect(marathi.statusCode).toBe(200);
    expect(marathi.body).toContain('आधी शीर्षक, मग मजकूर, मग टिपा.');
  });

  it('creates at least 12 assets across the asset chips, each with 2-3 previews and a stored download', async () => {
    const { items } = await listAssets(t.db);
    expect(items.length).toBeGreaterThanOrEqual(12);
    const chips = ASSET_FILTER_CHIPS.filter((chip) => chip !== 'All');
    expect(new Set(items.map((asset) => asset.category))).toEqual(new Set(chips));
    expect(items.some((asset) => asset.category === 'Free' && asset.price === 0)).toBe(true);

    for (const asset of items) {
      expect(asset.image.length, asset.name).toBeGreaterThanOrEqual(2);
      expect(asset.image.length).toBeLessThanOrEqual(3);
      expect(
        asset.subTitle && asset.keyPoints && asset.description && asset.format && asset.license,
      ).toBeTruthy();
      expect(Number(asset.fileSize)).toBeGreaterThan(0);
      expectBelievableOriginalPrice(asset.price, asset.fakePrice);

      const admin = await getAdminAssetDetail(t.db, asset._id);
      const publicId = admin.downloadUrl.match(/^\/api\/media\/stream\/(raw_[0-9a-f-]+)$/)?.[1];
      expect(publicId, admin.downloadUrl).toBeDefined();
    }

    const [asset] = items;
    const picture = await t.app.inject({ method: 'GET', url: asset?.image[0] ?? '' });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    const download = await getAdminAssetDetail(t.db, asset?._id ?? '');
    const publicId = download.downloadUrl.split('/').at(-1) ?? '';
    const file = await t.app.inject({ method: 'GET', url: t.app.mediaSigner.signedUrl(publicId) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF-')).toBe(true);
  });

  it('has a published course behind every course chip and an asset behind every asset chip', async () => {
    const list = async (url: string) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ data: { category: string; price: number }[] }>().data;
    };
    for (const chip of COURSE_FILTER_CHIPS) {
      const found = await list(`/api/student/course/get?category=${encodeURIComponent(chip)}`);
      expect(found.length, chip).toBeGreaterThan(0);
      if (chip !== 'All') {
        for (const course of found) expect(COURSE_CHIP_CATEGORIES[chip], chip).toContain(course.category);
      }
    }
    for (const chip of ASSET_FILTER_CHIPS) {
      const found = await list(`/api/student/digital-assets/get?category=${encodeURIComponent(chip)}`);
      expect(found.length, chip).toBeGreaterThan(0);
    }
    // 'Free' is also a free asset filed under another category.
    const free = await list('/api/student/digital-assets/get?category=Free');
    expect(free.some((asset) => asset.category !== 'Free' && asset.price === 0)).toBe(true);
    // More than one page of 12 in each list, so paging shows on the store.
    expect((await list('/api/student/course/get')).length).toBeGreaterThan(12);
    expect((await list('/api/student/digital-assets/get')).length).toBeGreaterThan(12);
  });

  it('lists the two demo coupons as active, valid for about a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/coupons/active' });
    const { data } = activeCouponsResponseSchema.parse(response.json());
    const byCode = new Map(data.map((coupon) => [coupon.code, coupon]));
    expect([...byCode.keys()].sort()).toEqual(['ASSETS200', 'WELCOME10']);
    expect(byCode.get('WELCOME10')).toMatchObject({
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 500,
      applicableTo: 'all',
    });
    expect(byCode.get('ASSETS200')).toMatchObject({
      discountType: 'fixed',
      discountValue: 200,
      minPurchaseAmount: 999,
      applicableTo: 'digitalAsset',
    });
    const days = (Date.parse(data[0]?.expirationDate ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThan(370);
  });

  it('shows approved student projects in the galleries of the courses with a project brief', async () => {
    const { items } = await listCourses(t.db);
    const briefed = [];
    for (const { _id } of items) {
      const detail = await getCourseDetail(t.db, _id, { signer: t.app.mediaSigner });
      if (detail.projectBrief !== '') briefed.push(detail);
    }
    expect(briefed.length).toBeGreaterThanOrEqual(3);
    let shown = 0;
    for (const course of briefed) {
      const gallery = await t.app.inject({ method: 'GET', url: `/api/courses/${course._id}/projects` });
      const { data } = gallery.json<CourseProjectsResponse>();
      shown += data.length;
      for (const project of data) {
        expect(project.images.length).toBeGreaterThanOrEqual(2);
        const picture = await t.app.inject({ method: 'GET', url: project.images[0]?.url ?? '' });
        expect(picture.statusCode).toBe(200);
        expect(picture.headers['content-type']).toBe('image/webp');
      }
    }
    expect(shown).toBe(DEMO_PROJECTS.length);
  });

  it('shows verified reviews on most courses and some assets: each product’s figures on its page and its card', async () => {
    expect(summary?.reviews).toBe(DEMO_REVIEWS.length);
    expect(DEMO_REVIEWS.length).toBeGreaterThanOrEqual(25);
    expect(DEMO_REVIEWS.length).toBeLessThanOrEqual(35);
    const now = Date.now();
    let replies = 0;
    const reviewed = { course: 0, asset: 0 };
    for (const product of await demoProducts()) {
      const written = DEMO_REVIEWS.filter((review) => reviewedTitle(review) === product.title);
      const { summary: figures, reviews: shown } = await publicReviews(product.kind, product.id);
      expect(figures.count, product.title).toBe(written.length);
      if (written.length === 0) {
        expect(product.rating, product.title).toBeNull();
        continue;
      }
      reviewed[product.kind] += 1;
      // A believable average, never only five stars, and the card shows the page's figures.
      expect(figures.average, product.title).toBeGreaterThanOrEqual(3.8);
      expect(figures.average, product.title).toBeLessThanOrEqual(4.9);
      expect(figures.distribution['5'], product.title).toBeLessThan(figures.count);
      expect(product.rating, product.title).toEqual({ average: figures.average, count: figures.count });

      // Newest first, each written after the product was published and before today; a reply
      // after its review.
      expect(shown.map((review) => review.text)).toEqual(
        [...written].sort((a, b) => a.daysAgo - b.daysAgo).map((review) => review.text),
      );
      for (const review of shown) {
        expect(review.verified).toBe(true);
        expect(review.author.name).toMatch(/^\p{L}+ \p{Lu}\.$/u);
        const at = Date.parse(review.createdAt);
        expect(at, product.title).toBeGreaterThan(Date.parse(product.date));
        expect(at, product.title).toBeLessThan(now);
        if (review.reply) {
          replies += 1;
          expect(Date.parse(review.reply.createdAt)).toBeGreaterThan(at);
          expect(Date.parse(review.reply.createdAt)).toBeLessThan(now);
        }
      }
    }
    expect(reviewed.course).toBeGreaterThanOrEqual(8);
    expect(reviewed.course).toBeLessThanOrEqual(10);
    expect(reviewed.asset).toBeGreaterThanOrEqual(4);
    expect(reviewed.asset).toBeLessThanOrEqual(6);
    expect(replies).toBe(DEMO_REVIEWS.filter((review) => review.reply).length);
    expect(replies).toBeGreaterThanOrEqual(3);

    // Mostly four and five stars, a few threes, a two; written on different days.
    const ratings = DEMO_REVIEWS.map((review) => review.rating);
    expect(ratings.filter((rating) => rating >= 4).length).toBeGreaterThanOrEqual(ratings.length * 0.8);
    expect(ratings).toContain(3);
    expect(ratings).toContain(2);
    const dates = await t.db.select({ at: reviews.createdAt }).from(reviews);
    expect(new Set(dates.map(({ at }) => at.toISOString())).size).toBe(DEMO_REVIEWS.length);
  });

  it('has every review written by a demo student who owns what they reviewed, and sent no email about them', async () => {
    const demoStudents = Object.values(DEMO_STUDENTS);
    expect(summary?.students).toBe(demoStudents.length);
    const authors = await t.db
      .selectDistinct({ email: users.email })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId));
    expect(authors.map(({ email }) => email).sort()).toEqual(demoStudents.map(({ email }) => email).sort());

    const owned = t.db
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, reviews.userId),
          or(eq(entitlements.courseId, reviews.courseId), eq(entitlements.assetId, reviews.assetId)),
        ),
      );
    expect(await t.db.select({ id: reviews.id }).from(reviews).where(notExists(owned))).toEqual([]);

    // A reply tells its author by email; the seed's replies do not, nor does anything else.
    const reviewJobs = await t.db.select({ id: jobs.id }).from(jobs).where(like(jobs.kind, 'reviews.%'));
    expect(reviewJobs).toEqual([]);
    const toStudents = await t.db
      .select({ id: mailMessages.id })
      .from(mailMessages)
      .where(sql`${mailMessages.toAddress} like '%@students.kalakriti.test'`);
    expect(toStudents).toEqual([]);
  });

  it('lets both demo accounts sign in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { user } = await loginUser(t.app, account);
      expect(user.role).toBe(account.role);
    }
  });

  it('does nothing a second time', async () => {
    const tables = [users, courses, digitalAssets, mediaFiles, entitlements, reviews] as const;
    const before = await Promise.all(tables.map(total));
    expect(before.at(-1)).toBe(DEMO_REVIEWS.length);
    expect(await seedDemo(t.db, { storage: t.app.storage, signer: t.app.mediaSigner })).toBeUndefined();
    expect(await Promise.all(tables.map(total))).toEqual(before);
  });
});

describe('prepareDatabase and SEED_DEMO', () => {
  const silent = { info: () => undefined } as unknown as Parameters<typeof prepareDatabase>[2];

  it('seeds nothing with SEED_DEMO=false', async () => {
    const database = await createTestDatabase();
    try {
      const config = createTestConfig({ SEED_DEMO: 'false' });
      await prepareDatabase(database, config, silent, buildAdapters(config));
      const [row] = await database.db.select({ total: count() }).from(courses);
      expect(row?.total).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('leaves a database that already has a user alone', async () => {
    const database = await createTestDatabase();
    try {
      await database.db.insert(users).values({ name: 'Somebody', email: 'somebody@example.com' });
      const config = createTestConfig({ SEED_DEMO: 'true' });
      await prepareDatabase(database, config, silent, buildAdapters(config));
      const [row] = await database.db.select({ total: count() }).from(courses);
      expect(row?.total).toBe(0);
    } finally {
      await database.close();
    }
  });
});
