import { randomUUID } from 'node:crypto';
import { PRICE_FLOOR_MESSAGE } from '@academy/shared/catalogue-api';
import {
  adminAssetDetailResponseSchema,
  type AssetInput,
  assetDetailResponseSchema,
  assetListResponseSchema,
  assetSavedResponseSchema,
  assetSummariesResponseSchema,
  type AssetSummary,
} from '@academy/shared/catalogue-assets';
import { ASSET_RECOMMENDATION_COUNT } from '@academy/shared/limits';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { STOREFRONT_PAGE_SIZE } from '@academy/shared/paging';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { assetImages, digitalAssets } from '../../../src/db/schema/assets';
import { VISITOR_DETAIL_TTL_MS } from '../../../src/modules/assets/routes';
import { assetProduct } from '../../../src/modules/assets/summaries';
import { rankedProductSummaries, visibleProductIds } from '../../../src/modules/catalogue/products';
import { bearer } from '../../support/app';
import { useCatalogueFixture } from '../../support/catalogue-fixture';

const fixture = useCatalogueFixture('Assets');
const { uniqueCategory, adminHeaders, get } = fixture;

const DOWNLOAD_URL = '/api/media/raw/secret-file-key.zip';

function assetBody(overrides: Partial<AssetInput> = {}): AssetInput {
  return {
    name: 'Retro Photoshop Actions',
    price: 499.5,
    fakePrice: 999,
    subTitle: '20 one-click film looks',
    keyPoints: 'Non-destructive, Works in CC 2020+, Free updates',
    description: 'A pack of actions for warm film tones.',
    type: 'Action file',
    fileSize: '24',
    format: 'ATN',
    dimensions: '',
    resolution: '',
    license: 'Personal and commercial use',
    category: 'Action file',
    downloadUrl: DOWNLOAD_URL,
    image: ['/api/media/public/one.webp', '/api/media/public/two.webp', '/api/media/public/three.webp'],
    ...overrides,
  };
}

const serialized = (value: unknown) => JSON.stringify(value);

