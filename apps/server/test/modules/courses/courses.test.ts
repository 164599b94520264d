import { randomUUID } from 'node:crypto';
import { PRICE_FLOOR_MESSAGE } from '@academy/shared/catalogue-api';
import {
  type CourseDetail,
  courseDetailResponseSchema,
  type CourseInput,
  courseListResponseSchema,
  courseSavedResponseSchema,
  courseSummariesResponseSchema,
} from '@academy/shared/catalogue-courses';
import { COURSE_CATEGORIES, COURSE_CHIP_CATEGORIES } from '@academy/shared/catalogue';
import { COURSE_RECOMMENDATION_COUNT } from '@academy/shared/limits';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { STOREFRONT_PAGE_SIZE } from '@academy/shared/paging';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { courses, lectures } from '../../../src/db/schema/courses';
import { lectureProgress } from '../../../src/db/schema/progress';
import { VISITOR_DETAIL_TTL_MS } from '../../../src/modules/courses/routes';
import { rankedProductSummaries, visibleProductIds } from '../../../src/modules/catalogue/products';
import { courseProduct } from '../../../src/modules/courses/summaries';
import { bearer, createTestApp, registerAndLogin } from '../../support/app';
import { useCatalogueFixture } from '../../support/catalogue-fixture';

const fixture = useCatalogueFixture('Category');
const { uniqueCategory, adminHeaders, get } = fixture;

function courseBody(overrides: Partial<CourseInput> = {}): CourseInput {
  return {
    title: 'Photoshop for Beginners',
    category: 'Graphic Design',
    level: 'Beginner',
    primaryLanguage: 'English',
    objectives: 'Layers, Masks, Retouching',
    welcomeMessage: 'Welcome to the course!',
    price: 1999.99,
    fakePrice: 4999,
    description: 'Everything you need to start with Photoshop.',
    image: '/api/media/public/banner.webp',
    curriculum: [
      {
        title: 'Introduction',
        videoUrl: 'https://media.example/raw/intro.mp4',
        public_id: 'intro',
        freePreview: true,
      },
      {
        title: 'Layers',
        videoUrl: 'https://media.example/raw/layers.mp4',
        public_id: 'layers',
        freePreview: false,
      },
      {
        title: 'Masks',
        videoUrl: 'https://media.example/raw/masks.mp4',
        public_id: 'masks',
        freePreview: false,
      },
    ],
    ...overrides,
  };
}

