import { randomUUID } from 'node:crypto';
import { CART_MAX_ITEMS, type Cart, cartResponseSchema, cartSchema } from '@academy/shared/cart';
import { MESSAGES, SERVER_MESSAGES } from '@academy/shared/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { cartItems, carts } from '../../../src/db/schema/cart';
import { courses as courseTable } from '../../../src/db/schema/courses';
import { getCart, removeFromCart } from '../../../src/modules/cart/service';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { addTestAsset, addTestCourse } from '../../support/catalogue';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
type Student = Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app, { name: 'Meera Kulkarni' });
});
afterAll(async () => {
  await t?.close();
});

const addCourse = (overrides: { title?: string; price?: number; isPublished?: boolean } = {}) =>
  addTestCourse(t.app, {
    title: `Photoshop ${randomUUID().slice(0, 6)}`,
    price: 1999.99,
    image: '/api/media/public/banner.webp',
    ...overrides,
  });

const addAsset = (overrides: { name?: string; price?: number; image?: string[] } = {}) =>
  addTestAsset(t.app, {
    name: `Brush pack ${randomUUID().slice(0, 6)}`,
    price: 499.5,
    fakePrice: 999,
    type: 'Action file',
    category: 'Preset',
    image: ['/api/media/public/one.webp', '/api/media/public/two.webp'],
    ...overrides,
  });

const newStudent = () => registerAndLogin(t.app);

function send(method: 'POST' | 'DELETE', url: string, token: string | undefined, payload: object) {
  return t.app.inject({ method, url, payload, headers: token ? bearer(token) : {} });
}
const addCourseToCart = (who: Student, courseId: string, userId = who.user._id) =>
  send('POST', '/api/student/cart/add', who.token, { userId, courseId });
const addAssetToCart = (who: Student, assetId: string, userId = who.user._id) =>
  send('POST', '/api/student/cart/assets/add', who.token, { userId, assetId });
const removeCourse = (who: Student, courseId: string, userId = who.user._id) =>
  send('DELETE', '/api/student/cart/remove', who.token, { userId, courseId });
const removeAsset = (who: Student, assetId: string, userId = who.user._id) =>
  send('DELETE', '/api/student/cart/assets/remove', who.token, { userId, assetId });
