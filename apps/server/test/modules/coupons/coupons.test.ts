import { randomUUID } from 'node:crypto';
import {
  type AssetInput,
  assetSavedResponseSchema,
  type AssetSummary,
} from '@academy/shared/catalogue-assets';
import {
  activeCouponsResponseSchema,
  couponApplyResponseSchema,
  type CouponInput as CouponBody,
  couponResponseSchema,
  couponSavedResponseSchema,
  couponsResponseSchema,
} from '@academy/shared/coupons';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { ADMIN_PAGE_SIZE } from '@academy/shared/paging';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons } from '../../../src/db/schema/coupons';
import { orders } from '../../../src/db/schema/orders';
import { COUPON_MESSAGES } from '../../../src/modules/coupons/rules';
import { BANNER_MAX_COUPONS, createCoupon, listActiveCoupons } from '../../../src/modules/coupons/service';
import { findCouponForUpdate } from '../../../src/modules/coupons/uses';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

let admin: Awaited<ReturnType<typeof createAdmin>>;
let student: Awaited<ReturnType<typeof registerAndLogin>>;
/** ₹999, the seed's ASSETS200 minimum exactly. */
let asset999: AssetSummary;
/** ₹499.50, a price with paise. */
let assetWithPaise: AssetSummary;

async function addAsset(overrides: Partial<AssetInput>): Promise<AssetSummary> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/student/digital-assets/create',
    headers: bearer(admin.token),
    payload: { name: 'Retro Photoshop Actions', price: 999, fakePrice: 1999, ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return assetSavedResponseSchema.parse(response.json()).data;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  student = await registerAndLogin(t.app);
  asset999 = await addAsset({ name: 'Film Look Presets', price: 999 });
  assetWithPaise = await addAsset({ name: 'Brush Pack', price: 499.5 });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(coupons);
});

async function activeCodes(): Promise<string[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/coupons/active' });
  expect(response.statusCode).toBe(200);
  const body = activeCouponsResponseSchema.parse(response.json());
  return body.data.map((coupon) => coupon.code);
}

describe('createCoupon', () => {
  it('stores the code upper-case and money in paise', async () => {
    const row = await createCoupon(t.db, {
      code: ' assets200 ',
      discountType: 'fixed',
      discountValue: 200,
      minPurchaseAmount: 999,
      applicableTo: 'digitalAsset',
      expirationDate: inDays(30),
    });
    expect(row).toMatchObject({
      code: 'ASSETS200',
      discountValue: 20000,
      minPurchasePaise: 99900,
      maxDiscountPaise: null,
      usedCount: 0,
    });
  });

  it('refuses a duplicate code in any case', async () => {
    await createCoupon(t.db, { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 });
    await expect(
      createCoupon(t.db, { code: 'welcome10', discountType: 'percentage', discountValue: 5 }),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });

  it.each([
    [{ code: 'X', discountType: 'percentage', discountValue: 10 }, 'code'],
    [{ code: 'BAD CODE', discountType: 'percentage', discountValue: 10 }, 'code'],
    [{ code: 'TOOMUCH', discountType: 'percentage', discountValue: 101 }, 'discountValue'],
    [{ code: 'HALFPC', discountType: 'percentage', discountValue: 2.5 }, 'discountValue'],
    [{ code: 'NOTHING', discountType: 'fixed', discountValue: 0 }, 'discountValue'],
    [{ code: 'ZEROUSE', discountType: 'fixed', discountValue: 50, usageLimit: 0 }, 'usageLimit'],
    [{ code: 'BADDATE', discountType: 'free', discountValue: 0, expirationDate: 'soon' }, 'expirationDate'],
  ] as const)('refuses %o naming %s', async (input, field) => {
    await expect(createCoupon(t.db, input)).rejects.toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining(field),
    });
  });
});

