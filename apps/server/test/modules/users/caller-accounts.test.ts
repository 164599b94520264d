import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerAndLogin, type TestApp } from '../../support/app';

/*
 * Decision 036: on PGlite a signed-in caller's account is read once and kept until the database
 * says it changed (migration 0035's triggers); on PostgreSQL it is read on every request. Either
 * way a change takes effect on the caller's very next request, however it was written: these
 * write with plain SQL, as an operator's script would, not through the store's services.
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

describe("a signed-in caller's account", () => {
  it('takes a role given or taken away at the next request', async () => {
    const { token, user } = await registerAndLogin(t.app);
    expect((await adminRead(token)).statusCode).toBe(403);

    await t.db.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${user._id}`);
    expect((await adminRead(token)).statusCode).toBe(200);

    await t.db.execute(sql`UPDATE users SET role = 'user' WHERE id = ${user._id}`);
    expect((await adminRead(token)).statusCode).toBe(403);
  });

  it('refuses its tokens at the next request once they are revoked, or the account is gone', async () => {
    const revoked = await registerAndLogin(t.app);
    expect((await ownRead(revoked.token)).statusCode).toBe(200);
    await t.db.execute(
      sql`UPDATE users SET token_version = token_version + 1 WHERE id = ${revoked.user._id}`,
    );
    expect((await ownRead(revoked.token)).statusCode).toBe(401);

    const erased = await registerAndLogin(t.app);
    expect((await ownRead(erased.token)).statusCode).toBe(200);
    await t.db.execute(sql`DELETE FROM users WHERE id = ${erased.user._id}`);
    expect((await ownRead(erased.token)).statusCode).toBe(401);
  });

  it('is kept between requests on PGlite, and read on every request on PostgreSQL', async () => {
    const { token, user } = await registerAndLogin(t.app);
    expect((await adminRead(token)).statusCode).toBe(403);

    // With the triggers off, only a process that reads the account on each request sees a change.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER users_account_changed`);
      await tx.execute(sql`UPDATE users SET role = 'admin' WHERE id = ${user._id}`);
      await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER users_account_changed`);
    });
    expect((await adminRead(token)).statusCode).toBe(t.database.driver === 'pglite' ? 403 : 200);

    // The next change the database tells of is taken at once.
    await t.db.execute(sql`UPDATE users SET name = 'Renamed Student' WHERE id = ${user._id}`);
    expect((await adminRead(token)).statusCode).toBe(200);
  });
});
