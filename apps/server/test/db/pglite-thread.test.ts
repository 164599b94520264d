import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromPglite } from '../../src/db/client';
import { PGliteThread } from '../../src/db/pglite-thread';
import { fillWithBlankPglite } from '../support/database';

/*
 * Decision 037: the embedded PGlite runs in a thread of its own. These prove that what crosses
 * between the threads behaves as PGlite does in one: results and their parsers, errors and their
 * fields, transactions and what waits for them, notices before the commit's answer, and that the
 * event loop turns while a statement runs.
 */

let dataDir: string;
let thread: PGliteThread;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-pglite-thread-'));
  await fillWithBlankPglite(dataDir);
  thread = await PGliteThread.open(path.join(dataDir, 'pglite'));
  await thread.exec(`
    create table notes (id int primary key, body text not null, at timestamptz not null default now());
    create function note_added() returns trigger language plpgsql as $$
      begin perform pg_notify('notes_changed', new.id::text); return new; end $$;
    create trigger note_added after insert on notes for each row execute function note_added();
  `);
});

afterAll(async () => {
  await thread.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('PGlite in its own thread', () => {
  it('answers a query with its rows, fields and count, in either row mode', async () => {
    const inserted = await thread.query('insert into notes (id, body) values ($1, $2), ($3, $4)', [
      1,
      'first',
      2,
      'second',
    ]);
    expect(inserted.affectedRows).toBe(2);

    const objects = await thread.query<{ id: number; body: string }>(
      'select id, body from notes order by id',
    );
    expect(objects.rows).toEqual([
      { id: 1, body: 'first' },
      { id: 2, body: 'second' },
    ]);
    expect(objects.fields.map((field) => field.name)).toEqual(['id', 'body']);

    const arrays = await thread.query('select id, body from notes order by id', [], { rowMode: 'array' });
    expect(arrays.rows).toEqual([
      [1, 'first'],
      [2, 'second'],
    ]);
  });

  it("applies the caller's parsers on this side to the text the thread returns", async () => {
    const INT4 = 23;
    const TIMESTAMPTZ = 1184;
    const { rows } = await thread.query<{ id: unknown; at: unknown; body: string }>(
      'select id, at, body from notes where id = 1',
      [],
      { parsers: { [INT4]: (value) => `int:${value}`, [TIMESTAMPTZ]: (value) => value } },
    );
    expect(rows[0]?.id).toBe('int:1');
    // Drizzle's own parsers keep a timestamp as PostgreSQL's text.
    expect(rows[0]?.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+\+00$/);
    expect(rows[0]?.body).toBe('first');
  });

  it('refuses a query option it cannot carry to the thread, rather than drop it', async () => {
    const onNotice = () => undefined;
    await expect(thread.query('select 1', [], { onNotice } as never)).rejects.toThrow(
      "PGlite's thread does not take onNotice",
    );
  });

  it("rejects with PostgreSQL's error and its fields (code, constraint, detail)", async () => {
    const failure = await thread
      .query('insert into notes (id, body) values (1, $1)', ['again'])
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      message: 'duplicate key value violates unique constraint "notes_pkey"',
      code: '23505',
      constraint: 'notes_pkey',
      detail: 'Key (id)=(1) already exists.',
      table: 'notes',
    });
  });

  it("commits a transaction's work, and rolls it back when the work throws", async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (10, 'kept')");
    });
    const failure = await thread
      .transaction(async (tx) => {
        await tx.query("insert into notes (id, body) values (11, 'lost')");
        throw new Error('the work failed');
      })
      .catch((error: unknown) => error);
    expect(failure).toEqual(new Error('the work failed'));
    await thread.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (12, 'rolled back')");
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });

    const { rows } = await thread.query<{ id: number }>('select id from notes where id >= 10 order by id');
    expect(rows).toEqual([{ id: 10 }]);
  });

  it('makes a statement outside a transaction wait until the transaction ends, as PGlite does', async () => {
    let outsideAnswered = false;
    let outside: Promise<number> | undefined;
    await thread.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (20, 'in the transaction')");
      outside = thread
        .query<{ count: number }>('select count(*)::int as count from notes where id = 20')
        .then(({ rows }) => {
          outsideAnswered = true;
          return rows[0]?.count ?? -1;
        });
      // The transaction's own statements go on while the outside one waits.
      const inside = await tx.query<{ count: number }>(
        'select count(*)::int as count from notes where id = 20',
      );
      expect(inside.rows[0]?.count).toBe(1);
      expect(outsideAnswered).toBe(false);
    });
    expect(await outside).toBe(1);
  });

  it("runs Drizzle's transactions and savepoints through it", async () => {
    const { db } = fromPglite(thread);
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (30, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into notes (id, body) values (31, 'inner')`);
          throw new Error('undo the inner one');
        })
        .catch(() => undefined);
    });
    const result = await db.execute(sql`select id from notes where id between 30 and 39 order by id`);
    expect((result as { rows: unknown[] }).rows).toEqual([{ id: 30 }]);
  });

  it('prepares a statement of data once and runs it by name after that (decision 041)', async () => {
    const statement = 'select body from notes where id = $1';
    await thread.query("insert into notes (id, body) values (50, 'kept')");
    const first = await thread.query(statement, [50]);
    const second = await thread.query(statement, [50]);
    expect(second.rows).toEqual([{ body: 'kept' }]);
    expect(second).toEqual(first);

    const kept = await thread.query<{ statement: string }>('select statement from pg_prepared_statements');
    expect(kept.rows.filter((row) => row.statement === statement)).toHaveLength(1);
  });

  it("plans a transaction's statements afresh once it changes a planner setting", async () => {
    const before = 'select id from notes where id > $1 and id < 60';
    const after = 'select id from notes where id > $1 and id < 70';
    const { db } = fromPglite(thread);
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(before.replace('$1', '0')));
      await tx.execute(sql`select id from notes where id > ${0} and id < 60`);
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`select id from notes where id > ${0} and id < 70`);
    });
    const kept = (
      await thread.query<{ statement: string }>('select statement from pg_prepared_statements')
    ).rows.map((row) => row.statement);
    expect(kept).toContain(before);
    expect(kept).not.toContain(after);
  });

  it("prepares a statement again when its result's columns have changed", async () => {
    await thread.query("insert into notes (id, body) values (60, 'before')");
    const statement = 'select * from notes where id = $1';
    expect(Object.keys((await thread.query(statement, [60])).rows[0] as object)).toEqual([
      'id',
      'body',
      'at',
    ]);

    await thread.exec('alter table notes add column mood text');
    const again = await thread.query<{ mood: string | null }>(statement, [60]);
    expect(again.rows[0]?.mood).toBeNull();
    expect(Object.keys(again.rows[0] as object)).toEqual(['id', 'body', 'at', 'mood']);
  });

  it('hands a notice over before the answer of the statement that committed it', async () => {
    const heard: string[] = [];
    const stop = await thread.listen('notes_changed', (payload) => heard.push(payload));
    await thread.transaction(async (tx) => {
      await tx.query("insert into notes (id, body) values (40, 'noticed')");
      expect(heard).toEqual([]);
    });
    expect(heard).toEqual(['40']);

    await thread.query("insert into notes (id, body) values (41, 'also noticed')");
    expect(heard).toEqual(['40', '41']);

    await stop();
    await thread.query("insert into notes (id, body) values (42, 'not heard')");
    expect(heard).toEqual(['40', '41']);
  });

  it('leaves the event loop free while a statement runs', async () => {
    let turned = false;
    const timer = setTimeout(() => {
      turned = true;
    }, 10);
    // pg_sleep holds PGlite for 300 ms: in this thread it would hold the event loop too.
    await thread.query('select pg_sleep(0.3)');
    clearTimeout(timer);
    expect(turned).toBe(true);
  });

  it('says so when the thread dies (here, out of memory), failing what was in flight and what follows', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'academy-pglite-thread-'));
    await fillWithBlankPglite(otherDir);
    const starved = await PGliteThread.open(path.join(otherDir, 'pglite'), { heapLimitMb: 64 });
    const { db, whenLost } = fromPglite(starved);
    const lost: Error[] = [];
    whenLost((error) => lost.push(error));
    try {
      // Three million rows of 1 kB do not fit in 64 MB of the thread's heap.
      await expect(
        starved.query("select repeat('abcdefghij', 100) as x from generate_series(1, 3000000)"),
      ).rejects.toThrow(/memory/);
      expect(lost).toHaveLength(1);
      expect(lost[0]?.message).toMatch(/memory/);
      await expect(db.execute(sql`select 1`)).rejects.toThrow();
    } finally {
      await starved.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('refuses statements once closed', async () => {
    const otherDir = mkdtempSync(path.join(tmpdir(), 'academy-pglite-thread-'));
    await fillWithBlankPglite(otherDir);
    const other = await PGliteThread.open(path.join(otherDir, 'pglite'));
    await other.close();
    rmSync(otherDir, { recursive: true, force: true });
    expect(other.closed).toBe(true);
    await expect(other.query('select 1')).rejects.toThrow('PGlite is closed');
  });
});
