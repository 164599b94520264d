import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { SearchResult } from '@academy/shared/search-api';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '@academy/shared/search-rules';
import { eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalAssets } from '../../../src/db/schema/assets';
import { courses } from '../../../src/db/schema/courses';
import { searchQueries } from '../../../src/db/schema/search';
import { searchRoutes, VISITOR_SEARCH_TTL_MS } from '../../../src/modules/search/routes';
import { searchTerms } from '../../../src/modules/search/service';
import { authPlugin } from '../../../src/plugins/auth';
import { readCallerAccounts } from '../../../src/modules/users/caller-accounts';
import { dbPlugin } from '../../../src/plugins/db';
import { errorsPlugin } from '../../../src/plugins/errors';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../support/app';

let t: TestApp;

type CourseSeed = Partial<typeof courses.$inferInsert> & { title: string };
type AssetSeed = Partial<typeof digitalAssets.$inferInsert> & { name: string };

const courseRow = (seed: CourseSeed): typeof courses.$inferInsert => ({
  category: 'Graphic Design',
  level: 'Beginner',
  primaryLanguage: 'English',
  objectives: 'Work confidently, Build a portfolio',
  welcomeMessage: 'Welcome to the course!',
  pricePaise: 149_900,
  fakePricePaise: 299_900,
  description: 'A practical course taught at our Pune studio.',
  ...seed,
});

const assetRow = (seed: AssetSeed): typeof digitalAssets.$inferInsert => ({
  pricePaise: 49_900,
  fakePricePaise: 99_900,
  category: 'Designs',
  ...seed,
});

