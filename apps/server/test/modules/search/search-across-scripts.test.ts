import type { SearchResult } from '@academy/shared/search-api';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digitalAssets } from '../../../src/db/schema/assets';
import { courses } from '../../../src/db/schema/courses';
import { searchTerms } from '../../../src/modules/search/service';
import { createTestApp, type TestApp } from '../../support/app';

/*
 * Search across scripts and past swapped letters (issue 28, decision 023): a student types
 * फोटोशॉप for Photoshop, or the other way, or 'desgin' for design.
 */

let t: TestApp;

const course = (title: string, day: number, extra: Partial<typeof courses.$inferInsert> = {}) => ({
  title,
  category: 'Creative Tools',
  level: 'Beginner',
  primaryLanguage: 'English',
  objectives: 'Work confidently',
  welcomeMessage: 'Welcome!',
  pricePaise: 149_900,
  fakePricePaise: 149_900,
  description: 'A practical course taught at our Pune studio.',
  date: new Date(Date.UTC(2025, 0, day)),
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(courses)
    .values([
      course('Photoshop Masterclass', 1),
      course('फोटोशॉप सीखें', 2, { primaryLanguage: 'Hindi', description: 'रंग और रीटचिंग।' }),
      course('Design Thinking Basics', 3),
      course('Typography Essentials', 4, { category: 'Typography' }),
      course('मराठी कॅलिग्राफी', 5, { primaryLanguage: 'Marathi' }),
    ]);
  await t.db.insert(digitalAssets).values([
    { name: 'Photoshop Action Pack', pricePaise: 49_900, fakePricePaise: 49_900, category: 'Designs' },
    { name: 'फ़ॉन्ट पैक', pricePaise: 49_900, fakePricePaise: 49_900, category: 'Fonts' },
  ]);
});

afterAll(async () => {
  await t?.close();
});

async function search(q: string): Promise<SearchResult> {
  const response = await t.app.inject({ method: 'GET', url: '/api/student/course/search', query: { q } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: SearchResult }>().data;
}
const courseTitles = (result: SearchResult) => result.courses.map((found) => found.title);
const assetNames = (result: SearchResult) => result.assets.map((found) => found.name);

describe('devanagari_to_latin', () => {
  it.each([
    ['फोटोशॉप', 'photoshop'],
    ['कलाकृति', 'kalakriti'],
    ['संगीत', 'sangit'],
    ['फ़ॉन्ट', 'font'],
    ['डिज़ाइन', 'dizain'],
    ['मराठी कॅलिग्राफी', 'marathi keligraphi'],
    ['Photoshop सीखें', 'Photoshop sikhen'],
    ['२०२६ में', '2026 men'],
    ['Typography', 'Typography'],
  ])('writes %s as %s', async (devanagari, latin) => {
    const { rows } = (await t.db.execute(sql`select devanagari_to_latin(${devanagari}::text) as latin`)) as {
      rows: { latin: string }[];
    };
    expect(rows[0]?.latin).toBe(latin);
  });

  it('keeps each title in Latin letters beside it, as PostgreSQL writes it', async () => {
    const [row] = await t.db
      .select({ titleLatin: courses.titleLatin })
      .from(courses)
      .where(eq(courses.title, 'फोटोशॉप सीखें'));
    expect(row?.titleLatin).toBe('photoshop sikhen');
    await t.db.update(courses).set({ title: 'फोटोशॉप सीखें आज' }).where(eq(courses.title, 'फोटोशॉप सीखें'));
    const [renamed] = await t.db
      .select({ titleLatin: courses.titleLatin })
      .from(courses)
      .where(eq(courses.title, 'फोटोशॉप सीखें आज'));
    expect(renamed?.titleLatin).toBe('photoshop sikhen aj');
    await t.db.update(courses).set({ title: 'फोटोशॉप सीखें' }).where(eq(courses.title, 'फोटोशॉप सीखें आज'));
  });
});

describe('searching across scripts', () => {
  it('finds Photoshop from फोटोशॉप, after what is written that way', async () => {
    const result = await search('फोटोशॉप');
    expect(courseTitles(result)).toEqual(['फोटोशॉप सीखें', 'Photoshop Masterclass']);
    expect(assetNames(result)).toEqual(['Photoshop Action Pack']);
  });

  it('finds फोटोशॉप from Photoshop, after what is written that way', async () => {
    expect(courseTitles(await search('photoshop'))).toEqual(['Photoshop Masterclass', 'फोटोशॉप सीखें']);
    expect(assetNames(await search('font'))).toEqual(['फ़ॉन्ट पैक']);
  });

  it('finds Marathi titles typed in Latin letters', async () => {
    expect(courseTitles(await search('marathi calligraphy'))).toEqual([]);
    expect(courseTitles(await search('marathi'))).toEqual(['मराठी कॅलिग्राफी']);
  });
});

describe('searching past two swapped letters', () => {
  it('finds design from desgin, and typography from tyopgraphy', async () => {
    expect(courseTitles(await search('desgin'))).toEqual(['Design Thinking Basics']);
    expect(courseTitles(await search('desgin thinknig'))).toEqual(['Design Thinking Basics']);
    expect(courseTitles(await search('tyopgraphy'))).toEqual(['Typography Essentials']);
  });

  it('ranks what is spelled as typed first', async () => {
    expect(courseTitles(await search('design'))).toEqual(['Design Thinking Basics']);
  });

  it('respells words of four letters or more, every neighbouring pair that differs', () => {
    const terms = searchTerms('ui desgin');
    expect(terms.respelledAllWords).toBe(
      'ui & (desgin:* | edsgin:* | dsegin:* | degsin:* | design:* | desgni:*)',
    );
    expect(terms.respelledAnyWord).toBe(
      'ui | desgin:* | edsgin:* | dsegin:* | degsin:* | design:* | desgni:*',
    );
    expect(searchTerms('book').respelledAllWords).toBe('(book:* | obok:* | boko:*)');
  });
});