describe('GET /api/coupons/active', () => {
  it(`lists at most ${BANNER_MAX_COUPONS} banner coupons, the oldest first`, async () => {
    await t.db.insert(coupons).values(
      Array.from({ length: BANNER_MAX_COUPONS + 1 }, (_, index) => ({
        code: `BANNER${String(index).padStart(2, '0')}`,
        discountType: 'percentage' as const,
        discountValue: 5,
        showOnBanner: true,
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
      })),
    );

    const codes = await activeCodes();

    expect(codes).toHaveLength(BANNER_MAX_COUPONS);
    expect(codes[0]).toBe('BANNER00');
    expect(codes).not.toContain(`BANNER${BANNER_MAX_COUPONS}`);
  });

  it('lists banner coupons in rupees with the banner fields, to anyone', async () => {
    const expires = inDays(365);
    await createCoupon(t.db, {
      code: 'welcome10',
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 500,
      expirationDate: expires,
      showOnBanner: true,
    });
    await createCoupon(t.db, {
      code: 'ASSETS200',
      discountType: 'fixed',
      discountValue: 200,
      minPurchaseAmount: 999,
      applicableTo: 'digitalAsset',
      expirationDate: expires,
      showOnBanner: true,
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/coupons/active' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [
        {
          code: 'WELCOME10',
          discountType: 'percentage',
          discountValue: 10,
          maxDiscount: 500,
          minPurchaseAmount: 0,
          applicableTo: 'all',
          expirationDate: expires.toISOString(),
        },
        {
          code: 'ASSETS200',
          discountType: 'fixed',
          discountValue: 200,
          maxDiscount: null,
          minPurchaseAmount: 999,
          applicableTo: 'digitalAsset',
          expirationDate: expires.toISOString(),
        },
      ],
    });
  });

  it('leaves out expired and used-up banner coupons, keeps unlimited and not-yet-used-up ones', async () => {
    const onBanner = { showOnBanner: true } as const;
    await createCoupon(t.db, {
      code: 'EXPIRED',
      discountType: 'fixed',
      discountValue: 50,
      expirationDate: inDays(-1),
      ...onBanner,
    });
    await createCoupon(t.db, { code: 'FOREVER', discountType: 'percentage', discountValue: 5, ...onBanner });
    await createCoupon(t.db, {
      code: 'USEDUP',
      discountType: 'fixed',
      discountValue: 50,
      usageLimit: 2,
      ...onBanner,
    });
    await createCoupon(t.db, {
      code: 'ONELEFT',
      discountType: 'fixed',
      discountValue: 50,
      usageLimit: 3,
      ...onBanner,
    });
    await t.db
      .update(coupons)
      .set({ usedCount: 2 })
      .where(sql`${coupons.code} in ('USEDUP', 'ONELEFT')`);

    expect(await activeCodes()).toEqual(['FOREVER', 'ONELEFT']);
    expect((await listActiveCoupons(t.db, inDays(-2))).map((row) => row.code)).toContain('EXPIRED');
  });

  it('never lists a coupon not marked for the banner: 100 % off, restricted, limited or plain', async () => {
    await createCoupon(t.db, { code: 'STAFF100', discountType: 'free', discountValue: 0 });
    await createCoupon(t.db, {
      code: 'ALLOFF100',
      discountType: 'percentage',
      discountValue: 100,
      showOnBanner: false,
    });
    await createCoupon(t.db, {
      code: 'ONEASSET',
      discountType: 'fixed',
      discountValue: 500,
      eligibleProducts: [asset999._id],
    });
    await createCoupon(t.db, {
      code: 'VIPONLY',
      discountType: 'percentage',
      discountValue: 50,
      usageLimit: 1,
    });
    await createCoupon(t.db, { code: 'PLAIN5', discountType: 'percentage', discountValue: 5 });
    await createCoupon(t.db, {
      code: 'PUBLIC10',
      discountType: 'percentage',
      discountValue: 10,
      showOnBanner: true,
    });

    expect(await activeCodes()).toEqual(['PUBLIC10']);
    // They still work for whoever was given the code.
    const applied = await apply({ code: 'STAFF100', assetId: asset999._id });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ finalAmount: 0 });
  });

  it('a coupon created through the admin API is off the banner unless showOnBanner: true is sent', async () => {
    expect((await postCreate(createBody({ code: 'QUIET10' }))).statusCode).toBe(201);
    expect((await postCreate(createBody({ code: 'LOUD10', showOnBanner: true }))).statusCode).toBe(201);
    expect(await activeCodes()).toEqual(['LOUD10']);
  });

  it('answers an empty list when there are none', async () => {
    expect(await activeCodes()).toEqual([]);
  });
});

/* ---------------------------------------------------------------- the admin coupon API */

const adminHeaders = () => bearer(admin.token);
const studentHeaders = () => bearer(student.token);

