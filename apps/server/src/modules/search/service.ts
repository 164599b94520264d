import type { SearchResult } from '@academy/shared/search-api';
import { SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE } from '@academy/shared/search-rules';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { searchQueries } from '../../db/schema/search';
import { SEARCHABLE_ASSETS } from '../assets/searchable';
import { assetProduct } from '../assets/summaries';
import { rankedProductSummaries } from '../catalogue/products';
import { SEARCHABLE_COURSES } from '../courses/searchable';
import { courseProduct } from '../courses/summaries';

/** Matches ranked per pool (see rankedIds): every match of a precise search; pools grow by this. */
const RANK_POOL = 100;
/** Words this short are matched whole unless they are the last one typed. */
const SHORT_WORD = 3;
/** Words beyond these are ignored: every one of them must match, so more only narrows. */
const MAX_WORDS = 12;
/** Longer words are cut to a prefix: PostgreSQL refuses tsquery words over 2,047 bytes. */
const MAX_WORD_LENGTH = 60;
/** Trigram similarity of a query longer than any title only falls; this bounds its cost. */
const MAX_TRIGRAM_TEXT = 120;
/** Words this long are also tried with two neighbouring letters swapped ('desgin'). */
const SWAP_FROM_LENGTH = 4;
/** Longer words are not respelled: the alternatives grow with the length, typos do not. */
const SWAP_UP_TO_LENGTH = 16;

/** The first `max` characters, counting an emoji or other astral character as one. */
const truncate = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/** Letters (any script), their combining marks (Devanagari vowel signs, nukta) and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

export type SearchTerms = {
  /**
   * A `to_tsquery` expression built only from letters, marks and digits, every word required:
   * `photo:* & typo:*`. Empty when the text has no words.
   */
  allWords: string;
  /** The same words, any of them: `photo:* | typo:*` (to rank by how many a title holds). */
  anyWord: string;
  /** The text compared by trigram similarity with titles: words joined by single spaces. */
  trigramText: string;
  /**
   * Every word or one of its respellings, every word required: `(desgin:* | edsgin:* | … |
   * design:* | desgni:*)`. The respellings swap two neighbouring letters, the commonest typo
   * that trigrams miss in a short word.
   */
  respelledAllWords: string;
  /** The same, any of them (to rank by how many a title holds). */
  respelledAnyWord: string;
  wordCount: number;
};

const LETTER = /^\p{L}$/u;

/**
 * The word with each pair of neighbouring, different letters swapped in turn. A vowel sign or
 * other mark stays with its letter: moved, it would make no syllable at all.
 */
