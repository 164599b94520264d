import { randomUUID } from 'node:crypto';
import { assetListResponseSchema } from '@academy/shared/catalogue-assets';
import { courseListResponseSchema } from '@academy/shared/catalogue-courses';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE } from '@academy/shared/paging';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalAssets } from '../../../src/db/schema/assets';
import { courses } from '../../../src/db/schema/courses';
import { bearer, createAdmin, createTestApp, registerAndLogin, type TestApp } from '../../support/app';

/*
 * Admin → All Courses and All Assets (issue 15): a page at a time, searched, sorted and picked
 * by id on the server. One database of known items, so totals are exact.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let student: Awaited<ReturnType<typeof registerAndLogin>>;

/** Items 00 to 29, a day apart (00 the oldest), every third by "Ravi Deshpande", every fourth a draft course. */
const COUNT = 30;
const number = (index: number) => String(index).padStart(2, '0');
const dayOf = (index: number) => new Date(Date.UTC(2025, 0, 1 + index));
/** A price that does not follow the date: 00 is ₹290, 29 is ₹0. */
const pricePaise = (index: number) => (COUNT - 1 - index) * 1000;
const instructorOf = (index: number) => (index % 3 === 0 ? 'Ravi Deshpande' : 'Meera Kulkarni');

let courseIds: string[];
let assetIds: string[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t.app);
  student = await registerAndLogin(t.app);
  const made = await t.db
    .insert(courses)
    .values(
      Array.from({ length: COUNT }, (_, index) => ({
        // Case differs, so the title order must ignore it.
        title: `${index % 2 === 0 ? 'Course' : 'course'} ${number(index)}${index === 7 ? ' 100%_off' : ''}`,
        category: 'Graphic Design',
        level: 'Beginner',
        primaryLanguage: 'English',
        objectives: 'Grids',
        welcomeMessage: 'Welcome',
        description: 'A listed course.',
        pricePaise: pricePaise(index),
        fakePricePaise: 0,
        isPublished: index % 4 !== 0,
        instructorName: instructorOf(index),
        date: dayOf(index),
      })),
    )
    .returning({ id: courses.id, title: courses.title });
  courseIds = Array.from(
    { length: COUNT },
    (_, index) => made.find((row) => row.title.includes(number(index)))!.id,
  );
  const assets = await t.db
    .insert(digitalAssets)
    .values(
      Array.from({ length: COUNT }, (_, index) => ({
        name: `${index % 2 === 0 ? 'Asset' : 'asset'} ${number(index)}`,
        pricePaise: pricePaise(index),
        fakePricePaise: 0,
        instructorName: instructorOf(index),
        date: dayOf(index),
      })),
    )
    .returning({ id: digitalAssets.id, name: digitalAssets.name });
  assetIds = Array.from(
    { length: COUNT },
    (_, index) => assets.find((row) => row.name.endsWith(number(index)))!.id,
  );
});
afterAll(async () => {
  await t?.close();
});

const lists = [
  {
    url: '/api/admin/course/get',
    parse: (body: unknown) => courseListResponseSchema.parse(body),
    nameOf: (item: { title?: string; name?: string }) => item.title ?? '',
    ids: () => courseIds,
    nameSort: 'title',
    label: 'Course',
  },
  {
    url: '/api/admin/digital-assets/get',
    parse: (body: unknown) => assetListResponseSchema.parse(body),
    nameOf: (item: { title?: string; name?: string }) => item.name ?? '',
    ids: () => assetIds,
    nameSort: 'name',
    label: 'Asset',
  },
] as const;

type List = (typeof lists)[number];