async function addAsset(overrides: Partial<AssetInput> = {}): Promise<AssetSummary> {
  const response = await fixture.t.app.inject({
    method: 'POST',
    url: '/api/student/digital-assets/create',
    headers: adminHeaders(),
    payload: assetBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return assetSavedResponseSchema.parse(response.json()).data;
}

async function setDate(id: string, date: string) {
  await fixture.t.db
    .update(digitalAssets)
    .set({ date: new Date(date) })
    .where(eq(digitalAssets.id, id));
}

async function own(userId: string, assetId: string) {
  await fixture.t.db.insert(entitlements).values({ userId, assetId, source: 'purchase' });
}

async function listAssets(query: string) {
  const response = await get(`/api/student/digital-assets/get?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return assetListResponseSchema.parse(response.json());
}

describe('GET /api/student/digital-assets/get', () => {
  it('lists assets newest first with their images in order and an owner count', async () => {
    const category = uniqueCategory();
    const older = await addAsset({ category, name: 'Older' });
    const newer = await addAsset({ category, name: 'Newer', image: ['/b.webp', '/a.webp'] });
    await setDate(older._id, '2025-01-01T00:00:00Z');
    await setDate(newer._id, '2025-02-01T00:00:00Z');
    await own(fixture.student.user._id, newer._id);

    const body = await listAssets(`category=${encodeURIComponent(category)}`);

    expect(body.success).toBe(true);
    expect(body.data.map((asset) => asset.name)).toEqual(['Newer', 'Older']);
    expect(body.data[0]).toMatchObject({
      image: ['/b.webp', '/a.webp'],
      students: 1,
      price: 499.5,
      fakePrice: 999,
    });
    expect(body.data[1]?.students).toBe(0);
    expect(body.pagination).toEqual({ page: 1, limit: STOREFRONT_PAGE_SIZE, total: 2, nextPage: null });
    expect(serialized(body)).not.toContain('downloadUrl');
    expect(serialized(body)).not.toContain(DOWNLOAD_URL);
  });

  it(`answers the first ${STOREFRONT_PAGE_SIZE} when no page is asked for, and the next page's number`, async () => {
    const category = uniqueCategory();
    const count = STOREFRONT_PAGE_SIZE + 1;
    await fixture.t.db.insert(digitalAssets).values(
      Array.from({ length: count }, (_, index) => ({
        name: `Paged ${index}`,
        category,
        pricePaise: 0,
        fakePricePaise: 0,
        date: new Date(Date.UTC(2024, 0, 1, 0, index)),
      })),
    );

    const first = await listAssets(`category=${encodeURIComponent(category)}`);
    const second = await listAssets(`category=${encodeURIComponent(category)}&page=2`);

    expect(first.data).toHaveLength(STOREFRONT_PAGE_SIZE);
    expect(first.data[0]?.name).toBe(`Paged ${count - 1}`);
    expect(first.pagination).toEqual({ page: 1, limit: STOREFRONT_PAGE_SIZE, total: count, nextPage: 2 });
    expect(second.data.map((asset) => asset.name)).toEqual(['Paged 0']);
    expect(second.pagination).toEqual({ page: 2, limit: STOREFRONT_PAGE_SIZE, total: count, nextPage: null });
  });

  it("filters by exact category; 'All' and empty mean every category", async () => {
    const fonts = uniqueCategory();
    const presets = uniqueCategory();
    const a = await addAsset({ category: fonts });
    const b = await addAsset({ category: presets });

    const onlyFonts = await listAssets(`category=${encodeURIComponent(fonts)}`);
    const all = await listAssets('category=All');
    const empty = await listAssets('');

    expect(onlyFonts.data.map((asset) => asset._id)).toEqual([a._id]);
    for (const body of [all, empty]) {
      expect(body.data.map((asset) => asset._id)).toEqual(expect.arrayContaining([a._id, b._id]));
    }
  });

  it('pages with page and limit', async () => {
    const category = uniqueCategory();
    for (const [index, name] of ['One', 'Two', 'Three'].entries()) {
      const asset = await addAsset({ category, name });
      await setDate(asset._id, `2025-0${index + 1}-01T00:00:00Z`);
    }

    const first = await listAssets(`category=${encodeURIComponent(category)}&page=1&limit=2`);
    const second = await listAssets(`category=${encodeURIComponent(category)}&page=2&limit=2`);

    expect(first.data.map((asset) => asset.name)).toEqual(['Three', 'Two']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3, nextPage: 2 });
    expect(second.data.map((asset) => asset.name)).toEqual(['One']);
    expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3, nextPage: null });
  });

  it("treats the 'Free' chip as the Free category and every ₹0 asset", async () => {
    const freeFont = await addAsset({ category: 'Fonts', name: 'Free chip: a free font', price: 0 });
    const inFree = await addAsset({ category: 'Free', name: 'Free chip: a mockup', price: 0 });
    const paidFont = await addAsset({ category: 'Fonts', name: 'Free chip: a paid font', price: 299 });

    const free = (await listAssets('category=Free&limit=100')).data;
    const fonts = (await listAssets('category=Fonts&limit=100')).data.map((asset) => asset._id);

    expect(free.map((asset) => asset._id)).toEqual(expect.arrayContaining([freeFont._id, inFree._id]));
    expect(free.map((asset) => asset._id)).not.toContain(paidFont._id);
    expect(free.every((asset) => asset.price === 0 || asset.category === 'Free')).toBe(true);
    expect(fonts).toEqual(expect.arrayContaining([freeFont._id, paidFont._id]));
    expect(fonts).not.toContain(inFree._id);
  });

  it('filters by price band, sorts by price or name, and pages the result', async () => {
    const category = uniqueCategory();
    for (const [name, price] of [
      ['delta', 0],
      ['Alpha', 499.99],
      ['charlie', 500],
      ['Bravo', 999.99],
      ['Echo', 1000],
    ] as const) {
      await addAsset({ category, name, price });
    }
    const names = async (extra: string) =>
      (await listAssets(`category=${encodeURIComponent(category)}&${extra}`)).data.map((asset) => asset.name);

    expect(await names('price=free')).toEqual(['delta']);
    expect(await names('price=under-500&sort=price')).toEqual(['delta', 'Alpha']);
    expect(await names('price=500-999&sort=price')).toEqual(['charlie', 'Bravo']);
    expect(await names('price=1000-plus')).toEqual(['Echo']);
    expect(await names('sort=title')).toEqual(['Alpha', 'Bravo', 'charlie', 'delta', 'Echo']);
    expect(await names('sort=price&page=2&limit=2')).toEqual(['charlie', 'Bravo']);
    const page = await listAssets(`category=${encodeURIComponent(category)}&sort=title&page=3&limit=2`);
    expect(page.data.map((asset) => asset.name)).toEqual(['Echo']);
    expect(page.pagination).toEqual({ page: 3, limit: 2, total: 5, nextPage: null });
  });

  it.each([
    ['price=under-1000', 'price must be one of free, under-500, 500-999, 1000-plus'],
    ['sort=popular', 'sort must be one of newest, price, title, rating'],
    ['page=two', 'page must be a whole number'],
    ['page=0', 'page must be 1 or more'],
    ['limit=101', 'limit must be at most 100'],
  ])('answers 400 naming the filter for %s', async (query, message) => {
    const response = await get(`/api/student/digital-assets/get?${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });

  it('answers 400 for a bad limit', async () => {
    const response = await get('/api/student/digital-assets/get?limit=-3');

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'limit must be 1 or more', field: 'limit' });
  });
});

describe('GET /api/student/digital-assets/detail/:id', () => {
  it('shows the asset to anyone, never with a download URL', async () => {
    const asset = await addAsset();

    for (const headers of [{}, bearer(fixture.student.token), adminHeaders()]) {
      const answer = await get(`/api/student/digital-assets/detail/${asset._id}`, headers);
      expect(answer.statusCode).toBe(200);
      const raw = answer.json<{ data: Record<string, unknown> }>();
      expect(Object.keys(raw.data)).not.toContain('downloadUrl');
      expect(answer.body).not.toContain('secret-file-key');
      const detail = assetDetailResponseSchema.parse(raw).data;
      expect(detail).toMatchObject({
        _id: asset._id,
        name: 'Retro Photoshop Actions',
        keyPoints: 'Non-destructive, Works in CC 2020+, Free updates',
        fileSize: '24',
        image: ['/api/media/public/one.webp', '/api/media/public/two.webp', '/api/media/public/three.webp'],
        instructorId: fixture.admin.user._id,
        instructorName: 'Meera Kulkarni',
        students: 0,
      });
    }
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    const unknown = await get(`/api/student/digital-assets/detail/${randomUUID()}`);
    const malformed = await get('/api/student/digital-assets/detail/12345');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SERVER_MESSAGES.assetNotFound });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'id must be a valid id', field: 'id' });
  });
});

describe("the visitor's asset detail, reused for a second (issue 33, as decision 005's course detail)", () => {
  const nameOf = async (id: string, headers: Record<string, string> = {}) =>
    assetDetailResponseSchema.parse((await get(`/api/student/digital-assets/detail/${id}`, headers)).json())
      .data.name;

  it('serves visitors the same answer within VISITOR_DETAIL_TTL_MS, and signed-in callers the database', async () => {
    const asset = await addAsset({ name: 'Old name' });
    expect(await nameOf(asset._id)).toBe('Old name');

    // A change made elsewhere (another instance, a script) reaches visitors within the second.
    await fixture.t.db.update(digitalAssets).set({ name: 'New name' }).where(eq(digitalAssets.id, asset._id));
    expect(await nameOf(asset._id)).toBe('Old name');
    expect(await nameOf(asset._id, bearer(fixture.student.token))).toBe('New name');
    await new Promise((resolve) => setTimeout(resolve, VISITOR_DETAIL_TTL_MS + 50));
    expect(await nameOf(asset._id)).toBe('New name');
  });

  it('drops it at once when the asset changes through this instance', async () => {
    const asset = await addAsset({ name: 'Before' });
    expect(await nameOf(asset._id)).toBe('Before');
    const updated = await fixture.t.app.inject({
      method: 'PUT',
      url: `/api/student/digital-assets/update/${asset._id}`,
      headers: adminHeaders(),
      payload: assetBody({ name: 'After' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(await nameOf(asset._id)).toBe('After');
  });
});

describe('GET /api/admin/digital-assets/detail/:id', () => {
  it('gives the admin the stored download URL for the edit form', async () => {
    const asset = await addAsset();

    const answer = await get(`/api/admin/digital-assets/detail/${asset._id}`, adminHeaders());

    expect(answer.statusCode).toBe(200);
    expect(adminAssetDetailResponseSchema.parse(answer.json()).data).toMatchObject({
      _id: asset._id,
      downloadUrl: DOWNLOAD_URL,
    });
  });

  it('answers 404 and 400 for unknown and malformed ids', async () => {
    expect((await get(`/api/admin/digital-assets/detail/${randomUUID()}`, adminHeaders())).statusCode).toBe(
      404,
    );
    expect((await get('/api/admin/digital-assets/detail/x', adminHeaders())).statusCode).toBe(400);
  });
});

describe('GET /api/student/digital-assets/recommendation', () => {
  async function recommendations(query: string) {
    const answer = await get(`/api/student/digital-assets/recommendation?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return assetSummariesResponseSchema.parse(answer.json()).data;
  }

  it(`gives up to ${ASSET_RECOMMENDATION_COUNT} assets of the category, without excludeId`, async () => {
    const category = uniqueCategory();
    const current = await addAsset({ category, name: 'Current' });
    for (let index = 0; index < ASSET_RECOMMENDATION_COUNT + 2; index += 1) {
      await addAsset({ category, name: `Other ${index}` });
    }
    await addAsset({ category: uniqueCategory(), name: 'Elsewhere' });

    const found = await recommendations(new URLSearchParams({ category, excludeId: current._id }).toString());

    expect(found).toHaveLength(ASSET_RECOMMENDATION_COUNT);
    expect(found.map((asset) => asset._id)).not.toContain(current._id);
    expect(found.every((asset) => asset.category === category)).toBe(true);
    expect(serialized(found)).not.toContain('downloadUrl');
  });

  it.each(['', 'not-a-uuid', "x' or 1=1 --"])('excludes nothing for excludeId %j', async (excludeId) => {
    const category = uniqueCategory();
    const only = await addAsset({ category });

    const found = await recommendations(new URLSearchParams({ category, excludeId }).toString());

    expect(found.map((asset) => asset._id)).toEqual([only._id]);
  });
});