function swapsOf(word: string): string[] {
  const letters = Array.from(word);
  if (letters.length < SWAP_FROM_LENGTH || letters.length > SWAP_UP_TO_LENGTH) return [];
  const swaps = new Set<string>();
  for (let index = 0; index < letters.length - 1; index += 1) {
    const [first = '', second = ''] = [letters[index], letters[index + 1]];
    if (first === second || !LETTER.test(first) || !LETTER.test(second)) continue;
    const swapped = [...letters];
    [swapped[index], swapped[index + 1]] = [second, first];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}

/**
 * Splits what a visitor typed into words and builds the query parts from them alone, so no
 * character of the input can act as tsquery syntax (`& | ! ( ) : * '` and backslashes are
 * separators here) and everything reaches PostgreSQL as a bound parameter. Each word of two
 * or more characters matches as a prefix ('typo' finds 'Typography').
 */
export function searchTerms(text: string): SearchTerms {
  const words = (text.normalize('NFC').toLowerCase().match(WORD) ?? [])
    .slice(0, MAX_WORDS)
    .map((word) => truncate(word, MAX_WORD_LENGTH));
  // A prefix of one letter means nothing; a short word before the last one is a whole word
  // ('premiere pro social', 'ui design'), and as a prefix it would match half the catalogue.
  const asLexeme = (word: string, index: number) => {
    const length = Array.from(word).length;
    const whole = length === 1 || (length <= SHORT_WORD && index < words.length - 1);
    return whole ? word : `${word}:*`;
  };
  const lexemes = words.map(asLexeme);
  const respelled = words.map((word, index) =>
    [word, ...swapsOf(word)].map((spelling) => asLexeme(spelling, index)),
  );
  return {
    allWords: lexemes.join(' & '),
    anyWord: lexemes.join(' | '),
    trigramText: truncate(words.join(' '), MAX_TRIGRAM_TEXT),
    respelledAllWords: respelled
      .map((spellings) => (spellings.length > 1 ? `(${spellings.join(' | ')})` : spellings.join('')))
      .join(' & '),
    respelledAnyWord: respelled.flat().join(' | '),
    wordCount: words.length,
  };
}

/** What the ranking needs to know of a table. */
type Searchable = {
  table: PgTable;
  id: PgColumn;
  date: PgColumn;
  /** Every searchable word of a row (tsvector, GIN-indexed). */
  document: PgColumn;
  /** The title's and category's words only (small tsvector, GIN-indexed). */
  labels: PgColumn;
  /** The title, trigram-indexed. */
  title: PgColumn;
  /** The title in Latin letters (devanagari_to_latin, decision 023), trigram-indexed. */
  titleLatin: PgColumn;
  /** Rows the public may find. */
  visible: SQL;
};

const COURSES: Searchable = SEARCHABLE_COURSES;
const ASSETS: Searchable = SEARCHABLE_ASSETS;

/** Words as written or as English stems: 'Fonts' matches 'font', 'डिज़ाइन' matches itself. */
const tsquery = (expression: string | SQL) => {
  const text = typeof expression === 'string' ? sql`${expression}::text` : expression;
  return sql`(to_tsquery('simple', ${text}) || to_tsquery('english', ${text}))`;
};

/**
 * The expression's Devanagari words in Latin letters ('फोटोशॉप:*' → 'photoshop:*'): the
 * operators and prefixes are not Devanagari, so they stay as they are.
 */
const inLatinLetters = (expression: string) => tsquery(sql`devanagari_to_latin(${expression}::text)`);

/** Which of the ranked matches to answer: `take` of them after the best `skip`. */
export type SearchWindow = { skip: number; take: number };

const FIRST_PAGE: SearchWindow = { skip: 0, take: SEARCH_PAGE_SIZE };

/**
 * The best matches in `window`, best first, as a query answering `id` and `position`.
 *
 * 1. Full text: a row matches when its document holds every word (as a prefix, as written or
 *    stemmed). Rank: how well the title and category match (ts_rank of the small label vector:
 *    title A, category B), then the newest. A row that holds the words only in its description
 *    ranks after every title or category match.
 * 2. Respellings and the other script, only when the full-text matches leave room: titles
 *    and categories that hold every word with two neighbouring letters swapped ('desgin' finds
 *    'Design'), or every word written in Latin letters ('फोटोशॉप' finds 'Photoshop').
 * 3. Typos, only when there is still room: titles trigram-similar to the text, as written or
 *    in Latin letters ('photosop' ~ 'Photoshop'; 'photoshop' ~ 'फोटोशॉप', whose title in Latin
 *    letters is 'photoshop'; pg_trgm's `<%` with word_similarity_threshold, 0.6 by default),
 *    most similar first.
 *
 * So that a very common word ('design', 'print') costs no more than a rare one, only a pool is
 * ranked: the first RANK_POOL rows found whose labels match, and, only when those do not fill
 * the list, the first RANK_POOL whose document matches. A search precise enough to have fewer
 * matches than that is ranked exactly; a broader one is ranked within the pool (see
 * docs/decisions/004-catalogue-search.md).
 *
 * A later page needs more matches ranked than the first: the pool grows by whole RANK_POOLs
 * to hold every match before the window's end. The first four pages of 24 share one pool of
 * 100, so their order is one order; deeper pages rank a larger pool and cost more.
 */
function ranking(target: Searchable, terms: SearchTerms, window: SearchWindow): SQL {
  const all = tsquery(terms.allWords);
  const { table, id, date, labels, document, title, titleLatin, visible } = target;
  const text = sql`${terms.trigramText}::text`;
  const textInLatin = sql`devanagari_to_latin(${text})`;
  const ranked = window.skip + window.take;
  const pool = Math.ceil(ranked / RANK_POOL) * RANK_POOL;
  return sql`
    with label_pool as (
      select ${id} as id from ${table} where ${labels} @@ ${all} limit ${pool}
    ),
    document_pool as (
      select ${id} as id from ${table}
      where (select count(*) from label_pool) < ${ranked} and ${document} @@ ${all}
      limit ${pool}
    ),
    full_text as (
      select ${id} as id, 0 as tier, ts_rank(${labels}, ${tsquery(terms.anyWord)}) as score, ${date} as date
      from ${table}
      where ${id} in (select id from label_pool union select id from document_pool) and ${visible}
      order by score desc, date desc, id
      limit ${ranked}
    ),
    respelled as (
      select ${id} as id, 1 as tier,
        ts_rank(${labels}, ${tsquery(terms.respelledAnyWord)} || ${inLatinLetters(terms.anyWord)}) as score,
        ${date} as date
      from ${table}
      where (select count(*) from full_text) < ${ranked}
        and (${labels} @@ ${tsquery(terms.respelledAllWords)} or ${labels} @@ ${inLatinLetters(terms.allWords)})
        and ${visible}
        and ${id} not in (select id from full_text)
      order by score desc, date desc, id
      limit ${ranked}
    ),
    similar_titles as (
      select ${id} as id, 2 as tier,
        greatest(
          word_similarity(${text}, ${title}),
          word_similarity(${text}, ${titleLatin}),
          word_similarity(${textInLatin}, ${title})
        ) as score,
        ${date} as date
      from ${table}
      where (select count(*) from full_text) + (select count(*) from respelled) < ${ranked}
        and (${text} <% ${title} or ${text} <% ${titleLatin} or ${textInLatin} <% ${title})
        and ${visible}
        and ${id} not in (select id from full_text union all select id from respelled)
      order by score desc, date desc, id
      limit ${ranked}
    )
    select id, row_number() over (order by tier, score desc, date desc, id) as position
    from (
      select * from full_text union all select * from respelled union all select * from similar_titles
    ) as ranked
    order by position
    limit ${window.take} offset ${window.skip}`;
}

/**
 * Runs a statement that holds a ranking. For one word the planner estimates well from the
 * column statistics: it reads the GIN index for a rare word and scans until the pool is full for
 * a very common one (cheaper than collecting 50,000 index entries). For several words it
 * guesses ten times too many matches and would scan the table too (26,000 rows read for 100
 * found, 20-30 ms at 50,000 assets); the GIN indexes answer those in a few milliseconds.
 */
function withRankingPlan<Result>(
  db: Executor,
  terms: SearchTerms,
  read: (executor: Executor) => Promise<Result>,
): Promise<Result> {
  if (terms.wordCount <= 1) return read(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return read(tx);
  });
}

