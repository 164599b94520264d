import { activeCouponsResponseSchema } from '@academy/shared/coupons';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { coupons } from '../src/db/schema/index';
import { createCoupon, listActiveCoupons } from '../src/modules/coupons/service';
import { createTestApp, type TestApp } from './support/app';

let t: TestApp;
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS);

beforeAll(async () => {
  t = await createTestApp();
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
    ).rejects.toMatchObject({ statusCode: 409 });
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
      statusCode: 400,
      message: expect.stringContaining(field),
    });
  });
});

describe('GET /api/coupons/active', () => {
  it('lists coupons in rupees with the banner fields, to anyone', async () => {
    const expires = inDays(365);
    await createCoupon(t.db, {
      code: 'welcome10',
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 500,
      expirationDate: expires,
    });
    await createCoupon(t.db, {
      code: 'ASSETS200',
      discountType: 'fixed',
      discountValue: 200,
      minPurchaseAmount: 999,
      applicableTo: 'digitalAsset',
      expirationDate: expires,
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

  it('leaves out expired and used-up coupons, keeps unlimited and not-yet-used-up ones', async () => {
    await createCoupon(t.db, {
      code: 'EXPIRED',
      discountType: 'fixed',
      discountValue: 50,
      expirationDate: inDays(-1),
    });
    await createCoupon(t.db, { code: 'FOREVER', discountType: 'free', discountValue: 0 });
    await createCoupon(t.db, { code: 'USEDUP', discountType: 'fixed', discountValue: 50, usageLimit: 2 });
    await createCoupon(t.db, { code: 'ONELEFT', discountType: 'fixed', discountValue: 50, usageLimit: 3 });
    await t.db
      .update(coupons)
      .set({ usedCount: 2 })
      .where(sql`${coupons.code} in ('USEDUP', 'ONELEFT')`);

    expect(await activeCodes()).toEqual(['FOREVER', 'ONELEFT']);
    expect((await listActiveCoupons(t.db, inDays(-2))).map((row) => row.code)).toContain('EXPIRED');
  });

  it('answers an empty list when there are none', async () => {
    expect(await activeCodes()).toEqual([]);
  });
});