describe('admin asset routes: who may call them', () => {
  const routes = [
    ['POST', '/api/student/digital-assets/create'],
    ['PUT', `/api/student/digital-assets/update/${randomUUID()}`],
    ['DELETE', `/api/student/digital-assets/delete/${randomUUID()}`],
    ['GET', `/api/admin/digital-assets/detail/${randomUUID()}`],
    ['GET', '/api/admin/digital-assets/get'],
  ] as const;

  it.each(routes)('%s %s answers 401 to a visitor', async (method, url) => {
    const answer = await fixture.t.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : assetBody(),
    });

    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
  });

  it.each(routes)('%s %s answers 403 to a student', async (method, url) => {
    const answer = await fixture.t.app.inject({
      method,
      url,
      headers: bearer(fixture.student.token),
      payload: method === 'GET' ? undefined : assetBody(),
    });

    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
  });
});

describe('POST /api/student/digital-assets/create', () => {
  it('creates the asset with money in paise and images in list order', async () => {
    const answer = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/student/digital-assets/create',
      headers: adminHeaders(),
      payload: assetBody({ instructorName: 'Studio Kalakriti', price: 1.1 + 0.2 }),
    });

    expect(answer.statusCode, answer.body).toBe(201);
    const body = assetSavedResponseSchema.parse(answer.json());
    expect(body.message).toBe('Digital asset created');
    expect(body.data).toMatchObject({
      price: 1.3,
      instructorName: 'Studio Kalakriti',
      instructorId: fixture.admin.user._id,
    });
    expect(answer.body).not.toContain('secret-file-key');
    const [row] = await fixture.t.db.select().from(digitalAssets).where(eq(digitalAssets.id, body.data._id));
    expect(row).toMatchObject({ pricePaise: 130, fakePricePaise: 99900, downloadUrl: DOWNLOAD_URL });
    const images = await fixture.t.db
      .select({ position: assetImages.position, url: assetImages.url })
      .from(assetImages)
      .where(eq(assetImages.assetId, body.data._id))
      .orderBy(asc(assetImages.position));
    expect(images).toEqual([
      { position: 0, url: '/api/media/public/one.webp' },
      { position: 1, url: '/api/media/public/two.webp' },
      { position: 2, url: '/api/media/public/three.webp' },
    ]);
  });

  it('needs only name, price and fakePrice', async () => {
    const asset = await addAsset({
      subTitle: undefined,
      keyPoints: undefined,
      description: undefined,
      type: undefined,
      fileSize: undefined,
      format: undefined,
      license: undefined,
      category: undefined,
      downloadUrl: undefined,
      image: undefined,
    });

    expect(asset).toMatchObject({ subTitle: '', category: '', image: [] });
  });

  it.each([
    ['a missing name', { name: undefined }, 'name is required'],
    ['a blank name', { name: ' ' }, 'name is required'],
    ['a missing price', { price: undefined }, 'price is required'],
    ['a negative price', { price: -5 }, 'price cannot be negative'],
    ['a price with three decimals', { price: 1.999 }, 'price can have at most two decimals'],
    ['a missing fakePrice', { fakePrice: undefined }, 'fakePrice is required'],
    [
      'an image list that is not a list',
      { image: 'x.webp' as unknown as string[] },
      'image must be a list of URLs',
    ],
  ])('answers 400 for %s', async (_case, overrides, message) => {
    const answer = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/student/digital-assets/create',
      headers: adminHeaders(),
      payload: { ...assetBody(), ...overrides },
    });

    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toEqual({ success: false, message, field: Object.keys(overrides)[0] });
  });
});