function createBody(overrides: Partial<CouponBody> = {}): CouponBody {
  return {
    code: 'welcome10',
    discountType: 'percentage',
    discountValue: 10,
    maxDiscount: 500,
    minPurchaseAmount: 0,
    usageLimit: 100,
    expirationDate: '2099-12-31',
    applicableTo: 'all',
    eligibleProducts: [],
    ...overrides,
  };
}

const postCreate = (payload: unknown, headers: Record<string, string> = adminHeaders()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/coupon/create', headers, payload: payload as object });
const apply = (payload: Record<string, unknown>, headers: Record<string, string> = studentHeaders()) =>
  t.app.inject({ method: 'POST', url: '/api/admin/coupon/apply', headers, payload });
const storedCodes = async () =>
  (await t.db.select({ code: coupons.code }).from(coupons)).map((row) => row.code);

describe('who may call the coupon routes', () => {
  const someId = randomUUID();
  const adminRoutes = [
    { method: 'POST', url: '/api/admin/coupon/create', payload: createBody() },
    { method: 'GET', url: '/api/admin/coupon/all' },
    { method: 'GET', url: '/api/admin/coupon/WELCOME10' },
    { method: 'PATCH', url: `/api/admin/coupon/${someId}`, payload: { showOnBanner: true } },
    { method: 'DELETE', url: `/api/admin/coupon/${someId}` },
  ] as const;

  it.each(adminRoutes)('$method $url: 401 for a visitor, 403 for a student', async (route) => {
    const visitor = await t.app.inject({ ...route });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });

    const asStudent = await t.app.inject({ ...route, headers: studentHeaders() });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
    expect(await storedCodes()).toEqual([]);
  });

  it('POST /api/admin/coupon/apply: 401 for a visitor, open to students', async () => {
    await createCoupon(t.db, { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 });
    const visitor = await apply({ code: 'WELCOME10', assetId: asset999._id }, {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });

    const asStudent = await apply({ code: 'WELCOME10', assetId: asset999._id });
    expect(asStudent.statusCode, asStudent.body).toBe(200);
    expect(asStudent.json()).toMatchObject({ success: true, discount: 99.9 });
  });
});

describe('POST /api/admin/coupon/create', () => {
  it('creates a coupon: 201, code upper-case, rupees on the wire and paise in the database', async () => {
    const response = await postCreate(
      createBody({
        code: ' welcome10 ',
        maxDiscount: 499.99,
        minPurchaseAmount: 199.5,
        eligibleProducts: [asset999._id.toUpperCase()],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const body = couponSavedResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      success: true,
      message: 'Coupon created',
      data: {
        code: 'WELCOME10',
        discountType: 'percentage',
        discountValue: 10,
        maxDiscount: 499.99,
        minPurchaseAmount: 199.5,
        usageLimit: 100,
        usedCount: 0,
        applicableTo: 'all',
        expirationDate: '2099-12-31T00:00:00.000Z',
        eligibleProducts: [asset999._id],
        showOnBanner: false,
      },
    });
    expect(body.data._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(body.data.createdAt))).toBe(false);

    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, body.data._id));
    expect(row).toMatchObject({ code: 'WELCOME10', maxDiscountPaise: 49_999, minPurchasePaise: 19_950 });
  });

  it('keeps a fixed amount in paise and answers it in rupees; empty limits are null', async () => {
    const response = await postCreate({
      code: 'FLAT150',
      discountType: 'fixed',
      discountValue: 150.25,
      maxDiscount: null,
      usageLimit: null,
      expirationDate: null,
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(couponSavedResponseSchema.parse(response.json()).data).toMatchObject({
      code: 'FLAT150',
      discountValue: 150.25,
      maxDiscount: null,
      minPurchaseAmount: 0,
      usageLimit: null,
      expirationDate: null,
      applicableTo: 'all',
      eligibleProducts: [],
    });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'FLAT150'));
    expect(row?.discountValue).toBe(15_025);
  });

  it('refuses a duplicate code in another case with 409', async () => {
    expect((await postCreate(createBody({ code: 'WELCOME10' }))).statusCode).toBe(201);
    const again = await postCreate(createBody({ code: 'Welcome10', discountValue: 50 }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'A coupon with the code WELCOME10 already exists.',
      field: 'code',
    });
    const [row] = await t.db.select().from(coupons);
    expect(row?.discountValue).toBe(10);
  });

  it.each([
    ['code', { code: undefined }],
    ['code', { code: '   ' }],
    ['code', { code: 'has space' }],
    ['discountType', { discountType: 'half' }],
    ['discountValue', { discountValue: 'ten' }],
    ['discountValue', { discountValue: 101 }],
    ['discountValue', { discountValue: 12.5 }],
    ['discountValue', { discountType: 'fixed', discountValue: 0 }],
    ['discountValue', { discountType: 'fixed', discountValue: 10.005 }],
    ['maxDiscount', { maxDiscount: -1 }],
    ['maxDiscount', { maxDiscount: 0 }],
    ['maxDiscount', { maxDiscount: 99.999 }],
    ['minPurchaseAmount', { minPurchaseAmount: -5 }],
    ['minPurchaseAmount', { minPurchaseAmount: 999.001 }],
    ['usageLimit', { usageLimit: 0 }],
    ['usageLimit', { usageLimit: 2.5 }],
    ['usageLimit', { usageLimit: '10' }],
    ['expirationDate', { expirationDate: 'soon' }],
    ['expirationDate', { expirationDate: '2030-02-30' }],
    ['expirationDate', { expirationDate: '2030-12-31T10:00:00' }],
    ['expirationDate', { expirationDate: 20301231 }],
    ['applicableTo', { applicableTo: 'everything' }],
    ['eligibleProducts', { eligibleProducts: 'abc' }],
    ['eligibleProducts', { eligibleProducts: ['not-an-id'] }],
  ] as const)('400 naming %s for %o, and stores nothing', async (field, overrides) => {
    const response = await postCreate({ ...createBody(), ...overrides });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ success: boolean; message: string }>();
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
    expect(await storedCodes()).toEqual([]);
  });

  it('accepts an ISO date-time with a time zone', async () => {
    const response = await postCreate(createBody({ expirationDate: '2099-12-31T23:59:59+05:30' }));
    expect(response.statusCode, response.body).toBe(201);
    expect(couponSavedResponseSchema.parse(response.json()).data.expirationDate).toBe(
      '2099-12-31T18:29:59.000Z',
    );
  });
});