async function addCourse(overrides: Partial<CourseInput> = {}): Promise<CourseDetail> {
  const response = await fixture.t.app.inject({
    method: 'POST',
    url: '/api/admin/course/add',
    headers: adminHeaders(),
    payload: courseBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(201);
  return courseSavedResponseSchema.parse(response.json()).data;
}

/** Makes `date` deterministic so ordering tests do not depend on insert timing. */
async function setDate(id: string, date: string) {
  await fixture.t.db
    .update(courses)
    .set({ date: new Date(date) })
    .where(eq(courses.id, id));
}

async function enrol(userId: string, courseId: string) {
  await fixture.t.db.insert(entitlements).values({ userId, courseId, source: 'manual' });
}

async function listCourses(query: string) {
  const response = await get(`/api/student/course/get?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return courseListResponseSchema.parse(response.json());
}

async function publicDetail(id: string, headers: Record<string, string> = {}) {
  const response = await get(`/api/student/course/get/details/${id}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return courseDetailResponseSchema.parse(response.json()).data;
}

/** A signed stream URL as the media signer makes it, checked with the app's own signer. */
function verifiesFor(url: string, publicId: string): boolean {
  const parsed = new URL(url, 'http://localhost');
  const expectedPath = `/api/media/stream/${encodeURIComponent(publicId)}`;
  if (parsed.pathname !== expectedPath) return false;
  return fixture.t.app.mediaSigner.verify(
    publicId,
    Number(parsed.searchParams.get('expires')),
    parsed.searchParams.get('signature') ?? '',
    undefined,
    parsed.searchParams.get('viewer') ?? undefined,
  );
}

/** Whom a lecture's link is signed for: a student's id, or undefined for a link anyone may use. */
const viewerOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('viewer') ?? undefined;

describe('GET /api/student/course/get', () => {
  it('lists published courses newest first with lecture and student counts', async () => {
    const category = uniqueCategory();
    const older = await addCourse({ category, title: 'Older' });
    const newer = await addCourse({ category, title: 'Newer' });
    const hidden = await addCourse({ category, title: 'Hidden', isPublished: false });
    await setDate(older._id, '2025-01-01T00:00:00Z');
    await setDate(newer._id, '2025-06-01T00:00:00Z');
    await setDate(hidden._id, '2025-09-01T00:00:00Z');
    const other = await registerAndLogin(fixture.t.app);
    await enrol(fixture.student.user._id, newer._id);
    await enrol(other.user._id, newer._id);

    const body = await listCourses(`category=${encodeURIComponent(category)}`);

    expect(body.success).toBe(true);
    expect(body.data.map((course) => course.title)).toEqual(['Newer', 'Older']);
    expect(body.pagination).toEqual({ page: 1, limit: STOREFRONT_PAGE_SIZE, total: 2, nextPage: null });
    const [first, second] = body.data;
    expect(first).toMatchObject({
      _id: newer._id,
      students: 2,
      lectures: 3,
      price: 1999.99,
      fakePrice: 4999,
    });
    expect(second).toMatchObject({ students: 0, lectures: 3 });
    expect(typeof first?.students).toBe('number');
    expect(first?.date).toBe('2025-06-01T00:00:00.000Z');
    // Never who the students are.
    expect(JSON.stringify(body)).not.toContain(fixture.student.user.email);
  });

  it(`answers the first ${STOREFRONT_PAGE_SIZE} when no page is asked for, and the next page's number`, async () => {
    const category = uniqueCategory();
    const count = STOREFRONT_PAGE_SIZE + 1;
    await fixture.t.db.insert(courses).values(
      Array.from({ length: count }, (_, index) => ({
        title: `Paged ${index}`,
        category,
        level: 'Beginner',
        primaryLanguage: 'English',
        objectives: 'Grids',
        welcomeMessage: 'Welcome',
        description: 'A paged course.',
        pricePaise: 0,
        fakePricePaise: 0,
        date: new Date(Date.UTC(2024, 0, 1, 0, index)),
      })),
    );

    const first = await listCourses(`category=${encodeURIComponent(category)}`);
    const second = await listCourses(`category=${encodeURIComponent(category)}&page=2`);

    expect(first.data).toHaveLength(STOREFRONT_PAGE_SIZE);
    expect(first.data[0]?.title).toBe(`Paged ${count - 1}`);
    expect(first.pagination).toEqual({ page: 1, limit: STOREFRONT_PAGE_SIZE, total: count, nextPage: 2 });
    expect(second.data.map((course) => course.title)).toEqual(['Paged 0']);
    expect(second.pagination).toEqual({ page: 2, limit: STOREFRONT_PAGE_SIZE, total: count, nextPage: null });
  });

  it('leaves unpublished courses out of the unfiltered list too', async () => {
    const hidden = await addCourse({ title: 'Draft course', isPublished: false });
    const shown = await addCourse({ title: 'Live course' });

    const body = await listCourses('');

    const ids = body.data.map((course) => course._id);
    expect(ids).toContain(shown._id);
    expect(ids).not.toContain(hidden._id);
    expect(body.data.every((course) => course.isPublished)).toBe(true);
    expect(body.pagination).toMatchObject({ page: 1, limit: STOREFRONT_PAGE_SIZE });
  });

  it('pages with page and limit, reporting the total', async () => {
    const category = uniqueCategory();
    const made = [];
    for (const [index, title] of ['One', 'Two', 'Three', 'Four', 'Five'].entries()) {
      const course = await addCourse({ category, title });
      await setDate(course._id, `2025-0${index + 1}-01T00:00:00Z`);
      made.push(course);
    }
    const query = (extra: string) => `category=${encodeURIComponent(category)}&${extra}`;

    const first = await listCourses(query('page=1&limit=2'));
    const second = await listCourses(query('page=2&limit=2'));
    const third = await listCourses(query('page=3&limit=2'));
    const beyond = await listCourses(query('page=9&limit=2'));
    const limitOnly = await listCourses(query('limit=3'));

    expect(first.data.map((course) => course.title)).toEqual(['Five', 'Four']);
    expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, nextPage: 2 });
    expect(second.data.map((course) => course.title)).toEqual(['Three', 'Two']);
    expect(second.pagination.nextPage).toBe(3);
    expect(third.data.map((course) => course.title)).toEqual(['One']);
    expect(third.pagination).toEqual({ page: 3, limit: 2, total: 5, nextPage: null });
    expect(beyond.data).toEqual([]);
    expect(beyond.pagination).toEqual({ page: 9, limit: 2, total: 5, nextPage: null });
    expect(limitOnly.pagination).toEqual({ page: 1, limit: 3, total: 5, nextPage: 2 });
  });

  it("filters by exact category; 'All' and empty mean every category", async () => {
    const design = uniqueCategory();
    const photo = uniqueCategory();
    const a = await addCourse({ category: design });
    const b = await addCourse({ category: photo });

    const onlyDesign = await listCourses(`category=${encodeURIComponent(design)}`);
    const partial = await listCourses(`category=${encodeURIComponent(design.slice(0, 10))}`);
    const all = await listCourses('category=All');
    const empty = await listCourses('category=');

    expect(onlyDesign.data.map((course) => course._id)).toEqual([a._id]);
    expect(partial.data).toEqual([]);
    for (const body of [all, empty]) {
      expect(body.data.map((course) => course._id)).toEqual(expect.arrayContaining([a._id, b._id]));
    }
  });

  it('sorts by price (ascending) and by title (alphabetical)', async () => {
    const category = uniqueCategory();
    await addCourse({ category, title: 'banana', price: 300 });
    await addCourse({ category, title: 'Apple', price: 999.5 });
    await addCourse({ category, title: 'cherry', price: 0 });
    const query = (sort: string) => `category=${encodeURIComponent(category)}&sort=${sort}`;

    const byPrice = await listCourses(query('price'));
    const byTitle = await listCourses(query('title'));

    expect(byPrice.data.map((course) => course.price)).toEqual([0, 300, 999.5]);
    expect(byTitle.data.map((course) => course.title)).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('filters by level, language and price band, alone and together', async () => {
    const category = uniqueCategory();
    const free = await addCourse({
      category,
      title: 'Free Hindi basics',
      price: 0,
      primaryLanguage: 'Hindi',
    });
    const cheap = await addCourse({
      category,
      title: 'Cheap Marathi',
      price: 999.99,
      primaryLanguage: 'Marathi',
    });
    const middle = await addCourse({ category, title: 'Middle', price: 1000, level: 'Intermediate' });
    const top = await addCourse({ category, title: 'Top', price: 2999.99, level: 'Intermediate' });
    const premium = await addCourse({
      category,
      title: 'Premium',
      price: 3000,
      level: 'Advance',
      primaryLanguage: 'Hindi',
    });
    const ids = async (extra: string) =>
      (await listCourses(`category=${encodeURIComponent(category)}&sort=price&${extra}`)).data.map(
        (course) => course._id,
      );

    expect(await ids('level=Intermediate')).toEqual([middle._id, top._id]);
    expect(await ids('level=Advance')).toEqual([premium._id]);
    expect(await ids('language=Hindi')).toEqual([free._id, premium._id]);
    expect(await ids('language=Marathi')).toEqual([cheap._id]);
    expect(await ids('price=free')).toEqual([free._id]);
    expect(await ids('price=under-1000')).toEqual([free._id, cheap._id]);
    expect(await ids('price=1000-2999')).toEqual([middle._id, top._id]);
    expect(await ids('price=3000-plus')).toEqual([premium._id]);
    expect(await ids('level=Beginner&language=Hindi&price=free')).toEqual([free._id]);
    expect(await ids('level=Advance&language=English')).toEqual([]);
    // An empty value, as a form sends an unset select, filters nothing.
    const unset = await listCourses(`category=${encodeURIComponent(category)}&level=&language=&price=&sort=`);
    expect(unset.pagination.total).toBe(5);
  });

  it('counts and pages the filtered list, in the order asked for', async () => {
    const category = uniqueCategory();
    for (const [index, title] of ['Delta', 'alpha', 'Echo', 'charlie', 'Bravo'].entries()) {
      await addCourse({
        category,
        title,
        price: 500 + index * 100,
        level: index === 2 ? 'Advance' : 'Beginner',
      });
    }
    const query = (extra: string) => `category=${encodeURIComponent(category)}&level=Beginner&${extra}`;

    const first = await listCourses(query('sort=title&page=1&limit=3'));
    const second = await listCourses(query('sort=title&page=2&limit=3'));
    const cheapest = await listCourses(query('sort=price&page=1&limit=2'));

    expect(first.data.map((course) => course.title)).toEqual(['alpha', 'Bravo', 'charlie']);
    expect(first.pagination).toEqual({ page: 1, limit: 3, total: 4, nextPage: 2 });
    expect(second.data.map((course) => course.title)).toEqual(['Delta']);
    expect(second.pagination).toEqual({ page: 2, limit: 3, total: 4, nextPage: null });
    expect(cheapest.data.map((course) => course.price)).toEqual([500, 600]);
  });

  it('maps a chip to the admin categories it stands for, paging over all of them', async () => {
    // One course in every admin category, so every chip has something to show.
    for (const category of COURSE_CATEGORIES) await addCourse({ category, title: `Chip test: ${category}` });
    const typography = await addCourse({ category: 'Typography', title: 'Chip test: Devanagari lettering' });
    const branding = await addCourse({ category: 'Digital Branding', title: 'Chip test: Logo grids' });
    const graphic = await addCourse({ category: 'Graphic Design', title: 'Chip test: Posters' });
    const photo = await addCourse({ category: 'Photography', title: 'Chip test: Food photography' });
    const freelance = await addCourse({ category: 'Freelance', title: 'Chip test: Invoices' });
    const all = (await listCourses('limit=100')).pagination.total;

    for (const [chip, categories] of Object.entries(COURSE_CHIP_CATEGORIES)) {
      const body = await listCourses(`category=${encodeURIComponent(chip)}&limit=100`);
      expect(body.data.length, chip).toBeGreaterThan(0);
      expect(body.pagination.total, chip).toBe(body.data.length);
      expect(body.pagination.total, chip).toBeLessThan(all);
      for (const course of body.data) expect(categories, chip).toContain(course.category);
    }
    const idsOf = async (chip: string) =>
      (await listCourses(`category=${encodeURIComponent(chip)}&limit=100`)).data.map((course) => course._id);
    expect(await idsOf('Fonts')).toContain(typography._id);
    expect(await idsOf('Branding')).toContain(branding._id);
    expect(await idsOf('Logo Design')).toContain(branding._id);
    expect(await idsOf('Packaging')).toEqual(expect.arrayContaining([branding._id, graphic._id]));
    expect(await idsOf('Print Design')).toEqual(expect.arrayContaining([typography._id, graphic._id]));
    expect(await idsOf('Course')).toContain(photo._id);
    expect(await idsOf('Freelancing')).toContain(freelance._id);
    // An admin category that is not a chip still filters by itself.
    expect(await idsOf('Photography')).toContain(photo._id);
    expect(await idsOf('Photography')).not.toContain(graphic._id);

    // A chip's pages cover its categories as one list.
    const [firstPage, secondPage] = await Promise.all([
      listCourses('category=Packaging&page=1&limit=1'),
      listCourses('category=Packaging&page=2&limit=1'),
    ]);
    expect(firstPage.pagination.total).toBeGreaterThanOrEqual(2);
    expect(secondPage.data[0]?._id).not.toBe(firstPage.data[0]?._id);
  });

  it.each([
    ['level=Expert', 'level must be one of Beginner, Intermediate, Advance'],
    ['language=Tamil', 'language must be one of English, Hindi, Marathi'],
    ['price=cheap', 'price must be one of free, under-1000, 1000-2999, 3000-plus'],
    ['page=1.5', 'page must be a whole number'],
    ['page=200000', 'page must be at most 100000'],
    ['limit=ten', 'limit must be a whole number'],
    [`category=${'x'.repeat(101)}`, 'category must be at most 100 characters'],
  ])('answers 400 naming the filter for %s', async (query, message) => {
    const response = await get(`/api/student/course/get?${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: query.split('=')[0] });
  });

  it.each([
    ['limit=0', 'limit must be 1 or more'],
    ['limit=101', 'limit must be at most 100'],
    ['page=0', 'page must be 1 or more'],
    ['page=abc', 'page'],
    ['sort=cheapest', 'sort must be one of newest, price, title, rating'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await get(`/api/student/course/get?${query}`);

    expect(response.statusCode).toBe(400);
    expect(response.json<{ success: boolean; message: string }>()).toMatchObject({ success: false });
    expect(response.json<{ message: string }>().message).toContain(message);
  });
});

describe('GET /api/student/course/get/details/:id', () => {
  it('gives a visitor signed URLs for free previews only, in curriculum order', async () => {
    const course = await addCourse();

    const detail = await publicDetail(course._id);

    expect(detail.curriculum.map((lecture) => lecture.title)).toEqual(['Introduction', 'Layers', 'Masks']);
    const [preview, ...locked] = detail.curriculum;
    expect(preview?.freePreview).toBe(true);
    expect(preview?.public_id).toBe('intro');
    expect(verifiesFor(preview?.videoUrl ?? '', 'intro')).toBe(true);
    for (const lecture of locked) {
      expect(lecture.videoUrl).toBe('');
      expect(lecture.freePreview).toBe(false);
    }
    expect(detail.lectures).toBe(3);
    expect(detail.students).toBe(0);
    // The stored upload URLs never leak.
    const raw = JSON.stringify(detail);
    expect(raw).not.toContain('media.example');
    expect(raw).not.toContain('"layers"');
  });

  it('gives a student without the course no playable URL for locked lectures', async () => {
    const course = await addCourse();

    const detail = await publicDetail(course._id, bearer(fixture.student.token));

    expect(
      detail.curriculum.filter((lecture) => lecture.videoUrl !== '').map((lecture) => lecture.title),
    ).toEqual(['Introduction']);
  });

  it('signs every lecture for a student entitled to the course', async () => {
    const course = await addCourse();
    const owner = await registerAndLogin(fixture.t.app);
    await enrol(owner.user._id, course._id);

    const detail = await publicDetail(course._id, bearer(owner.token));

    for (const lecture of detail.curriculum) {
      expect(verifiesFor(lecture.videoUrl, lecture.public_id)).toBe(true);
      // A bought lecture's link is this student's alone, so it stops when their access does.
      expect(viewerOf(lecture.videoUrl)).toBe(lecture.freePreview ? undefined : owner.user._id);
    }
    expect(detail.curriculum.map((lecture) => lecture.public_id)).toEqual(['intro', 'layers', 'masks']);
    expect(detail.students).toBe(1);
  });

  it('signs every lecture for an admin', async () => {
    const course = await addCourse();

    const detail = await publicDetail(course._id, adminHeaders());

    expect(detail.curriculum.every((lecture) => verifiesFor(lecture.videoUrl, lecture.public_id))).toBe(true);
    expect(detail.curriculum.map((lecture) => viewerOf(lecture.videoUrl))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("ignores an invalid token: the visitor's view", async () => {
    const course = await addCourse();

    const detail = await publicDetail(course._id, bearer('not-a-token'));

    expect(detail.curriculum.filter((lecture) => lecture.videoUrl).length).toBe(1);
  });

  it('answers 404 for an unpublished course, even to its admin on the public route', async () => {
    const course = await addCourse({ isPublished: false });

    for (const headers of [{}, bearer(fixture.student.token), adminHeaders()]) {
      const response = await get(`/api/student/course/get/details/${course._id}`, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Course not found' });
    }
  });

  it('answers 404 for an unknown id and 400 naming id for a malformed one', async () => {
    const unknown = await get(`/api/student/course/get/details/${randomUUID()}`);
    const malformed = await get('/api/student/course/get/details/not-an-id');
    const injection = await get(`/api/student/course/get/details/${encodeURIComponent("1' or '1'='1")}`);

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Course not found' });
    for (const response of [malformed, injection]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'id must be a valid id', field: 'id' });
    }
  });
});

describe('the shared pages of the course list (decision 015)', () => {
  it('shares a page for a second, and shows a course added, changed or deleted through this instance at once', async () => {
    const query = 'limit=100&sort=title';
    const titles = async () => (await listCourses(query)).data.map((course) => course.title);
    const before = await titles();

    // Written behind the server's back (another instance, say): this page does not see it yet.
    const [hidden] = await fixture.t.db
      .insert(courses)
      .values({
        title: 'Aardvark Sketching, added elsewhere',
        category: 'UI Design',
        level: 'Beginner',
        primaryLanguage: 'English',
        objectives: 'Draw',
        welcomeMessage: 'Hello',
        pricePaise: 10_000,
        fakePricePaise: 20_000,
        description: 'Added by SQL.',
      })
      .returning({ id: courses.id });
    expect(await titles()).toEqual(before);

    const added = await addCourse({ title: 'Aardvark Inking' });
    expect(await titles()).toEqual(
      expect.arrayContaining(['Aardvark Inking', 'Aardvark Sketching, added elsewhere']),
    );
    const deleted = await fixture.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/course/delete/${added._id}`,
      headers: adminHeaders(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await titles()).not.toContain('Aardvark Inking');
    await fixture.t.db.delete(courses).where(eq(courses.id, hidden?.id ?? ''));
  });
});

describe("the visitor's course detail cache (decision 005)", () => {
  const title = async (id: string, app = fixture.t.app) => {
    const response = await app.inject({ method: 'GET', url: `/api/student/course/get/details/${id}` });
    expect(response.statusCode, response.body).toBe(200);
    return courseDetailResponseSchema.parse(response.json()).data.title;
  };
  const updateTitle = async (course: CourseDetail, newTitle: string) => {
    const response = await fixture.t.app.inject({
      method: 'PUT',
      url: `/api/admin/course/update/${course._id}`,
      headers: adminHeaders(),
      payload: courseBody({ title: newTitle }),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('shows an update and a deletion made through this instance at once', async () => {
    const course = await addCourse({ title: 'Before' });
    expect(await title(course._id)).toBe('Before');

    await updateTitle(course, 'After');
    expect(await title(course._id)).toBe('After');
    expect(await title(course._id.toUpperCase())).toBe('After');

    const removed = await fixture.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/course/delete/${course._id}`,
      headers: adminHeaders(),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(`/api/student/course/get/details/${course._id}`)).statusCode).toBe(404);
  });

  it("never gives a student or an admin the visitor's answer", async () => {
    const course = await addCourse();
    const owner = await registerAndLogin(fixture.t.app);
    expect((await publicDetail(course._id)).curriculum.filter((lecture) => lecture.videoUrl)).toHaveLength(1);
    await enrol(owner.user._id, course._id);

    for (const headers of [bearer(owner.token), adminHeaders()]) {
      const detail = await publicDetail(course._id, headers);
      expect(detail.curriculum.every((lecture) => verifiesFor(lecture.videoUrl, lecture.public_id))).toBe(
        true,
      );
    }
    expect((await publicDetail(course._id)).curriculum.filter((lecture) => lecture.videoUrl)).toHaveLength(1);
  });

  it('never keeps a 404: a course published elsewhere shows at once', async () => {
    const course = await addCourse({ isPublished: false });
    expect((await get(`/api/student/course/get/details/${course._id}`)).statusCode).toBe(404);

    await fixture.t.db.update(courses).set({ isPublished: true }).where(eq(courses.id, course._id));

    expect((await get(`/api/student/course/get/details/${course._id}`)).statusCode).toBe(200);
  });

  it('shows a change made through another instance within VISITOR_DETAIL_TTL_MS', async () => {
    const other = await createTestApp({}, { database: fixture.t.database });
    try {
      const course = await addCourse({ title: 'Old title' });
      expect(await title(course._id, other.app)).toBe('Old title');

      await updateTitle(course, 'New title');
      await new Promise((resolve) => setTimeout(resolve, VISITOR_DETAIL_TTL_MS + 50));

      expect(await title(course._id, other.app)).toBe('New title');
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/student/course/recommendations', () => {
  async function recommendations(query: string) {
    const response = await get(`/api/student/course/recommendations?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return courseSummariesResponseSchema.parse(response.json()).data;
  }

  it(`gives up to ${COURSE_RECOMMENDATION_COUNT} published courses of the category, without excludeId`, async () => {
    const category = uniqueCategory();
    const current = await addCourse({ category, title: 'Current' });
    const others = [];
    for (let index = 0; index < COURSE_RECOMMENDATION_COUNT + 1; index += 1) {
      others.push(await addCourse({ category, title: `Other ${index}` }));
    }
    const draft = await addCourse({ category, title: 'Draft', isPublished: false });
    await addCourse({ category: uniqueCategory(), title: 'Elsewhere' });

    const found = await recommendations(new URLSearchParams({ category, excludeId: current._id }).toString());

    expect(found).toHaveLength(COURSE_RECOMMENDATION_COUNT);
    const ids = found.map((course) => course._id);
    expect(ids).not.toContain(current._id);
    expect(ids).not.toContain(draft._id);
    expect(found.every((course) => course.category === category)).toBe(true);
  });

  it.each([
    ['', 'an empty'],
    ['not-a-uuid', 'a malformed'],
    ["'; drop table courses; --", 'a hostile'],
  ])('excludes nothing for %j (%s excludeId)', async (excludeId) => {
    const category = uniqueCategory();
    const only = await addCourse({ category });

    const found = await recommendations(new URLSearchParams({ category, excludeId }).toString());

    expect(found.map((course) => course._id)).toEqual([only._id]);
  });

  it('works without any query and with a repeated excludeId', async () => {
    const category = uniqueCategory();
    const only = await addCourse({ category });

    const bare = await get('/api/student/course/recommendations');
    const repeated = await recommendations(
      `category=${encodeURIComponent(category)}&excludeId=${only._id}&excludeId=x`,
    );

    expect(bare.statusCode).toBe(200);
    expect(repeated.map((course) => course._id)).toEqual([only._id]);
  });
});

describe('admin course routes: who may call them', () => {
  const routes = [
    ['GET', '/api/admin/course/get'],
    ['GET', `/api/admin/course/get/details/${randomUUID()}`],
    ['POST', '/api/admin/course/add'],
    ['PUT', `/api/admin/course/update/${randomUUID()}`],
    ['DELETE', `/api/admin/course/delete/${randomUUID()}`],
  ] as const;

  it.each(routes)('%s %s answers 401 to a visitor', async (method, url) => {
    const response = await fixture.t.app.inject({
      method,
      url,
      payload: method === 'GET' ? undefined : courseBody(),
    });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
  });

  it.each(routes)('%s %s answers 403 to a student', async (method, url) => {
    const response = await fixture.t.app.inject({
      method,
      url,
      headers: bearer(fixture.student.token),
      payload: method === 'GET' ? undefined : courseBody(),
    });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
  });
});

describe('GET /api/admin/course/get and details', () => {
  it('lists every course for the admin, unpublished included', async () => {
    const draft = await addCourse({ title: 'Admin draft', isPublished: false });
    const live = await addCourse({ title: 'Admin live' });

    const response = await get('/api/admin/course/get', adminHeaders());

    expect(response.statusCode).toBe(200);
    const body = courseListResponseSchema.parse(response.json());
    const ids = body.data.map((course) => course._id);
    // The newest first: the two just made open the first page.
    expect(ids.slice(0, 2)).toEqual([live._id, draft._id]);
    expect(body.data.find((course) => course._id === draft._id)?.isPublished).toBe(false);
  });

  it('shows an unpublished course with every lecture signed', async () => {
    const draft = await addCourse({ isPublished: false });

    const response = await get(`/api/admin/course/get/details/${draft._id}`, adminHeaders());

    expect(response.statusCode).toBe(200);
    const detail = courseDetailResponseSchema.parse(response.json()).data;
    expect(detail.isPublished).toBe(false);
    expect(detail.curriculum.every((lecture) => verifiesFor(lecture.videoUrl, lecture.public_id))).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await get(`/api/admin/course/get/details/${randomUUID()}`, adminHeaders());
    const malformed = await get('/api/admin/course/get/details/123', adminHeaders());

    expect(unknown.statusCode).toBe(404);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('id must be a valid id');
  });
});

describe('POST /api/admin/course/add', () => {
  it('creates the course as the caller, with positions from the array order and money in paise', async () => {
    const response = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/admin/course/add',
      headers: adminHeaders(),
      payload: courseBody({
        // Set by the server whatever the client says.
        instructorId: randomUUID(),
        adminId: randomUUID(),
        adminName: 'Someone Else',
        date: '1999-01-01',
        students: [{ name: 'x' }],
      }),
    });

    expect(response.statusCode, response.body).toBe(201);
    const body = courseSavedResponseSchema.parse(response.json());
    expect(body.message).toBe('Course created');
    expect(body.data).toMatchObject({
      title: 'Photoshop for Beginners',
      price: 1999.99,
      fakePrice: 4999,
      isPublished: true,
      instructorId: fixture.admin.user._id,
      instructorName: 'Meera Kulkarni',
      students: 0,
      lectures: 3,
    });
    expect(Date.now() - Date.parse(body.data.date)).toBeLessThan(60_000);
    const [row] = await fixture.t.db.select().from(courses).where(eq(courses.id, body.data._id));
    expect(row).toMatchObject({
      pricePaise: 199999,
      fakePricePaise: 499900,
      adminId: fixture.admin.user._id,
      adminName: 'Meera Kulkarni',
    });
    const stored = await fixture.t.db
      .select({ position: lectures.position, title: lectures.title, videoUrl: lectures.videoUrl })
      .from(lectures)
      .where(eq(lectures.courseId, body.data._id))
      .orderBy(lectures.position);
    expect(stored).toEqual([
      { position: 0, title: 'Introduction', videoUrl: 'https://media.example/raw/intro.mp4' },
      { position: 1, title: 'Layers', videoUrl: 'https://media.example/raw/layers.mp4' },
      { position: 2, title: 'Masks', videoUrl: 'https://media.example/raw/masks.mp4' },
    ]);
  });

  it('takes instructorName from the body when given', async () => {
    const course = await addCourse({ instructorName: 'Rohan Joshi' });

    expect(course.instructorName).toBe('Rohan Joshi');
    expect(course.instructorId).toBe(fixture.admin.user._id);
  });

  it("keeps the instructor card (photo, line, portfolio) and shows it on the course's public page; an edit without a name keeps it", async () => {
    const card = {
      instructorName: 'Aditi Rao',
      instructorPhoto: '/api/media/public/aditi.webp',
      instructorHeadline: 'Type designer working in Devanagari and Latin.',
      instructorPortfolioUrl: 'https://www.behance.net/aditi-rao',
    };
    const course = await addCourse(card);
    expect(course).toMatchObject(card);
    expect(await publicDetail(course._id)).toMatchObject(card);

    const { instructorName: _name, ...withoutName } = card;
    const response = await fixture.t.app.inject({
      method: 'PUT',
      url: `/api/admin/course/update/${course._id}`,
      headers: adminHeaders(),
      payload: courseBody({ ...withoutName, instructorHeadline: 'Type designer and teacher.' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await publicDetail(course._id)).toMatchObject({
      ...card,
      instructorHeadline: 'Type designer and teacher.',
    });
  });

  it('gives a course without an instructor card empty parts, and the author as its instructor', async () => {
    const course = await addCourse();
    expect(course).toMatchObject({
      instructorName: fixture.admin.user.name,
      instructorPhoto: '',
      instructorHeadline: '',
      instructorPortfolioUrl: '',
    });
  });

  const lecture = {
    title: 'Intro',
    videoUrl: 'https://media.example/v.mp4',
    public_id: 'v',
    freePreview: true,
  };

  it.each([
    ['a missing title', { title: undefined }, 'title is required', 'title'],
    ['a blank title', { title: '   ' }, 'title is required', 'title'],
    ['missing objectives', { objectives: undefined }, 'objectives is required', 'objectives'],
    ['a missing welcomeMessage', { welcomeMessage: '' }, 'welcomeMessage is required', 'welcomeMessage'],
    ['a missing description', { description: undefined }, 'description is required', 'description'],
    ['a missing price', { price: undefined }, 'price is required', 'price'],
    ['a price that is text', { price: '499' as unknown as number }, 'price must be a number', 'price'],
    ['a negative price', { price: -1 }, 'price cannot be negative', 'price'],
    ['a price with three decimals', { price: 10.005 }, 'price can have at most two decimals', 'price'],
    ['a missing fakePrice', { fakePrice: undefined }, 'fakePrice is required', 'fakePrice'],
    [
      'an unknown level',
      { level: 'Expert' as 'Beginner' },
      'level must be one of Beginner, Intermediate, Advance',
      'level',
    ],
    [
      'a lecture without public_id',
      { curriculum: [{ ...lecture, public_id: '' }] },
      'curriculum.0.public_id: lecture public_id is required',
      'curriculum.0.public_id',
    ],
    [
      'a lecture without a title',
      { curriculum: [lecture, { ...lecture, title: undefined as unknown as string }] },
      'curriculum.1.title: lecture title is required',
      'curriculum.1.title',
    ],
    [
      'a lecture without a video',
      { curriculum: [{ ...lecture, videoUrl: ' ' }] },
      'curriculum.0.videoUrl: lecture videoUrl is required',
      'curriculum.0.videoUrl',
    ],
    [
      'no free preview',
      { curriculum: [{ ...lecture, freePreview: false }] },
      'curriculum needs at least one free preview lecture',
      'curriculum',
    ],
    ['an empty curriculum', { curriculum: [] }, 'curriculum needs at least one lecture', 'curriculum'],
    [
      'a portfolio link that is not a web address',
      { instructorPortfolioUrl: 'javascript:alert(1)' },
      'instructorPortfolioUrl must be a web address starting with https://',
      'instructorPortfolioUrl',
    ],
    [
      'an instructor line longer than a sentence',
      { instructorHeadline: 'x'.repeat(161) },
      'instructorHeadline must be at most 160 characters',
      'instructorHeadline',
    ],
    ['no curriculum', { curriculum: undefined }, 'curriculum must be a list of lectures', 'curriculum'],
  ])('answers 400 for %s', async (_case, overrides, message, field) => {
    const before = await fixture.t.db.$count(courses);

    const response = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/admin/course/add',
      headers: adminHeaders(),
      payload: { ...courseBody(), ...overrides },
    });

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field });
    expect(await fixture.t.db.$count(courses)).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fixture.t.app.inject({
      method: 'POST',
      url: '/api/admin/course/add',
      headers: { ...adminHeaders(), 'content-type': 'application/json' },
      payload: '{"title":',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.malformedJson });
  });
});

describe('PUT /api/admin/course/update/:id', () => {
  const update = (id: string, payload: object) =>
    fixture.t.app.inject({
      method: 'PUT',
      url: `/api/admin/course/update/${id}`,
      headers: adminHeaders(),
      payload,
    });

  it('replaces the landing fields and curriculum, keeping the ids (and progress) of lectures sent back', async () => {
    const course = await addCourse();
    const [intro, layers, masks] = course.curriculum;
    if (!intro || !layers || !masks) throw new Error('expected three lectures');
    const owner = await registerAndLogin(fixture.t.app);
    await enrol(owner.user._id, course._id);
    await fixture.t.db
      .insert(lectureProgress)
      .values({ userId: owner.user._id, courseId: course._id, lectureId: masks._id });

    // The form sends back what it was shown (signed URLs included), reordered and edited.
    const response = await update(course._id, {
      ...courseBody(),
      title: 'Photoshop, Revised',
      price: 2499,
      curriculum: [
        { ...masks, title: 'Masks (new cut)' },
        { ...intro },
        {
          title: 'Bonus',
          videoUrl: 'https://media.example/raw/bonus.mp4',
          public_id: 'bonus',
          freePreview: false,
        },
      ],
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = courseSavedResponseSchema.parse(response.json());
    expect(body.message).toBe('Course updated');
    expect(body.data).toMatchObject({ title: 'Photoshop, Revised', price: 2499, lectures: 3, students: 1 });
    expect(body.data.curriculum.map((lecture) => [lecture._id, lecture.title])).toEqual([
      [masks._id, 'Masks (new cut)'],
      [intro._id, 'Introduction'],
      [expect.any(String), 'Bonus'],
    ]);
    const bonus = body.data.curriculum[2];
    expect([intro._id, layers._id, masks._id]).not.toContain(bonus?._id);

    const stored = await fixture.t.db
      .select()
      .from(lectures)
      .where(eq(lectures.courseId, course._id))
      .orderBy(lectures.position);
    expect(stored.map((lecture) => [lecture.id, lecture.position])).toEqual([
      [masks._id, 0],
      [intro._id, 1],
      [bonus?._id, 2],
    ]);
    // The signed URL the form sent back is not stored over the upload URL.
    expect(stored[0]?.videoUrl).toBe('https://media.example/raw/masks.mp4');
    const progress = await fixture.t.db
      .select()
      .from(lectureProgress)
      .where(eq(lectureProgress.userId, owner.user._id));
    expect(progress.map((row) => row.lectureId)).toEqual([masks._id]);
  });

  it('treats an unknown or foreign lecture _id as a new lecture', async () => {
    const mine = await addCourse();
    const theirs = await addCourse();
    const foreign = theirs.curriculum[0];

    const response = await update(mine._id, {
      ...courseBody(),
      curriculum: [
        { ...foreign, title: 'Borrowed' },
        {
          _id: 'temp-1',
          title: 'Fresh',
          videoUrl: 'https://media.example/f.mp4',
          public_id: 'f',
          freePreview: true,
        },
      ],
    });

    expect(response.statusCode, response.body).toBe(200);
    const saved = courseSavedResponseSchema.parse(response.json()).data;
    expect(saved.curriculum.map((lecture) => lecture.title)).toEqual(['Borrowed', 'Fresh']);
    expect(saved.curriculum.map((lecture) => lecture._id)).not.toContain(foreign?._id);
    const untouched = await publicDetail(theirs._id, adminHeaders());
    expect(untouched.curriculum.map((lecture) => lecture._id)).toEqual(
      theirs.curriculum.map((lecture) => lecture._id),
    );
  });

  it('unpublishing hides the course from the public', async () => {
    const course = await addCourse({ category: uniqueCategory() });

    const response = await update(course._id, {
      ...courseBody({ category: course.category }),
      isPublished: false,
    });

    expect(response.statusCode).toBe(200);
    expect((await get(`/api/student/course/get/details/${course._id}`)).statusCode).toBe(404);
    expect((await listCourses(`category=${encodeURIComponent(course.category)}`)).data).toEqual([]);
  });

  it('answers 404 for an unknown id, 400 for a malformed one and 400 for invalid input', async () => {
    const course = await addCourse();

    const unknown = await update(randomUUID(), courseBody());
    const malformed = await update('nope', courseBody());
    const invalid = await update(course._id, { ...courseBody(), curriculum: [] });

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Course not found' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toBe('id must be a valid id');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ message: string }>().message).toBe('curriculum needs at least one lecture');
    // Nothing half-changed.
    expect((await publicDetail(course._id)).curriculum).toHaveLength(3);
  });
});

describe('the price floor (issue 12): 0 or at least ₹1', () => {
  const update = (id: string, payload: object) =>
    fixture.t.app.inject({
      method: 'PUT',
      url: `/api/admin/course/update/${id}`,
      headers: adminHeaders(),
      payload,
    });
  const add = (payload: object) =>
    fixture.t.app.inject({ method: 'POST', url: '/api/admin/course/add', headers: adminHeaders(), payload });

  it.each([0.01, 0.5, 0.99])('refuses a price of ₹%s at add and at update, naming price', async (price) => {
    const before = await fixture.t.db.$count(courses);
    const added = await add(courseBody({ price }));
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json()).toEqual({ success: false, message: PRICE_FLOOR_MESSAGE, field: 'price' });
    expect(await fixture.t.db.$count(courses)).toBe(before);

    const course = await addCourse({ price: 499 });
    const updated = await update(course._id, courseBody({ price }));
    expect(updated.statusCode, updated.body).toBe(400);
    expect(updated.json()).toEqual({ success: false, message: PRICE_FLOOR_MESSAGE, field: 'price' });
    const [row] = await fixture.t.db.select().from(courses).where(eq(courses.id, course._id));
    expect(row?.pricePaise).toBe(49_900);
  });

  it('accepts a free course (₹0) and ₹1 exactly; the fake price has no floor', async () => {
    expect((await addCourse({ price: 0, fakePrice: 0.5 })).price).toBe(0);
    expect((await addCourse({ price: 1 })).price).toBe(1);
  });
});

describe('DELETE /api/admin/course/delete/:id', () => {
  const remove = (id: string) =>
    fixture.t.app.inject({
      method: 'DELETE',
      url: `/api/admin/course/delete/${id}`,
      headers: adminHeaders(),
    });

  it('deletes a course nobody bought, with its lectures', async () => {
    const course = await addCourse();

    const response = await remove(course._id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Course deleted' });
    expect((await get(`/api/admin/course/get/details/${course._id}`, adminHeaders())).statusCode).toBe(404);
    expect(await fixture.t.db.$count(lectures, eq(lectures.courseId, course._id))).toBe(0);
  });

  it('refuses with 409 when students are enrolled', async () => {
    const course = await addCourse();
    await enrol(fixture.student.user._id, course._id);

    const response = await remove(course._id);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'This course has enrolled students and cannot be deleted; unpublish it instead.',
    });
    expect((await publicDetail(course._id)).students).toBe(1);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const unknown = await remove(randomUUID());
    const malformed = await remove('%27%20or%201%3D1');

    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Course not found' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('course helpers for other modules', () => {
  it("rankedProductSummaries answers, for courses, in the ranking's order and leaves out unpublished courses", async () => {
    const a = await addCourse({ title: 'A' });
    const b = await addCourse({ title: 'B' });
    const draft = await addCourse({ title: 'Draft', isPublished: false });
    const ranking = (...ids: string[]) =>
      ids.length === 0
        ? sql`select null::uuid as id, 0 as position where false`
        : sql`select id, position from (values ${sql.join(
            ids.map((id, index) => sql`(${id}::uuid, ${index + 1}::int)`),
            sql`, `,
          )}) as given(id, position)`;

    const found = await rankedProductSummaries(
      fixture.t.db,
      courseProduct,
      ranking(b._id, draft._id, randomUUID(), a._id),
    );

    expect(found.map((course) => course.title)).toEqual(['B', 'A']);
    expect(typeof found[0]?.students).toBe('number');
    expect(await rankedProductSummaries(fixture.t.db, courseProduct, ranking())).toEqual([]);
  });

  it('visibleProductIds gives, for courses, the newest published courses, up to the limit, with when they changed', async () => {
    const live = await addCourse();
    const draft = await addCourse({ isPublished: false });

    const listed = await visibleProductIds(fixture.t.db, courseProduct, 1000);
    const newest = await visibleProductIds(fixture.t.db, courseProduct, 1);

    const ids = listed.map((entry) => entry.id);
    expect(ids).toContain(live._id);
    expect(ids).not.toContain(draft._id);
    expect(listed.find((entry) => entry.id === live._id)?.updatedAt).toBeInstanceOf(Date);
    expect(newest.map((entry) => entry.id)).toEqual([live._id]);
  });
});