describe('PUT /api/student/digital-assets/update/:id', () => {
  const update = (id: string, payload: object) =>
    fixture.t.app.inject({
      method: 'PUT',
      url: `/api/student/digital-assets/update/${id}`,
      headers: adminHeaders(),
      payload,
    });

  it('replaces the fields and the image list; leaving downloadUrl out keeps the file', async () => {
    const asset = await addAsset();
    const { downloadUrl: _left, ...withoutDownload } = assetBody();

    const answer = await update(asset._id, {
      ...withoutDownload,
      name: 'Retro Actions v2',
      price: 599,
      image: ['/api/media/public/new.webp'],
    });

    expect(answer.statusCode, answer.body).toBe(200);
    const body = assetSavedResponseSchema.parse(answer.json());
    expect(body.message).toBe('Digital asset updated');
    expect(body.data).toMatchObject({
      _id: asset._id,
      name: 'Retro Actions v2',
      price: 599,
      image: ['/api/media/public/new.webp'],
    });
    const [row] = await fixture.t.db.select().from(digitalAssets).where(eq(digitalAssets.id, asset._id));
    expect(row?.downloadUrl).toBe(DOWNLOAD_URL);
    expect(row?.updatedAt.getTime()).toBeGreaterThan(Date.parse(asset.date) - 1);
    expect(await fixture.t.db.$count(assetImages, eq(assetImages.assetId, asset._id))).toBe(1);
  });

  it('replaces the download URL when one is sent', async () => {
    const asset = await addAsset();

    const answer = await update(asset._id, assetBody({ downloadUrl: '/api/media/raw/v2.zip' }));

    expect(answer.statusCode).toBe(200);
    const [row] = await fixture.t.db.select().from(digitalAssets).where(eq(digitalAssets.id, asset._id));
    expect(row?.downloadUrl).toBe('/api/media/raw/v2.zip');
  });

  it('answers 404, 400 (malformed id) and 400 (invalid input)', async () => {
    const asset = await addAsset();

    const unknown = await update(randomUUID(), assetBody());
    const malformed = await update('bad-id', assetBody());
    const invalid = await update(asset._id, { ...assetBody(), fakePrice: -1 });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SERVER_MESSAGES.assetNotFound });
    expect(malformed.json()).toEqual({ success: false, message: 'id must be a valid id', field: 'id' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      success: false,
      message: 'fakePrice cannot be negative',
      field: 'fakePrice',
    });
  });
});