const rankedIds = async (db: Executor, target: Searchable, terms: SearchTerms, window: SearchWindow) => {
  if (!terms.allWords) return [];
  const statement = ranking(target, terms, window);
  const result = (await withRankingPlan(db, terms, (executor) => executor.execute(statement))) as {
    rows: { id: string }[];
  };
  return result.rows.map((row) => row.id);
};

/** The ids of the best published courses for the text, best first (the first page unless asked). */
export const searchCourseIds = (db: Executor, terms: SearchTerms, window: SearchWindow = FIRST_PAGE) =>
  rankedIds(db, COURSES, terms, window);
/** The ids of the best assets for the text, best first (the first page unless asked). */
export const searchAssetIds = (db: Executor, terms: SearchTerms, window: SearchWindow = FIRST_PAGE) =>
  rankedIds(db, ASSETS, terms, window);

/**
 * One page of the published courses and assets matching the text, best first; nothing for a
 * blank text. Each kind is one statement, ranking and summaries together, and the two are asked
 * for at once. Each ranks one match beyond the page: whether either has one decides `nextPage`,
 * with no count of every match.
 */
export async function searchCatalogue(db: Executor, text: string, page = 1): Promise<SearchResult> {
  const terms = searchTerms(text);
  if (!terms.allWords) return { courses: [], assets: [], nextPage: null };
  const window = { skip: (page - 1) * SEARCH_PAGE_SIZE, take: SEARCH_PAGE_SIZE + 1 };
  // Several words: both kinds in one transaction with one plan setting, five statements where two
  // transactions of four each were a fifth of a class's statements (issue 33).
  const [courseMatches, assetMatches] = await withRankingPlan(db, terms, (executor) =>
    Promise.all([
      rankedProductSummaries(executor, courseProduct, ranking(COURSES, terms, window)),
      rankedProductSummaries(executor, assetProduct, ranking(ASSETS, terms, window)),
    ]),
  );
  const more = courseMatches.length > SEARCH_PAGE_SIZE || assetMatches.length > SEARCH_PAGE_SIZE;
  return {
    courses: courseMatches.slice(0, SEARCH_PAGE_SIZE),
    assets: assetMatches.slice(0, SEARCH_PAGE_SIZE),
    nextPage: more && page < SEARCH_MAX_PAGE ? page + 1 : null,
  };
}

/** Keeps what a visitor searched for (the admin's search report). */
export async function recordSearch(db: Executor, query: string, userId: string | null): Promise<void> {
  await db.insert(searchQueries).values({ query, userId });
}

/** Erasure of an account (issue 11): what the student searched for while signed in. */
export async function deleteSearchesOf(db: Executor, userId: string): Promise<void> {
  await db.delete(searchQueries).where(eq(searchQueries.userId, userId));
}