beforeAll(async () => {
  t = await createTestApp();
  // Dates spread out so that a tie in rank would fall back to a known order.
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  await t.db.insert(courses).values([
    courseRow({
      title: 'Photoshop Masterclass',
      description: 'Retouching, compositing and colour grading for print and social media.',
      date: day(1),
    }),
    courseRow({
      title: 'Adobe Illustrator for Beginners',
      description: 'Vector shapes, the pen tool and logo construction.',
      date: day(2),
    }),
    courseRow({
      title: 'Typography Essentials',
      category: 'Typography',
      description: 'Choosing, pairing and setting type for screens and print.',
      date: day(3),
    }),
    courseRow({
      title: 'Brand Identity Workshop',
      category: 'Digital Branding',
      // Mentions the other courses' subjects only in its description: it must rank below them.
      description: 'We sketch logos, pick typography and mock up the brand in Photoshop.',
      date: day(30),
    }),
    courseRow({
      title: 'डिज़ाइन की मूल बातें',
      primaryLanguage: 'Hindi',
      description: 'रंग, आकार और लेआउट: ग्राफिक डिज़ाइन की शुरुआत।',
      date: day(5),
    }),
    courseRow({
      title: 'Photoshop Secrets (draft)',
      isPublished: false,
      date: day(31),
    }),
  ]);
  await t.db.insert(digitalAssets).values([
    assetRow({ name: 'Photoshop Action Pack', type: 'Action file', format: 'ATN', date: day(1) }),
    assetRow({ name: 'Illustrator Brush Set', type: 'Brushes', format: 'AI', date: day(2) }),
    assetRow({
      name: 'Hand Lettering Font',
      category: 'Typography',
      subTitle: 'A brush script for posters',
      date: day(3),
    }),
    assetRow({
      name: 'Wedding Invitation Templates',
      keyPoints: 'Editable in Photoshop, Print ready',
      date: day(20),
    }),
    assetRow({ name: 'मराठी सुलेखन ब्रश', category: 'Psd files', date: day(4) }),
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function search(q: string | undefined, page?: number): Promise<SearchResult> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/student/course/search',
    query: { ...(q === undefined ? {} : { q }), ...(page === undefined ? {} : { page: String(page) }) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ success: boolean; data: SearchResult }>();
  expect(body.success).toBe(true);
  expect(Array.isArray(body.data.courses)).toBe(true);
  expect(Array.isArray(body.data.assets)).toBe(true);
  return body.data;
}

const courseTitles = (result: SearchResult) => result.courses.map((course) => course.title);
const assetNames = (result: SearchResult) => result.assets.map((asset) => asset.name);

describe('GET /api/student/course/search', () => {
  it('answers course and asset summaries in the catalogue shape', async () => {
    const result = await search('Photoshop');
    const [course] = result.courses;
    expect(course).toMatchObject({
      title: 'Photoshop Masterclass',
      category: 'Graphic Design',
      price: 1499,
      fakePrice: 2999,
      isPublished: true,
      students: 0,
      lectures: 0,
    });
    expect(course?._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(course).not.toHaveProperty('searchVector');
    expect(result.assets[0]).toMatchObject({ name: 'Photoshop Action Pack', price: 499, image: [] });
  });

  it('ranks a title match above a mention in a description', async () => {
    const result = await search('photoshop');
    expect(courseTitles(result)).toEqual(['Photoshop Masterclass', 'Brand Identity Workshop']);
    expect(assetNames(result)).toEqual(['Photoshop Action Pack', 'Wedding Invitation Templates']);

    expect(courseTitles(await search('typography'))).toEqual([
      'Typography Essentials',
      'Brand Identity Workshop',
    ]);
  });

  it('leaves unpublished courses out', async () => {
    const titles = courseTitles(await search('photoshop secrets'));
    expect(titles).not.toContain('Photoshop Secrets (draft)');
    expect(courseTitles(await search('draft'))).toEqual([]);
  });

  it('tolerates typos through trigram similarity', async () => {
    const photosop = await search('photosop');
    expect(courseTitles(photosop)[0]).toBe('Photoshop Masterclass');
    expect(assetNames(photosop)[0]).toBe('Photoshop Action Pack');

    const ilustrator = await search('ilustrator');
    expect(courseTitles(ilustrator)[0]).toBe('Adobe Illustrator for Beginners');
    expect(assetNames(ilustrator)[0]).toBe('Illustrator Brush Set');

    expect(courseTitles(await search('Typograpy'))[0]).toBe('Typography Essentials');
  });

  it('matches words by their beginning', async () => {
    expect(courseTitles(await search('typo'))[0]).toBe('Typography Essentials');
    expect(courseTitles(await search('illustr'))[0]).toBe('Adobe Illustrator for Beginners');
    expect(assetNames(await search('illustr'))[0]).toBe('Illustrator Brush Set');
    expect(courseTitles(await search('photo master'))[0]).toBe('Photoshop Masterclass');
  });

  it('needs every word, in any order and any case', async () => {
    expect(courseTitles(await search('MASTERCLASS photoshop'))).toEqual(['Photoshop Masterclass']);
    expect(courseTitles(await search('illustrator beginners'))).toEqual(['Adobe Illustrator for Beginners']);
  });

  it('finds plural and singular forms of English words', async () => {
    expect(assetNames(await search('fonts'))).toEqual(['Hand Lettering Font']);
    expect(assetNames(await search('brush'))).toContain('Illustrator Brush Set');
    expect(courseTitles(await search('beginner'))).toEqual(['Adobe Illustrator for Beginners']);
  });

  it('searches categories, languages and key points', async () => {
    expect(courseTitles(await search('hindi'))).toEqual(['डिज़ाइन की मूल बातें']);
    expect(assetNames(await search('print ready'))).toEqual(['Wedding Invitation Templates']);
    expect(courseTitles(await search('digital branding'))).toEqual(['Brand Identity Workshop']);
  });

  it('finds Devanagari titles, whole words and beginnings', async () => {
    expect(courseTitles(await search('डिज़ाइन'))).toEqual(['डिज़ाइन की मूल बातें']);
    expect(courseTitles(await search('मूल'))).toEqual(['डिज़ाइन की मूल बातें']);
    expect(courseTitles(await search('डिज़ा'))).toEqual(['डिज़ाइन की मूल बातें']);
    expect(assetNames(await search('सुलेखन'))).toEqual(['मराठी सुलेखन ब्रश']);
  });

  it('answers empty lists for a missing, empty or blank q', async () => {
    for (const q of [undefined, '', '   ', '\t\n']) {
      expect(await search(q)).toEqual({ courses: [], assets: [], nextPage: null });
    }
  });

  it('answers empty lists when nothing matches', async () => {
    expect(await search('quantum chromodynamics')).toEqual({ courses: [], assets: [], nextPage: null });
  });

  const oddInputs: [string, string][] = [
    ['single quote', "'"],
    ['double quote', '"'],
    ['quotes around a word', `'photoshop"`],
    ['an injection attempt', "'; drop table courses; --"],
    ['another injection attempt', "photoshop' or '1'='1"],
    ['LIKE wildcards and a backslash', '%_\\'],
    ['tsquery syntax', 'a:* & !b'],
    ['tsquery operators only', '& | ! ( ) : * <-> <2>'],
    ['unbalanced parentheses', '((photoshop'],
    ['a NUL-free control mix', '\u0001\u0002photoshop\u007f'],
    ['1,000 characters of words', 'photoshop '.repeat(100)],
    ['1,000 characters of one word', 'x'.repeat(1000)],
    ['1,000 Devanagari characters', 'डि'.repeat(500)],
    ['1,000 quotes and backslashes', `'\\`.repeat(500)],
    ['Devanagari', 'डिज़ाइन'],
    ['emoji', '🎨🖌️'],
    ['emoji beside a word', '🎨photoshop🖌️'],
    ['a lone surrogate', '\ud83c'],
    ['dollar quoting', '$$ select 1 $$'],
    ['a comment opener', '/* photoshop'],
  ];

  it.each(oddInputs)('is safe with %s', async (_label, q) => {
    await search(q);
  });

  it('finds through punctuation and emoji around a word', async () => {
    expect(courseTitles(await search('🎨photoshop🖌️'))[0]).toBe('Photoshop Masterclass');
    expect(courseTitles(await search('\'photoshop"'))[0]).toBe('Photoshop Masterclass');
    expect(courseTitles(await search('((photoshop'))[0]).toBe('Photoshop Masterclass');
  });

  it('keeps every table after the odd inputs', async () => {
    const total = sql<number>`count(*)::int`;
    expect(await t.db.select({ total }).from(courses)).toEqual([{ total: 6 }]);
    expect(await t.db.select({ total }).from(digitalAssets)).toEqual([{ total: 5 }]);
    await t.db.select({ total }).from(searchQueries);
  });

  it('refuses a q over 1,000 characters with 400 naming q', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/student/course/search',
      query: { q: 'x'.repeat(1001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'q must be at most 1000 characters',
      field: 'q',
    });
  });

  it('puts a title match first even among hundreds of description mentions', async () => {
    const mentions = Array.from({ length: 250 }, (_, index) =>
      assetRow({
        name: `Poster Pack ${index + 1}`,
        description: 'Painted in gouache, then scanned.',
        date: new Date(Date.UTC(2025, 5, 1 + (index % 28))),
      }),
    );
    // Older than every mention, and stored after them.
    await t.db.insert(digitalAssets).values(mentions);
    await t.db
      .insert(digitalAssets)
      .values(assetRow({ name: 'Gouache Brush Kit', date: new Date(Date.UTC(2020, 0, 1)) }));
    const result = await search('gouache');
    expect(result.assets).toHaveLength(24);
    expect(result.assets[0]?.name).toBe('Gouache Brush Kit');
    await t.db
      .delete(digitalAssets)
      .where(sql`${digitalAssets.name} like 'Poster Pack %' or ${digitalAssets.name} = 'Gouache Brush Kit'`);
  });

  it('answers 400 naming q when q is given twice', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/student/course/search?q=logo&q=font' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^q/);
  });

  it('caps each list at 24 results', async () => {
    const extra = Array.from({ length: 30 }, (_, index) =>
      assetRow({ name: `Poster Mockup ${index + 1}`, date: new Date(Date.UTC(2024, 0, index + 1)) }),
    );
    await t.db.insert(digitalAssets).values(extra);
    const result = await search('poster mockup');
    expect(result.assets).toHaveLength(24);
    await t.db.delete(digitalAssets).where(sql`${digitalAssets.name} like 'Poster Mockup %'`);
  });
});

describe('GET /api/student/course/search, page by page', () => {
  /** `count` assets named "<stem> NN", the first the oldest; removed after the test. */
  async function withAssets(stem: string, count: number, run: () => Promise<void>) {
    await t.db
      .insert(digitalAssets)
      .values(
        Array.from({ length: count }, (_, index) =>
          assetRow({ name: `${stem} ${index}`, date: new Date(Date.UTC(2024, 0, 1, 0, index)) }),
        ),
      );
    try {
      await run();
    } finally {
      await t.db.delete(digitalAssets).where(sql`${digitalAssets.name} like ${`${stem} %`}`);
    }
  }

  it(`answers ${SEARCH_PAGE_SIZE} of each kind a page, with the next page while either kind has more`, async () => {
    await withAssets('Zine Kit', SEARCH_PAGE_SIZE * 2 + 5, async () => {
      const pages = [await search('zine kit'), await search('zine kit', 2), await search('zine kit', 3)];

      expect(pages.map((page) => page.assets.length)).toEqual([SEARCH_PAGE_SIZE, SEARCH_PAGE_SIZE, 5]);
      expect(pages.map((page) => page.nextPage)).toEqual([2, 3, null]);
      // Newest first among equal matches, each asset on exactly one page.
      expect(pages[0]?.assets[0]?.name).toBe(`Zine Kit ${SEARCH_PAGE_SIZE * 2 + 4}`);
      const names = pages.flatMap(assetNames);
      expect(new Set(names).size).toBe(SEARCH_PAGE_SIZE * 2 + 5);
      expect(await search('zine kit', 4)).toEqual({ courses: [], assets: [], nextPage: null });
    });
  });

  it('says there is no next page when the last page is exactly full', async () => {
    await withAssets('Risograph Set', SEARCH_PAGE_SIZE, async () => {
      const result = await search('risograph set');

      expect(result.assets).toHaveLength(SEARCH_PAGE_SIZE);
      expect(result.nextPage).toBeNull();
    });
  });

  it('follows the kind that has more: courses on the next page, assets done', async () => {
    const day = (n: number) => new Date(Date.UTC(2023, 0, 1, 0, n));
    await t.db
      .insert(courses)
      .values(
        Array.from({ length: SEARCH_PAGE_SIZE + 1 }, (_, n) =>
          courseRow({ title: `Linocut ${n}`, date: day(n) }),
        ),
      );
    try {
      await withAssets('Linocut Tool', 1, async () => {
        const first = await search('linocut');
        const second = await search('linocut', 2);

        expect([first.courses.length, first.assets.length, first.nextPage]).toEqual([SEARCH_PAGE_SIZE, 1, 2]);
        expect(courseTitles(second)).toEqual(['Linocut 0']);
        expect([second.assets, second.nextPage]).toEqual([[], null]);
      });
    } finally {
      await t.db.delete(courses).where(sql`${courses.title} like 'Linocut %'`);
    }
  });

  it('reaches past the first pool of ranked matches', async () => {
    const count = 130;
    await withAssets('Gocco Screen', count, async () => {
      const fifth = await search('gocco screen', 5);
      const sixth = await search('gocco screen', 6);

      expect(fifth.assets).toHaveLength(SEARCH_PAGE_SIZE);
      expect(fifth.nextPage).toBe(6);
      expect(sixth.assets).toHaveLength(count - 5 * SEARCH_PAGE_SIZE);
      expect(sixth.nextPage).toBeNull();
    });
  });

  it.each([
    ['0', 'page must be 1 or more'],
    ['two', 'page must be a whole number'],
    [String(SEARCH_MAX_PAGE + 1), `page must be at most ${SEARCH_MAX_PAGE}`],
  ])('answers 400 naming page for page=%s', async (page, message) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/student/course/search',
      query: { q: 'photoshop', page },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message, field: 'page' });
  });
});

