import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteClient } from '../../../src/db/client';
import { PGliteThread } from '../../../src/db/pglite-thread';
import { LISTENER_APPLICATION_NAME } from '../../../src/db/database-changes';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../support/app';
import { fillWithMigratedPglite } from '../../support/database';

/*
 * Decision 036: a signed-in caller's account is read once and kept until the database says it
 * changed (migration 0035's triggers, LISTEN), however the change was written: most of these
 * write with plain SQL, as an operator's script would, not through the store's services. PGlite
 * takes a change at once; PostgreSQL as its notice arrives, milliseconds later, and at once for a
 * change written through the instance itself.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const adminRead = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/jobs?limit=1', headers: bearer(token) });
const ownRead = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: bearer(token) });

type Read = () => Promise<{ statusCode: number }>;
async function expectTaken(read: Read, status: number) {
  if (t.database.driver === 'pglite') expect((await read()).statusCode).toBe(status);
  else await expect.poll(async () => (await read()).statusCode, { timeout: 5_000 }).toBe(status);
}

describe("a signed-in caller's account", () => {
  it('takes a role given or taken away at the next request', async () => {
    const { token, user } = await registerAndLogin(t.app);
    expect((await adminRead(token)).statusCode).toBe(403);

    await t.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${user._id}`);
    await expectTaken(() => adminRead(token), 200);

    await t.db.execute(sql`UPDATE users SET role = 'user' WHERE id = ${user._id}`);
    await expectTaken(() => adminRead(token), 403);
  });

  it('refuses its tokens at the next request once they are revoked, or the account is gone', async () => {
    const revoked = await registerAndLogin(t.app);
    expect((await ownRead(revoked.token)).statusCode).toBe(200);
    await t.db.execute(
      sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${revoked.user._id}`,
    );
    await expectTaken(() => ownRead(revoked.token), 401);

    const erased = await registerAndLogin(t.app);
    expect((await ownRead(erased.token)).statusCode).toBe(200);
    await t.db.execute(sql`DELETE FROM users WHERE id = ${erased.user._id}`);
    await expectTaken(() => ownRead(erased.token), 401);
  });

  it('refuses a token at the very next request after a sign-out everywhere through the store', async () => {
    const { token } = await registerAndLogin(t.app);
    expect((await ownRead(token)).statusCode).toBe(200);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: bearer(token),
    });
    expect(signedOut.statusCode).toBe(200);
    expect((await ownRead(token)).statusCode).toBe(401);
  });

  it('is kept between requests: a change the database does not tell of is not seen', async () => {
    // PostgreSQL's listening connection is made in the background as the store starts.
    await expect.poll(() => t.app.callerAccounts.live, { timeout: 10_000 }).toBe(true);
    const { token, user } = await registerAndLogin(t.app);
    expect((await adminRead(token)).statusCode).toBe(403);

    await changeSilently(sql`UPDATE users SET role = 'admin' WHERE id = ${user._id}`);
    expect((await adminRead(token)).statusCode).toBe(403);

    // The next change the database tells of is taken.
    await t.db.execute(sql`UPDATE users SET name = 'Renamed Student' WHERE id = ${user._id}`);
    await expectTaken(() => adminRead(token), 200);
  });
});

/** A change with the triggers off: only a process that reads the account again sees it. */
async function changeSilently(change: SQL) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER users_account_changed`);
    await tx.execute(change);
    await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER users_account_changed`);
  });
}

describe('two instances of the store on one database', () => {
  let other: TestApp;
  beforeAll(async () => {
    other = await createTestApp({}, { database: t.database });
  });
  afterAll(async () => {
    await other?.close();
  });

  it('a sign-out everywhere through one is refused by the other', async () => {
    const { token } = await registerAndLogin(t.app);
    const onOther = () =>
      other.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: bearer(token) });
    expect((await onOther()).statusCode).toBe(200);

    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/account/sign-out-everywhere',
      headers: bearer(token),
    });
    expect(signedOut.statusCode).toBe(200);
    await expect.poll(async () => (await onOther()).statusCode, { timeout: 5_000 }).toBe(401);
  });
});

describe.runIf(process.env['TEST_DATABASE_URL'])('on PostgreSQL, the listening connection', () => {
  const listeners = async () =>
    (
      (await t.db.execute(
        sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`,
      )) as unknown as { rows: { pid: number }[] }
    ).rows;

  it('lost: every request reads its caller until it is back, then accounts are kept again', async () => {
    await expect.poll(() => t.app.callerAccounts.live, { timeout: 10_000 }).toBe(true);
    const { token, user } = await registerAndLogin(t.app);
    expect((await adminRead(token)).statusCode).toBe(403);
    const before = await listeners();
    expect(before.length).toBeGreaterThan(0);

    await t.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENER_APPLICATION_NAME}`);
    await expect.poll(() => t.app.callerAccounts.live, { timeout: 5_000 }).toBe(false);
    await changeSilently(sql`UPDATE users SET role = 'admin' WHERE id = ${user._id}`);
    expect((await adminRead(token)).statusCode).toBe(200);

    // Back within its first retry: a silent change is again not seen.
    await expect.poll(() => t.app.callerAccounts.live, { timeout: 10_000 }).toBe(true);
    expect(await listeners()).toHaveLength(before.length);
    expect((await adminRead(token)).statusCode).toBe(200);
    await changeSilently(sql`UPDATE users SET role = 'user' WHERE id = ${user._id}`);
    expect((await adminRead(token)).statusCode).toBe(200);
  });
});

describe('with PGlite in its own thread, as the server runs it (decision 037)', () => {
  it('takes a role or a revocation written with plain SQL at the next request', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'academy-caller-thread-'));
    await fillWithMigratedPglite(dataDir);
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    const threaded = await createTestApp({}, { database });
    try {
      expect(pgliteClient(database.db)).toBeInstanceOf(PGliteThread);
      const { token, user } = await registerAndLogin(threaded.app);
      const read = (url: string) => threaded.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect((await read('/api/admin/jobs?limit=1')).statusCode).toBe(403);

      await database.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${user._id}`);
      expect((await read('/api/admin/jobs?limit=1')).statusCode).toBe(200);

      await database.db.execute(
        sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${user._id}`,
      );
      expect((await read('/api/auth/check-auth')).statusCode).toBe(401);
    } finally {
      await threaded.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