describe('the price floor (issue 12): 0 or at least ₹1', () => {
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    fixture.t.app.inject({ method, url, headers: adminHeaders(), payload });

  it.each([0.01, 0.5, 0.99])(
    'refuses a price of ₹%s at create and at update, naming price',
    async (price) => {
      const before = await fixture.t.db.$count(digitalAssets);
      const created = await send('POST', '/api/student/digital-assets/create', assetBody({ price }));
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json()).toEqual({ success: false, message: PRICE_FLOOR_MESSAGE, field: 'price' });
      expect(await fixture.t.db.$count(digitalAssets)).toBe(before);

      const asset = await addAsset({ price: 299 });
      const updated = await send(
        'PUT',
        `/api/student/digital-assets/update/${asset._id}`,
        assetBody({ price }),
      );
      expect(updated.statusCode, updated.body).toBe(400);
      expect(updated.json()).toEqual({ success: false, message: PRICE_FLOOR_MESSAGE, field: 'price' });
      const [row] = await fixture.t.db.select().from(digitalAssets).where(eq(digitalAssets.id, asset._id));
      expect(row?.pricePaise).toBe(29_900);
    },
  );

  it('accepts a free asset (₹0) and ₹1 exactly', async () => {
    expect((await addAsset({ price: 0 })).price).toBe(0);
    expect((await addAsset({ price: 1 })).price).toBe(1);
  });
});

