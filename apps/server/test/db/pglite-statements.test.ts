import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fromPglite } from '../../src/db/client';
import { preparedStatements } from '../../src/db/pglite-statements';
import { fillWithBlankPglite } from '../support/database';

let dataDir: string;
let database: PGlite;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-pglite-statements-'));
  await fillWithBlankPglite(dataDir);
  database = await PGlite.create(path.join(dataDir, 'pglite'));
});

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const preparedNow = async () =>
  (
    await database.query<{ statement: string }>(
      'select statement from pg_prepared_statements order by prepare_time',
    )
  ).rows.map((row) => row.statement);

it('keeps at most its limit of prepared statements, closing the longest unused first', async () => {
  const statements = preparedStatements(database, 3);
  const texts = [1, 2, 3, 4].map((n) => `select ${n} + $1::int as sum`);
  for (const text of texts.slice(0, 3)) await statements.query(text, [1], {}, false);
  // The first is used again, so the second is now the longest unused.
  expect((await statements.query(texts[0]!, [10], {}, false)).rows).toEqual([{ sum: 11 }]);
  await statements.query(texts[3]!, [1], {}, false);

  expect((await preparedNow()).sort()).toEqual([texts[0], texts[2], texts[3]].sort());
  expect((await statements.query(texts[1]!, [2], {}, false)).rows).toEqual([{ sum: 4 }]);
});

it("answers as PGlite's own query does: rows in either mode, fields, affected rows, parsers and errors", async () => {
  const statements = preparedStatements(database);
  await database.exec('create table marks (id int primary key, at timestamptz not null, tags jsonb)');
  const insert = 'insert into marks (id, at, tags) values ($1, $2, $3), ($4, $5, $6)';
  const at = new Date('2026-12-02T03:00:00Z');
  const params = [1, at, { a: 1 }, 2, at, null];
  expect((await statements.query(insert, params, {}, false)).affectedRows).toBe(2);

  const select = 'select id, at, tags from marks order by id';
  for (const rowMode of ['object', 'array'] as const) {
    const ours = await statements.query(select, [], { rowMode }, false);
    expect(ours).toEqual(await database.query(select, [], { rowMode }));
  }
  const asText = await statements.query(
    select,
    [],
    { parsers: { 1184: (value: string) => `text ${value}` } },
    false,
  );
  expect((asText.rows[0] as { at: string }).at).toMatch(/^text 2026-12-02/);

  await expect(statements.query(insert, params, {}, false)).rejects.toMatchObject({ code: '23505' });
  expect((await statements.query('select count(*)::int as n from marks', [], {}, false)).rows).toEqual([
    { n: 2 },
  ]);
});

it("prepares Drizzle's statements on PGlite in this thread too, and plans afresh after a `set local`", async () => {
  const otherDir = mkdtempSync(path.join(tmpdir(), 'academy-pglite-statements-'));
  await fillWithBlankPglite(otherDir);
  const other = await PGlite.create(path.join(otherDir, 'pglite'));
  try {
    const { db } = fromPglite(other);
    await db.execute(sql`create table notes (id int primary key, body text not null)`);
    await db.execute(sql`insert into notes (id, body) values (${1}, ${'one'})`);
    const kept = 'select body from notes where id = $1';
    const afresh = 'select body from notes where id > $1';
    await db.transaction(async (tx) => {
      const first = (await tx.execute(sql`select body from notes where id = ${1}`)) as { rows: unknown[] };
      expect(first.rows).toEqual([{ body: 'one' }]);
      await tx.execute(sql`set local enable_seqscan = off`);
      const second = (await tx.execute(sql`select body from notes where id > ${0}`)) as { rows: unknown[] };
      expect(second.rows).toEqual([{ body: 'one' }]);
    });
    const prepared = (
      await other.query<{ statement: string }>('select statement from pg_prepared_statements')
    ).rows.map((row) => row.statement);
    expect(prepared).toContain(kept);
    expect(prepared).toContain('insert into notes (id, body) values ($1, $2)');
    expect(prepared).not.toContain(afresh);
  } finally {
    await other.close();
    rmSync(otherDir, { recursive: true, force: true });
  }
});