const fetchCart = (token: string | undefined, userId: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/student/cart/get/${userId}`,
    headers: token ? bearer(token) : {},
  });

async function cartOf(who: Student): Promise<Cart> {
  const response = await fetchCart(who.token, who.user._id);
  expect(response.statusCode, response.body).toBe(200);
  return cartResponseSchema.parse(response.json()).data;
}

const courseIds = (cart: Cart) => cart.courses.map((line) => line.courseId._id);
const assetIds = (cart: Cart) => cart.digitalAssets.map((line) => line.assetId._id);
const count = (cart: Cart) => cart.courses.length + cart.digitalAssets.length;
const total = (cart: Cart) =>
  [
    ...cart.courses.map((line) => line.courseId.price),
    ...cart.digitalAssets.map((line) => line.assetId.price),
  ]
    .map((rupees) => Math.round(rupees * 100))
    .reduce((sum, paise) => sum + paise, 0) / 100;

describe('who may use a cart', () => {
  it('answers 401 to a visitor on every cart route', async () => {
    const someone = randomUUID();
    const attempts = [
      send('POST', '/api/student/cart/add', undefined, { userId: someone, courseId: randomUUID() }),
      send('POST', '/api/student/cart/assets/add', undefined, { userId: someone, assetId: randomUUID() }),
      fetchCart(undefined, someone),
      send('DELETE', '/api/student/cart/remove', undefined, { userId: someone, courseId: randomUUID() }),
      send('DELETE', '/api/student/cart/assets/remove', undefined, {
        userId: someone,
        assetId: randomUUID(),
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    }
  });

  it("answers 403 to a student on another student's cart, and changes nothing", async () => {
    const [owner, intruder] = await Promise.all([newStudent(), newStudent()]);
    const [course, asset] = await Promise.all([addCourse(), addAsset()]);
    expect((await addCourseToCart(owner, course._id)).statusCode).toBe(200);
    expect((await addAssetToCart(owner, asset._id)).statusCode).toBe(200);
    const otherCourse = await addCourse();

    const attempts = [
      await addCourseToCart(intruder, otherCourse._id, owner.user._id),
      await addAssetToCart(intruder, (await addAsset())._id, owner.user._id),
      await fetchCart(intruder.token, owner.user._id),
      await removeCourse(intruder, course._id, owner.user._id),
      await removeAsset(intruder, asset._id, owner.user._id),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.notYourAccount });
    }
    const cart = await cartOf(owner);
    expect(courseIds(cart)).toEqual([course._id]);
    expect(assetIds(cart)).toEqual([asset._id]);
  });

  it("lets an admin read and change a student's cart", async () => {
    const student = await newStudent();
    const [course, asset] = await Promise.all([addCourse(), addAsset()]);

    const added = await addCourseToCart(admin, course._id, student.user._id);
    expect(added.statusCode, added.body).toBe(200);
    expect((await addAssetToCart(admin, asset._id, student.user._id)).statusCode).toBe(200);

    const read = await fetchCart(admin.token, student.user._id);
    expect(read.statusCode).toBe(200);
    const cart = cartResponseSchema.parse(read.json()).data;
    expect(courseIds(cart)).toEqual([course._id]);
    expect(assetIds(cart)).toEqual([asset._id]);
    expect(await cartOf(student)).toEqual(cart);

    expect((await removeCourse(admin, course._id, student.user._id)).statusCode).toBe(200);
    expect((await removeAsset(admin, asset._id, student.user._id)).statusCode).toBe(200);
    expect(count(await cartOf(student))).toBe(0);
  });

  it('answers 404 when an admin names an account that does not exist, never 500', async () => {
    const course = await addCourse();
    const nobody = randomUUID();
    const response = await send('POST', '/api/student/cart/add', admin.token, {
      userId: nobody,
      courseId: course._id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.userNotFound });
    const empty = await fetchCart(admin.token, nobody);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ success: true, data: { courses: [], digitalAssets: [], bundles: [] } });
  });
});

describe('POST /api/student/cart/add', () => {
  it('adds a published course and answers the cart with the course populated in rupees', async () => {
    const student = await newStudent();
    const course = await addCourse({ title: 'Photoshop for Beginners', price: 1999.99 });
    const response = await addCourseToCart(student, course._id);
    expect(response.statusCode, response.body).toBe(200);
    const body = cartResponseSchema.parse(response.json());
    expect(body.message).toBe('Course added to cart');
    expect(body.data).toEqual({
      courses: [
        {
          courseId: {
            _id: course._id,
            title: 'Photoshop for Beginners',
            image: '/api/media/public/banner.webp',
            category: 'Graphic Design',
            price: 1999.99,
          },
        },
      ],
      digitalAssets: [],
      bundles: [],
    });
    // Exactly the populated fields: nothing else of the course goes out.
    expect(Object.keys(response.json().data.courses[0].courseId).sort()).toEqual(
      ['_id', 'category', 'image', 'price', 'title'].sort(),
    );
  });

  it('makes the cart on first use and keeps one cart row per user', async () => {
    const student = await newStudent();
    expect(await t.db.select().from(carts).where(eq(carts.userId, student.user._id))).toHaveLength(0);
    for (let index = 0; index < 3; index += 1) {
      expect((await addCourseToCart(student, (await addCourse())._id)).statusCode).toBe(200);
    }
    expect(await t.db.select().from(carts).where(eq(carts.userId, student.user._id))).toHaveLength(1);
  });

  it("answers 400 'Course is already in the cart.' for a second add", async () => {
    const student = await newStudent();
    const course = await addCourse();
    expect((await addCourseToCart(student, course._id)).statusCode).toBe(200);
    const again = await addCourseToCart(student, course._id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: MESSAGES.courseAlreadyInCart });
    expect(again.json().message).toBe('Course is already in the cart.');
    expect(courseIds(await cartOf(student))).toEqual([course._id]);
  });

  it("answers 409 'You already own this course.' for a bought or granted course", async () => {
    const student = await newStudent();
    const [bought, granted] = await Promise.all([addCourse(), addCourse()]);
    await t.db.insert(entitlements).values([
      { userId: student.user._id, courseId: bought._id, source: 'purchase' },
      { userId: student.user._id, courseId: granted._id, source: 'manual', grantedBy: admin.user._id },
    ]);
    for (const course of [bought, granted]) {
      const response = await addCourseToCart(student, course._id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ success: false, message: 'You already own this course.' });
    }
    expect(count(await cartOf(student))).toBe(0);
  });

  it('answers 404 for an unknown or unpublished course', async () => {
    const student = await newStudent();
    const hidden = await addCourse({ isPublished: false });
    for (const courseId of [randomUUID(), hidden._id]) {
      const response = await addCourseToCart(student, courseId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.courseNotFound });
    }
  });

  it('answers 400 naming the field for malformed input', async () => {
    const student = await newStudent();
    const cases: [object, string][] = [
      [{ userId: student.user._id, courseId: 'not-an-id' }, 'courseId must be a valid id'],
      [{ userId: 'nope', courseId: randomUUID() }, 'userId must be a valid id'],
      [{ userId: student.user._id }, 'courseId'],
      [{ courseId: randomUUID() }, 'userId'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', '/api/student/cart/add', student.token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
      expect(response.json().message).toContain(message);
    }
  });

  it('settles concurrent adds of one course with one 200 and 400s, never a 500', async () => {
    const student = await newStudent();
    const course = await addCourse();
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => addCourseToCart(student, course._id)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    expect(courseIds(await cartOf(student))).toEqual([course._id]);
    expect(await t.db.select().from(carts).where(eq(carts.userId, student.user._id))).toHaveLength(1);
  });

  it('keeps every one of several different first adds made at once', async () => {
    const student = await newStudent();
    const courses = await Promise.all([addCourse(), addCourse(), addCourse()]);
    const assets = await Promise.all([addAsset(), addAsset()]);
    const responses = await Promise.all([
      ...courses.map((course) => addCourseToCart(student, course._id)),
      ...assets.map((asset) => addAssetToCart(student, asset._id)),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const cart = await cartOf(student);
    expect(courseIds(cart).sort()).toEqual(courses.map((course) => course._id).sort());
    expect(assetIds(cart).sort()).toEqual(assets.map((asset) => asset._id).sort());
    expect(await t.db.select().from(carts).where(eq(carts.userId, student.user._id))).toHaveLength(1);
  });
});

describe('POST /api/student/cart/assets/add', () => {
  it('adds an asset and answers it populated, preview images in their order', async () => {
    const student = await newStudent();
    const asset = await addAsset({
      name: 'Retro Actions',
      price: 499.5,
      image: ['/api/media/public/c.webp', '/api/media/public/a.webp', '/api/media/public/b.webp'],
    });
    const response = await addAssetToCart(student, asset._id);
    expect(response.statusCode, response.body).toBe(200);
    const body = cartResponseSchema.parse(response.json());
    expect(body.message).toBe('Asset added to cart');
    expect(body.data).toEqual({
      courses: [],
      digitalAssets: [
        {
          assetId: {
            _id: asset._id,
            name: 'Retro Actions',
            image: ['/api/media/public/c.webp', '/api/media/public/a.webp', '/api/media/public/b.webp'],
            type: 'Action file',
            category: 'Preset',
            price: 499.5,
          },
        },
      ],
      bundles: [],
    });
  });

  it("answers 400 'Asset is already in the cart.' for a second add", async () => {
    const student = await newStudent();
    const asset = await addAsset();
    expect((await addAssetToCart(student, asset._id)).statusCode).toBe(200);
    const again = await addAssetToCart(student, asset._id);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ success: false, message: 'Asset is already in the cart.' });
  });

  it("answers 409 'You already own this asset.' for an owned asset", async () => {
    const student = await newStudent();
    const asset = await addAsset();
    await t.db
      .insert(entitlements)
      .values({ userId: student.user._id, assetId: asset._id, source: 'purchase' });
    const response = await addAssetToCart(student, asset._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'You already own this asset.' });
  });

  it('answers 404 for an unknown asset and 400 for a malformed id', async () => {
    const student = await newStudent();
    const unknown = await addAssetToCart(student, randomUUID());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: SERVER_MESSAGES.assetNotFound });
    const malformed = await addAssetToCart(student, '1234');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      success: false,
      message: 'assetId must be a valid id',
      field: 'assetId',
    });
  });
});

describe(`a cart holds at most ${CART_MAX_ITEMS} lines`, () => {
  it('refuses a course or an asset beyond the limit with 409, and lists every line it holds', async () => {
    const student = await newStudent();
    const first = await addCourse();
    await addCourseToCart(student, first._id);
    const [cart] = await t.db.select({ id: carts.id }).from(carts).where(eq(carts.userId, student.user._id));
    const filler = await t.db
      .insert(courseTable)
      .values(
        Array.from({ length: CART_MAX_ITEMS - 1 }, (_, index) => ({
          title: `Filler ${index}`,
          category: 'Graphic Design',
          level: 'Beginner',
          primaryLanguage: 'English',
          objectives: 'Grids',
          welcomeMessage: 'Welcome',
          description: 'A course to fill a cart.',
          pricePaise: 100,
          fakePricePaise: 0,
        })),
      )
      .returning({ id: courseTable.id });
    await t.db.insert(cartItems).values(filler.map((course) => ({ cartId: cart!.id, courseId: course.id })));
    const [extraCourse, extraAsset] = [await addCourse(), await addAsset()];

    const course = await addCourseToCart(student, extraCourse._id);
    const asset = await addAssetToCart(student, extraAsset._id);

    for (const refused of [course, asset]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.cartFull });
    }
    expect(count(await cartOf(student))).toBe(CART_MAX_ITEMS);
    await removeCourse(student, first._id);
    expect((await addAssetToCart(student, extraAsset._id)).statusCode).toBe(200);
  });
});

describe('GET /api/student/cart/get/:userId', () => {
  it('answers an empty cart for a student who never added anything', async () => {
    const student = await newStudent();
    const response = await fetchCart(student.token, student.user._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { courses: [], digitalAssets: [], bundles: [] } });
  });

  it('lists courses and assets oldest-added first, with counts and totals to the paisa', async () => {
    const student = await newStudent();
    const courses = [
      await addCourse({ price: 1999.99 }),
      await addCourse({ price: 1.01 }),
      await addCourse({ price: 100 }),
    ];
    const assets = [await addAsset({ price: 499.5 }), await addAsset({ price: 0 })];
    // Added in an order different from creation.
    for (const course of [courses[2], courses[0], courses[1]]) {
      expect((await addCourseToCart(student, course!._id)).statusCode).toBe(200);
    }
    for (const asset of [assets[1], assets[0]]) {
      expect((await addAssetToCart(student, asset!._id)).statusCode).toBe(200);
    }
    const cart = await cartOf(student);
    expect(cartSchema.parse(cart)).toEqual(cart);
    expect(courseIds(cart)).toEqual([courses[2]!._id, courses[0]!._id, courses[1]!._id]);
    expect(assetIds(cart)).toEqual([assets[1]!._id, assets[0]!._id]);
    expect(count(cart)).toBe(5);
    expect(total(cart)).toBe(2600.5);
  });

  it('leaves out a course unpublished after it was added, and shows the current price', async () => {
    const student = await newStudent();
    const [kept, hidden] = [await addCourse({ price: 500 }), await addCourse()];
    expect((await addCourseToCart(student, kept._id)).statusCode).toBe(200);
    expect((await addCourseToCart(student, hidden._id)).statusCode).toBe(200);
    await t.db.update(courseTable).set({ isPublished: false }).where(eq(courseTable.id, hidden._id));
    await t.db.update(courseTable).set({ pricePaise: 75_050 }).where(eq(courseTable.id, kept._id));
    const cart = await cartOf(student);
    expect(courseIds(cart)).toEqual([kept._id]);
    expect(cart.courses[0]?.courseId.price).toBe(750.5);
  });

  it('answers 400 for a malformed userId', async () => {
    const student = await newStudent();
    const response = await fetchCart(student.token, 'me');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'userId must be a valid id',
      field: 'userId',
    });
  });
});

describe('DELETE /api/student/cart/remove and /assets/remove', () => {
  it("removes a course and answers 'Removed From Cart' with the cart", async () => {
    const student = await newStudent();
    const [first, second] = [await addCourse(), await addCourse()];
    const asset = await addAsset();
    await addCourseToCart(student, first._id);
    await addCourseToCart(student, second._id);
    await addAssetToCart(student, asset._id);

    const response = await removeCourse(student, first._id);
    expect(response.statusCode, response.body).toBe(200);
    const body = cartResponseSchema.parse(response.json());
    expect(body.message).toBe('Removed From Cart');
    expect(courseIds(body.data)).toEqual([second._id]);
    expect(assetIds(body.data)).toEqual([asset._id]);
    expect(await cartOf(student)).toEqual(body.data);
  });

  it("answers 404 'This course is not in your cart.' when it is not there", async () => {
    const student = await newStudent();
    const course = await addCourse();
    const never = await removeCourse(student, course._id);
    expect(never.statusCode).toBe(404);
    expect(never.json()).toEqual({ success: false, message: 'This course is not in your cart.' });

    await addCourseToCart(student, course._id);
    expect((await removeCourse(student, course._id)).statusCode).toBe(200);
    const twice = await removeCourse(student, course._id);
    expect(twice.statusCode).toBe(404);
  });

  it("removes an asset, and answers 404 'This asset is not in your cart.' the second time", async () => {
    const student = await newStudent();
    const asset = await addAsset();
    const course = await addCourse();
    await addAssetToCart(student, asset._id);
    await addCourseToCart(student, course._id);

    const response = await removeAsset(student, asset._id);
    expect(response.statusCode).toBe(200);
    const body = cartResponseSchema.parse(response.json());
    expect(body.message).toBe(MESSAGES.removedFromCart);
    expect(body.data.digitalAssets).toEqual([]);
    expect(courseIds(body.data)).toEqual([course._id]);

    const again = await removeAsset(student, asset._id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, message: 'This asset is not in your cart.' });
  });

  it('removing a course never removes the same id from another cart', async () => {
    const [one, two] = await Promise.all([newStudent(), newStudent()]);
    const course = await addCourse();
    await addCourseToCart(one, course._id);
    await addCourseToCart(two, course._id);
    expect((await removeCourse(one, course._id)).statusCode).toBe(200);
    expect(courseIds(await cartOf(two))).toEqual([course._id]);
  });

  it('answers 400 for a malformed body', async () => {
    const student = await newStudent();
    const response = await send('DELETE', '/api/student/cart/assets/remove', student.token, {
      userId: student.user._id,
      assetId: 42,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('assetId');
  });
});

describe('removeFromCart', () => {
  it('takes the named courses and assets out in one go, inside a transaction', async () => {
    const [student, other] = await Promise.all([newStudent(), newStudent()]);
    const courses = [await addCourse(), await addCourse(), await addCourse()];
    const assets = [await addAsset(), await addAsset()];
    for (const course of courses) await addCourseToCart(student, course._id);
    for (const asset of assets) await addAssetToCart(student, asset._id);
    await addCourseToCart(other, courses[0]!._id);

    const removed = await t.db.transaction((tx) =>
      removeFromCart(tx, student.user._id, {
        courseIds: [courses[0]!._id, courses[2]!._id.toUpperCase(), randomUUID(), 'junk'],
        assetIds: [assets[1]!._id],
      }),
    );
    expect(removed).toBe(3);
    const cart = await getCart(t.db, student.user._id);
    expect(courseIds(cart)).toEqual([courses[1]!._id]);
    expect(assetIds(cart)).toEqual([assets[0]!._id]);
    expect(courseIds(await getCart(t.db, other.user._id))).toEqual([courses[0]!._id]);
  });

  it('answers 0 and touches nothing for empty lists, repeats or a user without a cart', async () => {
    const student = await newStudent();
    const course = await addCourse();
    await addCourseToCart(student, course._id);
    expect(await removeFromCart(t.db, student.user._id, {})).toBe(0);
    expect(await removeFromCart(t.db, student.user._id, { courseIds: [], assetIds: [] })).toBe(0);
    expect(await removeFromCart(t.db, randomUUID(), { courseIds: [course._id] })).toBe(0);
    expect(await removeFromCart(t.db, student.user._id, { courseIds: [course._id] })).toBe(1);
    expect(await removeFromCart(t.db, student.user._id, { courseIds: [course._id] })).toBe(0);
    const rows = await t.db.select().from(cartItems).where(eq(cartItems.courseId, course._id));
    expect(rows).toHaveLength(0);
  });
});