describe('DELETE /api/student/digital-assets/delete/:id', () => {
  const remove = (id: string) =>
    fixture.t.app.inject({
      method: 'DELETE',
      url: `/api/student/digital-assets/delete/${id}`,
      headers: adminHeaders(),
    });

  it('deletes an asset nobody bought, with its images', async () => {
    const asset = await addAsset();

    const answer = await remove(asset._id);

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, message: 'Digital asset deleted' });
    expect((await get(`/api/student/digital-assets/detail/${asset._id}`)).statusCode).toBe(404);
    expect(await fixture.t.db.$count(assetImages, eq(assetImages.assetId, asset._id))).toBe(0);
  });

  it('refuses with 409 when someone owns it', async () => {
    const asset = await addAsset();
    await own(fixture.student.user._id, asset._id);

    const answer = await remove(asset._id);

    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ success: false, message: SERVER_MESSAGES.assetHasOwners });
    expect((await get(`/api/student/digital-assets/detail/${asset._id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await remove(randomUUID())).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(400);
  });
});

describe('asset helpers for other modules', () => {
  it("rankedProductSummaries answers, for assets, in the ranking's order, without download URLs", async () => {
    const a = await addAsset({ name: 'A' });
    const b = await addAsset({ name: 'B' });
    const ranking = (...ids: string[]) =>
      sql`select id, position from (values ${sql.join(
        ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
        sql`, `,
      )}) as given(id, position)`;

    const found = await rankedProductSummaries(
      fixture.t.db,
      assetProduct,
      ranking(b._id, randomUUID(), a._id),
    );

    expect(found.map((asset) => asset.name)).toEqual(['B', 'A']);
    expect(serialized(found)).not.toContain('downloadUrl');
  });

  it('visibleProductIds gives the newest assets, up to the limit, with when they changed', async () => {
    const asset = await addAsset();

    const listed = await visibleProductIds(fixture.t.db, assetProduct, 1000);
    const newest = await visibleProductIds(fixture.t.db, assetProduct, 1);

    expect(listed.find((entry) => entry.id === asset._id)?.updatedAt).toBeInstanceOf(Date);
    expect(newest.map((entry) => entry.id)).toEqual([asset._id]);
  });
});