describe('GET /api/admin/coupon/all', () => {
  it('lists every coupon newest first, used and expired ones included', async () => {
    await createCoupon(t.db, {
      code: 'OLDEST',
      discountType: 'free',
      discountValue: 0,
      expirationDate: inDays(-1),
    });
    await createCoupon(t.db, { code: 'MIDDLE', discountType: 'fixed', discountValue: 50, usageLimit: 1 });
    await createCoupon(t.db, { code: 'NEWEST', discountType: 'percentage', discountValue: 5 });
    await t.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.code, 'MIDDLE'));
    // Spread the creation times: rows inserted within one clock tick would tie.
    await t.db.execute(
      sql`update ${coupons} set created_at = now() - interval '2 minutes' where code = 'OLDEST'`,
    );
    await t.db.execute(
      sql`update ${coupons} set created_at = now() - interval '1 minute' where code = 'MIDDLE'`,
    );

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupon/all',
      headers: adminHeaders(),
    });
    expect(response.statusCode).toBe(200);
    const body = couponsResponseSchema.parse(response.json());
    expect(body.data.map((coupon) => coupon.code)).toEqual(['NEWEST', 'MIDDLE', 'OLDEST']);
    expect(body.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total: 3, nextPage: null });
    expect(body.data[1]).toMatchObject({
      discountType: 'fixed',
      discountValue: 50,
      usageLimit: 1,
      usedCount: 1,
    });
  });

  it('answers an empty list when there are none', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupon/all',
      headers: adminHeaders(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [],
      pagination: { page: 1, limit: ADMIN_PAGE_SIZE, total: 0, nextPage: null },
    });
  });

  /** Coupons CODE00, CODE01, … made a minute apart, the last the newest, used `index % 3` times. */
  async function addNumberedCoupons(count: number) {
    await t.db.insert(coupons).values(
      Array.from({ length: count }, (_, index) => ({
        code: `CODE${String(index).padStart(2, '0')}`,
        discountType: 'fixed' as const,
        discountValue: 100,
        usedCount: index % 3,
        expirationDate: index % 2 === 0 ? null : inDays(index),
        createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)),
      })),
    );
  }

  async function listCodes(query: string) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/coupon/all?${query}`,
      headers: adminHeaders(),
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = couponsResponseSchema.parse(response.json());
    return { codes: body.data.map((coupon) => coupon.code), pagination: body.pagination };
  }

  it(`answers the newest ${ADMIN_PAGE_SIZE} by default, and the rest on the next page`, async () => {
    await addNumberedCoupons(ADMIN_PAGE_SIZE + 1);

    const first = await listCodes('');
    const second = await listCodes('page=2');

    expect(first.codes).toHaveLength(ADMIN_PAGE_SIZE);
    expect(first.codes[0]).toBe(`CODE${ADMIN_PAGE_SIZE}`);
    expect(first.pagination).toEqual({
      page: 1,
      limit: ADMIN_PAGE_SIZE,
      total: ADMIN_PAGE_SIZE + 1,
      nextPage: 2,
    });
    expect(second.codes).toEqual(['CODE00']);
    expect(second.pagination).toEqual({
      page: 2,
      limit: ADMIN_PAGE_SIZE,
      total: ADMIN_PAGE_SIZE + 1,
      nextPage: null,
    });
  });

  it('finds a code by any part of it, in any case, counting only what it finds', async () => {
    await addNumberedCoupons(12);
    await createCoupon(t.db, { code: 'SALE_50', discountType: 'percentage', discountValue: 50 });
    await createCoupon(t.db, { code: 'SALEX50', discountType: 'percentage', discountValue: 50 });

    expect(await listCodes('q=code1')).toEqual({
      codes: ['CODE11', 'CODE10'],
      pagination: { page: 1, limit: ADMIN_PAGE_SIZE, total: 2, nextPage: null },
    });
    // `_` is a character to find, not a wildcard.
    expect((await listCodes('q=e_5')).codes).toEqual(['SALE_50']);
    expect((await listCodes('q=nothing-like-it')).pagination.total).toBe(0);
    expect((await listCodes('q=%20%20')).pagination.total).toBe(14);
  });

  it('sorts by code, uses or expiry, each way, ending with a stable order', async () => {
    await addNumberedCoupons(6);

    expect((await listCodes('sort=code')).codes).toEqual([
      'CODE00',
      'CODE01',
      'CODE02',
      'CODE03',
      'CODE04',
      'CODE05',
    ]);
    expect((await listCodes('sort=code&dir=desc&limit=2')).codes).toEqual(['CODE05', 'CODE04']);
    // Most used first; ties by id, the same on every page.
    const byUse = await listCodes('sort=used');
    expect(byUse.codes.slice(0, 2).sort()).toEqual(['CODE02', 'CODE05']);
    const [firstHalf, secondHalf] = [
      await listCodes('sort=used&limit=3'),
      await listCodes('sort=used&limit=3&page=2'),
    ];
    expect([...firstHalf.codes, ...secondHalf.codes]).toEqual(byUse.codes);
    expect((await listCodes('sort=used&dir=asc')).codes.slice(0, 2).sort()).toEqual(['CODE00', 'CODE03']);
    // The soonest expiry first; a code that never expires comes last.
    expect((await listCodes('sort=expires')).codes.slice(0, 3)).toEqual(['CODE01', 'CODE03', 'CODE05']);
    expect((await listCodes('sort=expires&dir=desc')).codes.slice(3)).toEqual(['CODE05', 'CODE03', 'CODE01']);
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be 1 or more'],
    ['sort=discount', 'sort must be one of date, code, used, expires'],
    ['dir=up', 'dir must be asc or desc'],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/coupon/all?${query}`,
      headers: adminHeaders(),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });
});