async function listOf(list: List, query: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `${list.url}?${query}`,
    headers: bearer(admin.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = list.parse(response.json());
  /** The two-digit numbers of the items, in the order answered. */
  const numbers = body.data.map((item) => /\d\d/.exec(list.nameOf(item))?.[0]);
  return { numbers, pagination: body.pagination, data: body.data };
}

const numbers = (...indexes: number[]) => indexes.map(number);

describe.each(lists)('GET $url', (list) => {
  it(`answers the newest ${ADMIN_PAGE_SIZE} by default, drafts included, then the rest`, async () => {
    const first = await listOf(list, '');
    const second = await listOf(list, 'page=2');

    expect(first.numbers).toEqual(
      numbers(...Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) => COUNT - 1 - index)),
    );
    expect(first.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total: COUNT, nextPage: 2 });
    expect(second.numbers).toEqual(numbers(4, 3, 2, 1, 0));
    expect(second.pagination).toEqual({ page: 2, limit: ADMIN_PAGE_SIZE, total: COUNT, nextPage: null });
  });

  it('sorts by date, name or price, each way, without overlap between pages', async () => {
    const sorted = async (query: string) => (await listOf(list, `${query}&limit=4`)).numbers;

    expect(await sorted('sort=date&dir=asc')).toEqual(numbers(0, 1, 2, 3));
    // Names compare without case: "Course 00" and "course 01" are neighbours.
    expect(await sorted(`sort=${list.nameSort}`)).toEqual(numbers(0, 1, 2, 3));
    expect(await sorted(`sort=${list.nameSort}&dir=desc`)).toEqual(numbers(29, 28, 27, 26));
    // Cheapest first: the newest is free.
    expect(await sorted('sort=price')).toEqual(numbers(29, 28, 27, 26));
    expect(await sorted('sort=price&dir=desc')).toEqual(numbers(0, 1, 2, 3));
    const pages = await Promise.all(
      [1, 2, 3, 4].map((page) => listOf(list, `sort=${list.nameSort}&dir=desc&limit=8&page=${page}`)),
    );
    expect(pages.flatMap((page) => page.numbers)).toEqual(
      numbers(...Array.from({ length: COUNT }, (_, index) => COUNT - 1 - index)),
    );
    expect(pages.map((page) => page.pagination.nextPage)).toEqual([2, 3, 4, null]);
  });

  it("finds text anywhere in the name or the instructor's name, whatever its case", async () => {
    const byName = await listOf(list, `q=${list.label.toUpperCase()}%202`);
    const byInstructor = await listOf(list, 'q=ravi%20DESH&limit=100');

    expect(byName.numbers).toEqual(numbers(29, 28, 27, 26, 25, 24, 23, 22, 21, 20));
    expect(byName.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total: 10, nextPage: null });
    expect(byInstructor.numbers).toEqual(numbers(27, 24, 21, 18, 15, 12, 9, 6, 3, 0));
    expect((await listOf(list, 'q=nobody%20like%20this')).pagination.total).toBe(0);
    expect((await listOf(list, 'q=%20%20')).pagination.total).toBe(COUNT);
  });

  it('keeps only the items named by ids, all on one page; unknown and malformed ids are absent', async () => {
    const [a, b, c] = [list.ids()[3]!, list.ids()[17]!, list.ids()[25]!];

    const picked = await listOf(list, `ids=${a},${randomUUID()},not-an-id,${b.toUpperCase()},,${a}`);
    const repeated = await listOf(list, `ids=${a}&ids=${c}`);
    const narrowed = await listOf(list, `ids=${a},${b},${c}&q=${list.label}%201`);
    const nothing = await listOf(list, 'ids=junk');
    const blank = await listOf(list, 'ids=%20,');

    expect(picked.numbers).toEqual(numbers(17, 3));
    expect(picked.pagination).toEqual({ page: 1, limit: MAX_PAGE_SIZE, total: 2, nextPage: null });
    expect(repeated.numbers).toEqual(numbers(25, 3));
    expect(narrowed.numbers).toEqual(numbers(17));
    expect(nothing).toMatchObject({ numbers: [], pagination: { total: 0, nextPage: null } });
    expect(blank.pagination).toEqual({ page: 1, limit: ADMIN_PAGE_SIZE, total: COUNT, nextPage: 2 });
  });

  it('finds % and _ as themselves, not as wildcards', async () => {
    const found = await listOf(list, 'q=100%25_off');

    expect(found.numbers).toEqual(list.label === 'Course' ? numbers(7) : []);
    expect((await listOf(list, 'q=%25')).numbers).toEqual(list.label === 'Course' ? numbers(7) : []);
  });

  it.each([
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be 1 or more'],
    ['dir=sideways', 'dir must be asc or desc'],
    [
      `ids=${Array.from({ length: MAX_PAGE_SIZE + 1 }, () => randomUUID()).join(',')}`,
      'ids can name at most 100 items',
    ],
  ])('answers 400 naming the field for %s', async (query, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${list.url}?${query}`,
      headers: bearer(admin.token),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });

  it('answers 400 naming sort for a column it does not sort by', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${list.url}?sort=students`,
      headers: bearer(admin.token),
    });

    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^sort must be one of date, /);
  });

  it('answers 401 to a visitor and 403 to a student', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: list.url });
    const asStudent = await t.app.inject({ method: 'GET', url: list.url, headers: bearer(student.token) });

    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    expect(asStudent.statusCode).toBe(403);
    expect(asStudent.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
  });
});

describe('GET /api/admin/course/get', () => {
  it('lists drafts as drafts', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/course/get?limit=100',
      headers: bearer(admin.token),
    });
    const drafts = courseListResponseSchema
      .parse(response.json())
      .data.filter((course) => !course.isPublished)
      .map((course) => /\d\d/.exec(course.title)?.[0]);

    expect(drafts).toEqual(numbers(28, 24, 20, 16, 12, 8, 4, 0));
  });
});