describe('searchTerms', () => {
  it('keeps only letters, marks and digits, and makes each longer word a prefix', () => {
    expect(searchTerms("a:* & !b | (c) 'photo' Shop\\")).toEqual({
      allWords: 'a & b & c & photo:* & shop:*',
      anyWord: 'a | b | c | photo:* | shop:*',
      trigramText: 'a b c photo shop',
      respelledAllWords:
        'a & b & c & (photo:* | hpoto:* | pohto:* | phtoo:* | phoot:*) & (shop:* | hsop:* | sohp:* | shpo:*)',
      respelledAnyWord:
        'a | b | c | photo:* | hpoto:* | pohto:* | phtoo:* | phoot:* | shop:* | hsop:* | sohp:* | shpo:*',
      wordCount: 5,
    });
    expect(searchTerms('डिज़ाइन 3D')).toEqual({
      allWords: 'डिज़ाइन:* & 3d:*',
      anyWord: 'डिज़ाइन:* | 3d:*',
      trigramText: 'डिज़ाइन 3d',
      // Only two letters side by side are swapped, never a letter and its vowel sign.
      respelledAllWords: '(डिज़ाइन:* | डिज़ानइ:*) & 3d:*',
      respelledAnyWord: 'डिज़ाइन:* | डिज़ानइ:* | 3d:*',
      wordCount: 2,
    });
    expect(searchTerms(' %_ 🎨 ')).toEqual({
      allWords: '',
      anyWord: '',
      trigramText: '',
      respelledAllWords: '',
      respelledAnyWord: '',
      wordCount: 0,
    });
  });

  it('bounds the number and the length of words', () => {
    const terms = searchTerms(`${'w'.repeat(500)} ${'word '.repeat(50)}`);
    expect(terms.allWords.split(' & ')).toHaveLength(12);
    expect(terms.allWords.startsWith(`${'w'.repeat(60)}:* & `)).toBe(true);
    expect(Array.from(searchTerms(`${'कि'.repeat(30)} `.repeat(12)).trigramText)).toHaveLength(120);
  });
});

