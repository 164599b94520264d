import {
  ASSET_FILTER_CHIPS,
  COURSE_CATEGORIES,
  COURSE_CHIP_CATEGORIES,
  COURSE_FILTER_CHIPS,
} from '@academy/shared/catalogue';
import { activeCouponsResponseSchema } from '@academy/shared/coupons';
import type { CourseProjectsResponse } from '@academy/shared/projects';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../src/db/prepare';
import { digitalAssets } from '../../src/db/schema/assets';
import { courses } from '../../src/db/schema/courses';
import { mediaFiles } from '../../src/db/schema/media';
import { users } from '../../src/db/schema/users';
import { DEMO_PROJECTS } from '../../src/db/demo-catalogue';
import { DEMO_ACCOUNTS, seedDemo, type SeedSummary } from '../../src/db/seed';
import { getAdminAssetDetail, listAssets } from '../../src/modules/assets/service';
import { getCourseDetail, listCourses } from '../../src/modules/courses/service';
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

const total = async (table: typeof users | typeof courses | typeof digitalAssets | typeof mediaFiles) =>
  (await t.db.select({ total: count() }).from(table))[0]?.total ?? 0;

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

      const detail = await getCourseDetail(t.db, summaryRow._id, { viewer: null, signer: t.app.mediaSigner });
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
    const detail = await getCourseDetail(t.db, first?._id ?? '', { viewer: null, signer: t.app.mediaSigner });
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
      const detail = await getCourseDetail(t.db, summary._id, { viewer: null, signer: t.app.mediaSigner });
      for (const lecture of detail.curriculum) {
        expect(
          lecture.captions.map((track) => track.language).slice(0, 2),
          `${detail.title}: ${lecture.title}`,
        ).toEqual(['en', 'hi']);
      }
    }
    const scripts = items.find((course) => course.title === 'Typography Essentials for Indian Scripts');
    const detail = await getCourseDetail(t.db, scripts?._id ?? '', {
      viewer: null,
      signer: t.app.mediaSigner,
    });
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
      const detail = await getCourseDetail(t.db, _id, { viewer: null, signer: t.app.mediaSigner });
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

  it('lets both demo accounts sign in', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const { user } = await loginUser(t.app, account);
      expect(user.role).toBe(account.role);
    }
  });

  it('does nothing a second time', async () => {
    const before = await Promise.all([total(users), total(courses), total(digitalAssets), total(mediaFiles)]);
    expect(await seedDemo(t.db, { storage: t.app.storage, signer: t.app.mediaSigner })).toBeUndefined();
    expect(
      await Promise.all([total(users), total(courses), total(digitalAssets), total(mediaFiles)]),
    ).toEqual(before);
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