describe('GET /api/admin/coupon/:code', () => {
  it('finds a coupon by its code in any case', async () => {
    const row = await createCoupon(t.db, { code: 'ASSETS200', discountType: 'fixed', discountValue: 200 });
    for (const code of ['ASSETS200', 'assets200', 'Assets200']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/coupon/${code}`,
        headers: adminHeaders(),
      });
      expect(response.statusCode, code).toBe(200);
      expect(couponResponseSchema.parse(response.json()).data).toMatchObject({
        _id: row.id,
        code: 'ASSETS200',
      });
    }
  });

  it('answers 404 for a code it does not know', async () => {
    await createCoupon(t.db, { code: 'ASSETS200', discountType: 'fixed', discountValue: 200 });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupon/ASSETS300',
      headers: adminHeaders(),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Coupon not found' });
  });
});

describe('PATCH /api/admin/coupon/:id', () => {
  const patch = (id: string, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/admin/coupon/${id}`,
      headers: adminHeaders(),
      payload: payload as object,
    });

  it('puts a coupon on the banner and takes it off again, answering the coupon', async () => {
    const row = await createCoupon(t.db, { code: 'SPRING15', discountType: 'percentage', discountValue: 15 });
    expect(await activeCodes()).toEqual([]);

    const on = await patch(row.id, { showOnBanner: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(couponSavedResponseSchema.parse(on.json())).toMatchObject({
      success: true,
      message: 'Coupon shown on the home page banner',
      data: { _id: row.id, code: 'SPRING15', showOnBanner: true, discountValue: 15 },
    });
    expect(await activeCodes()).toEqual(['SPRING15']);

    const off = await patch(row.id.toUpperCase(), { showOnBanner: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({
      message: 'Coupon taken off the home page banner',
      data: { showOnBanner: false },
    });
    expect(await activeCodes()).toEqual([]);
  });

  it('changes nothing else about the coupon', async () => {
    const row = await createCoupon(t.db, {
      code: 'KEEPME',
      discountType: 'fixed',
      discountValue: 75,
      usageLimit: 3,
    });
    const response = await patch(row.id, { showOnBanner: true, discountValue: 9999, usageLimit: null });
    expect(response.statusCode, response.body).toBe(200);
    const [after] = await t.db.select().from(coupons).where(eq(coupons.id, row.id));
    expect(after).toEqual({ ...row, showOnBanner: true });
  });

  it('400 naming showOnBanner for a body without a boolean one', async () => {
    const row = await createCoupon(t.db, { code: 'STRICT', discountType: 'fixed', discountValue: 10 });
    for (const payload of [{}, { showOnBanner: 'yes' }, { showOnBanner: null }]) {
      const response = await patch(row.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message: 'showOnBanner must be true or false',
        field: 'showOnBanner',
      });
    }
    expect(await activeCodes()).toEqual([]);
  });

  it('404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-an-id']) {
      const response = await patch(id, { showOnBanner: true });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Coupon not found' });
    }
  });
});

describe('DELETE /api/admin/coupon/:id', () => {
  const remove = (id: string) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/coupon/${id}`, headers: adminHeaders() });

  it('deletes the coupon, which is then gone', async () => {
    const row = await createCoupon(t.db, { code: 'BYEBYE', discountType: 'fixed', discountValue: 10 });
    const response = await remove(row.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Coupon Deleted' });

    const lookup = await t.app.inject({
      method: 'GET',
      url: '/api/admin/coupon/BYEBYE',
      headers: adminHeaders(),
    });
    expect(lookup.statusCode).toBe(404);
    expect((await remove(row.id)).statusCode).toBe(404);
    expect(await storedCodes()).toEqual([]);
  });

  it('answers 404 for an unknown or malformed id and deletes nothing', async () => {
    await createCoupon(t.db, { code: 'STAYS', discountType: 'fixed', discountValue: 10 });
    for (const id of [randomUUID(), 'not-an-id', 'STAYS']) {
      const response = await remove(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Coupon not found' });
    }
    expect(await storedCodes()).toEqual(['STAYS']);
  });

  it('leaves the orders that used it in place, without the coupon', async () => {
    const row = await createCoupon(t.db, { code: 'USEDONCE', discountType: 'fixed', discountValue: 100 });
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: student.user._id,
        kind: 'asset',
        status: 'paid',
        gateway: 'sandbox',
        subtotalPaise: 99_900,
        discountPaise: 10_000,
        amountPaise: 89_900,
        couponId: row.id,
      })
      .returning();
    expect((await remove(row.id)).statusCode).toBe(200);

    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order!.id));
    expect(kept).toMatchObject({
      couponId: null,
      discountPaise: 10_000,
      amountPaise: 89_900,
      status: 'paid',
    });
    await t.db.delete(orders).where(eq(orders.id, order!.id));
  });
});

describe('POST /api/admin/coupon/apply', () => {
  type Refusal = { success: false; message: string };
  const UNUSABLE = {
    success: false,
    message: COUPON_MESSAGES.invalidCode,
    field: 'code',
  };
  const refusal = (response: { statusCode: number; json: () => unknown }) => {
    expect(response.statusCode).toBe(400);
    return response.json() as Refusal;
  };

  it('answers the discount and final amount on the asset price, in rupees', async () => {
    await createCoupon(t.db, { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 });
    const response = await apply({ code: 'WELCOME10', assetId: asset999._id });
    expect(response.statusCode, response.body).toBe(200);
    expect(couponApplyResponseSchema.parse(response.json())).toEqual({
      success: true,
      discount: 99.9,
      finalAmount: 899.1,
      code: 'WELCOME10',
      message: 'Coupon applied successfully.',
    });
  });

  it('matches the code in any case and answers it as stored', async () => {
    await createCoupon(t.db, { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 });
    const response = await apply({ code: '  welcome10 ', assetId: assetWithPaise._id });
    expect(response.statusCode, response.body).toBe(200);
    // 10% of 49 950 paise is 4 995 paise.
    expect(response.json()).toMatchObject({ code: 'WELCOME10', discount: 49.95, finalAmount: 449.55 });
  });

  it('ignores the purchaseAmount the browser sends', async () => {
    await createCoupon(t.db, {
      code: 'ASSETS200',
      discountType: 'fixed',
      discountValue: 200,
      minPurchaseAmount: 999,
      applicableTo: 'digitalAsset',
    });
    for (const purchaseAmount of [1, 0, 1_000_000, 'free']) {
      const response = await apply({ code: 'ASSETS200', assetId: asset999._id, purchaseAmount });
      expect(response.statusCode, String(purchaseAmount)).toBe(200);
      expect(response.json()).toMatchObject({ discount: 200, finalAmount: 799 });
    }
  });

  it('caps a percentage at maxDiscount, makes a free coupon take the whole price', async () => {
    await createCoupon(t.db, {
      code: 'HALF',
      discountType: 'percentage',
      discountValue: 50,
      maxDiscount: 100,
    });
    await createCoupon(t.db, { code: 'GIFT', discountType: 'free', discountValue: 0 });
    await createCoupon(t.db, { code: 'BIGFLAT', discountType: 'fixed', discountValue: 5000 });
    expect((await apply({ code: 'HALF', assetId: asset999._id })).json()).toMatchObject({
      discount: 100,
      finalAmount: 899,
    });
    expect((await apply({ code: 'GIFT', assetId: assetWithPaise._id })).json()).toMatchObject({
      discount: 499.5,
      finalAmount: 0,
    });
    expect((await apply({ code: 'BIGFLAT', assetId: asset999._id })).json()).toMatchObject({
      discount: 999,
      finalAmount: 0,
    });
  });

  it('refuses an expired coupon', async () => {
    await createCoupon(t.db, {
      code: 'LASTYEAR',
      discountType: 'fixed',
      discountValue: 10,
      expirationDate: inDays(-1),
    });
    expect(refusal(await apply({ code: 'LASTYEAR', assetId: asset999._id }))).toEqual(UNUSABLE);
  });

  it('refuses a used-up coupon, and applying does not use it', async () => {
    await createCoupon(t.db, { code: 'ONCE', discountType: 'fixed', discountValue: 10, usageLimit: 1 });
    expect((await apply({ code: 'ONCE', assetId: asset999._id })).statusCode).toBe(200);
    expect((await apply({ code: 'ONCE', assetId: asset999._id })).statusCode).toBe(200);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.code, 'ONCE'));
    expect(row?.usedCount).toBe(0);

    await t.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.code, 'ONCE'));
    expect(refusal(await apply({ code: 'ONCE', assetId: asset999._id }))).toEqual(UNUSABLE);
  });

  it('refuses a courses-only coupon on an asset', async () => {
    await createCoupon(t.db, {
      code: 'COURSES',
      discountType: 'fixed',
      discountValue: 10,
      applicableTo: 'courses',
    });
    expect(refusal(await apply({ code: 'COURSES', assetId: asset999._id }))).toEqual(UNUSABLE);
  });

  it('keeps a coupon to its eligible products', async () => {
    await createCoupon(t.db, {
      code: 'ONLYBRUSH',
      discountType: 'fixed',
      discountValue: 10,
      eligibleProducts: [assetWithPaise._id],
    });
    expect(refusal(await apply({ code: 'ONLYBRUSH', assetId: asset999._id }))).toEqual(UNUSABLE);
    expect((await apply({ code: 'ONLYBRUSH', assetId: assetWithPaise._id })).json()).toMatchObject({
      discount: 10,
      finalAmount: 489.5,
    });
  });

  it('refuses a price below the minimum, naming it in rupees, and accepts the minimum exactly', async () => {
    await createCoupon(t.db, {
      code: 'MIN1000',
      discountType: 'fixed',
      discountValue: 100,
      minPurchaseAmount: 1000,
    });
    await createCoupon(t.db, {
      code: 'MIN999',
      discountType: 'fixed',
      discountValue: 100,
      minPurchaseAmount: 999,
    });
    expect(refusal(await apply({ code: 'MIN1000', assetId: asset999._id })).message).toBe(
      'This coupon needs a purchase of at least ₹1,000.',
    );
    expect((await apply({ code: 'MIN999', assetId: asset999._id })).statusCode).toBe(200);
    expect(refusal(await apply({ code: 'MIN999', assetId: assetWithPaise._id })).message).toBe(
      'This coupon needs a purchase of at least ₹999.',
    );
  });

  it("answers 400 'Invalid coupon code.' for a code nobody made", async () => {
    expect(refusal(await apply({ code: 'NOSUCHCODE', assetId: asset999._id }))).toEqual(UNUSABLE);
  });

  // Issue 25: distinct answers told a guesser which codes exist, and nothing limited the guesses.
  it('gives one answer for every coupon that cannot be used: unknown, expired, used up, not for this product', async () => {
    await createCoupon(t.db, {
      code: 'GONE',
      discountType: 'fixed',
      discountValue: 10,
      expirationDate: inDays(-1),
    });
    await createCoupon(t.db, { code: 'SPENT', discountType: 'fixed', discountValue: 10, usageLimit: 1 });
    await t.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.code, 'SPENT'));
    await createCoupon(t.db, {
      code: 'FORCOURSES',
      discountType: 'fixed',
      discountValue: 10,
      applicableTo: 'courses',
    });
    const guesser = await registerAndLogin(t.app);
    const answers = await Promise.all(
      ['NOSUCH', 'GONE', 'SPENT', 'FORCOURSES'].map(async (code) => {
        const response = await apply({ code, assetId: asset999._id }, bearer(guesser.token));
        return { status: response.statusCode, body: response.json() as unknown };
      }),
    );
    expect(answers).toEqual(Array(4).fill({ status: 400, body: UNUSABLE }));
  });

  it('limits an account to 10 refused codes in 15 minutes, then answers 429 even for a good code', async () => {
    await createCoupon(t.db, { code: 'REALONE', discountType: 'fixed', discountValue: 10 });
    const guesser = await registerAndLogin(t.app);
    const headers = bearer(guesser.token);
    // Codes that work do not count: a student trying their own coupons is not a guesser.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      expect((await apply({ code: 'REALONE', assetId: asset999._id }, headers)).statusCode).toBe(200);
    }
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await apply({ code: `GUESS${guess}`, assetId: asset999._id }, headers)).statusCode).toBe(400);
    }
    const limited = await apply({ code: 'REALONE', assetId: asset999._id }, headers);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual({ success: false, message: COUPON_MESSAGES.tooManyGuesses });
    // Another account is not limited by this one's guesses.
    expect((await apply({ code: 'REALONE', assetId: asset999._id })).statusCode).toBe(200);
  });

  it('answers 404 for an asset that does not exist', async () => {
    await createCoupon(t.db, { code: 'WELCOME10', discountType: 'percentage', discountValue: 10 });
    const response = await apply({ code: 'WELCOME10', assetId: randomUUID() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.assetNotFound });
  });

  it.each([
    ['code', { assetId: randomUUID() }],
    ['code', { code: '  ', assetId: randomUUID() }],
    ['assetId', { code: 'WELCOME10' }],
    ['assetId', { code: 'WELCOME10', assetId: 'abc' }],
  ] as const)('400 naming %s for %o', async (field, payload) => {
    const body = refusal(await apply(payload));
    expect(body.success).toBe(false);
    expect(body.message).toContain(field);
  });
});

describe('findCouponForUpdate', () => {
  it('finds a coupon by code in any case inside a transaction, and nothing for an unknown code', async () => {
    const row = await createCoupon(t.db, { code: 'LOCKME', discountType: 'fixed', discountValue: 10 });
    const [found, missing] = await t.db.transaction(async (tx) => [
      await findCouponForUpdate(tx, ' lockme '),
      await findCouponForUpdate(tx, 'NOPE'),
    ]);
    expect(found).toEqual(row);
    expect(missing).toBeUndefined();
  });
});