describe('POST /api/search/record', () => {
  const record = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/search/record',
      payload: payload as object,
      headers,
      remoteAddress,
    });

  it('stores what a visitor searched for', async () => {
    const response = await record({ query: '  Photoshop  ' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const rows = await t.db.select().from(searchQueries).where(eq(searchQueries.query, 'Photoshop'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBeNull();
  });

  it('stores the signed-in student with the query', async () => {
    const { token, user } = await registerAndLogin(t.app);
    const response = await record({ query: 'डिज़ाइन fonts' }, bearer(token));
    expect(response.statusCode, response.body).toBe(201);
    const rows = await t.db.select().from(searchQueries).where(eq(searchQueries.query, 'डिज़ाइन fonts'));
    expect(rows.map((row) => row.userId)).toEqual([user._id]);
  });

  it('validates the query', async () => {
    for (const [payload, message] of [
      [{}, 'query is required'],
      [{ query: '   ' }, 'query is required'],
      [{ query: 42 }, 'query is required'],
      [{ query: 'x'.repeat(1001) }, 'query must be at most 1000 characters'],
    ] as const) {
      const response = await record(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ success: false, message, field: 'query' });
    }
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp(
      { SEARCH_RECORD_RATE_LIMIT_PER_MINUTE: '2' },
      { database: t.database },
    );
    try {
      const send = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/search/record',
          payload: { query: 'logo' },
          remoteAddress,
        });
      expect((await send('10.1.0.1')).statusCode).toBe(201);
      expect((await send('10.1.0.1')).statusCode).toBe(201);
      const refused = await send('10.1.0.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.tooManyAttempts });
      expect((await send('10.1.0.2')).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/student/course/search, a visitor shares the last second’s answer (decision 015)', () => {
  it('answers a repeated search from memory for a second, while signed-in callers search afresh', async () => {
    let clock = Date.now();
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(dbPlugin, { db: t.db });
    await app.register(errorsPlugin);
    await app.register(authPlugin, { tokens: t.app.tokens, callerAccounts: readCallerAccounts(t.db) });
    await app.register(searchRoutes, { prefix: '/api', recordRateLimitPerMinute: 10, now: () => clock });
    const find = async (q: string, token?: string) => {
      const response = await app.inject({
        method: 'GET',
        url: '/api/student/course/search',
        query: { q },
        headers: token ? bearer(token) : {},
      });
      expect(response.statusCode, response.body).toBe(200);
      return courseTitles(response.json<{ data: SearchResult }>().data);
    };
    try {
      expect(await find('Quillwork')).toEqual([]);
      await t.db.insert(courses).values(courseRow({ title: 'Quillwork Lettering' }));

      // The same words, typed differently: the same search, remembered.
      clock += VISITOR_SEARCH_TTL_MS - 1;
      expect(await find('  QUILLWORK! ')).toEqual([]);
      const student = await registerAndLogin(t.app);
      expect(await find('quillwork', student.token)).toEqual(['Quillwork Lettering']);

      clock += 1;
      expect(await find('quillwork')).toEqual(['Quillwork Lettering']);
    } finally {
      await app.close();
    }
  });
});
