import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/client';
import { prepareDatabase } from '../../../src/db/prepare';
import { createUser, ensureAdmin, findUserByEmail } from '../../../src/modules/users/service';
import {
  bearer,
  createTestApp,
  createTestConfig,
  loginUser,
  newCredentials,
  registerAndLogin,
  type TestApp,
} from '../../support/app';
import { runCommand } from '../../support/commands';
import { fillWithMigratedPglite } from '../../support/database';
import { buildAdapters } from '../../../src/adapters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const allUsers = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/all-users', headers: bearer(token) });
const checkAuth = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: bearer(token) });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

const NEW_ADMIN_PASSWORD = 'the-owners-own-passphrase-2026';

describe('ensureAdmin', () => {
  it("refuses to make a student's account an admin unless told to promote: nothing changes", async () => {
    const student = await registerAndLogin(t.app);

    const ensured = await ensureAdmin(t.db, {
      email: student.credentials.email,
      password: NEW_ADMIN_PASSWORD,
      name: 'Owner',
    });

    expect(ensured.outcome).toBe('refused');
    expect((await findUserByEmail(t.db, student.credentials.email))?.role).toBe('user');
    // The old student token is still only a student's; the old password still works, the new does not.
    expect((await allUsers(student.token)).statusCode).toBe(403);
    expect((await login(student.credentials.email, NEW_ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await login(student.credentials.email, student.credentials.password)).statusCode).toBe(200);
  });

  it("promotes when told to, and the student's old tokens and password stop working", async () => {
    const student = await registerAndLogin(t.app);

    const ensured = await ensureAdmin(
      t.db,
      { email: student.credentials.email, password: NEW_ADMIN_PASSWORD, name: 'Owner' },
      { promote: true },
    );

    expect(ensured.outcome).toBe('promoted');
    const oldToken = await allUsers(student.token);
    expect(oldToken.statusCode).toBe(401);
    expect(oldToken.json()).toEqual({ success: false, message: SERVER_MESSAGES.sessionExpired });
    expect((await login(student.credentials.email, student.credentials.password)).statusCode).toBe(401);
    const admin = await loginUser(t.app, { email: student.credentials.email, password: NEW_ADMIN_PASSWORD });
    expect(admin.user.role).toBe('admin');
    expect((await allUsers(admin.token)).statusCode).toBe(200);
  });

  it('creates a new admin with a verified address', async () => {
    const credentials = newCredentials();

    const ensured = await ensureAdmin(t.db, credentials);

    expect(ensured.outcome).toBe('created');
    expect(ensured.user.role).toBe('admin');
    expect(ensured.user.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('changes nothing for an admin who already has the password, so a restart signs nobody out', async () => {
    const credentials = newCredentials();
    await ensureAdmin(t.db, credentials);
    const { token } = await loginUser(t.app, credentials);

    const again = await ensureAdmin(t.db, credentials);

    expect(again.outcome).toBe('unchanged');
    expect((await checkAuth(token)).statusCode).toBe(200);
  });

  it('signs an admin out everywhere when it sets a new password', async () => {
    const credentials = newCredentials();
    await ensureAdmin(t.db, credentials);
    const { token } = await loginUser(t.app, credentials);

    const changed = await ensureAdmin(t.db, { ...credentials, password: NEW_ADMIN_PASSWORD });

    expect(changed.outcome).toBe('passwordChanged');
    expect((await checkAuth(token)).statusCode).toBe(401);
    expect((await login(credentials.email, credentials.password)).statusCode).toBe(401);
    expect((await login(credentials.email, NEW_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

/** A logger that keeps what was logged at error and info level. */
function recordingLogger() {
  const lines: { level: string; message: string; email?: string }[] = [];
  const record =
    (level: string) =>
    (fields: { email?: string }, message: string): void => {
      lines.push({ level, message, ...(fields.email ? { email: fields.email } : {}) });
    };
  const logger = { error: record('error'), info: record('info') } as unknown as FastifyBaseLogger;
  return { logger, lines };
}

describe('ADMIN_EMAIL at start-up (prepareDatabase)', () => {
  const start = async (email: string, promote?: 'true') => {
    const config = createTestConfig({
      SEED_DEMO: 'false',
      ADMIN_EMAIL: email,
      ADMIN_PASSWORD: NEW_ADMIN_PASSWORD,
      ADMIN_PROMOTE: promote,
    });
    const { logger, lines } = recordingLogger();
    try {
      await prepareDatabase(t.database, config, logger, buildAdapters(config));
    } finally {
      rmSync(config.dataDir, { recursive: true, force: true });
    }
    return lines;
  };

  it("logs an error and goes on, without promoting, when ADMIN_EMAIL names a student's account", async () => {
    const student = await registerAndLogin(t.app);

    const lines = await start(student.credentials.email);

    expect(lines).toEqual([
      {
        level: 'error',
        email: student.credentials.email,
        message:
          'ADMIN_EMAIL names a student account: not made an admin. Set ADMIN_PROMOTE=true to promote it (its password is reset and it is signed out everywhere).',
      },
    ]);
    expect((await findUserByEmail(t.db, student.credentials.email))?.role).toBe('user');
    expect((await checkAuth(student.token)).statusCode).toBe(200);
    expect((await allUsers(student.token)).statusCode).toBe(403);
  });

  it('promotes with ADMIN_PROMOTE=true, revoking the old tokens', async () => {
    const student = await registerAndLogin(t.app);

    const lines = await start(student.credentials.email, 'true');

    expect(lines.map((line) => line.level)).toEqual(['info']);
    expect((await findUserByEmail(t.db, student.credentials.email))?.role).toBe('admin');
    expect((await checkAuth(student.token)).statusCode).toBe(401);
    const admin = await loginUser(t.app, { email: student.credentials.email, password: NEW_ADMIN_PASSWORD });
    expect((await allUsers(admin.token)).statusCode).toBe(200);
  });

  it('keeps the admin signed in across restarts with the same password', async () => {
    const email = newCredentials().email;
    await start(email);
    const admin = await loginUser(t.app, { email, password: NEW_ADMIN_PASSWORD });

    await start(email);

    expect((await checkAuth(admin.token)).statusCode).toBe(200);
  });
});

describe('npm run create-admin', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'academy-create-admin-'));
    await fillWithMigratedPglite(dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The command as an operator runs it, on a database of its own on disk (PGlite in DATA_DIR). */
  const createAdmin = (...args: string[]) => runCommand('create-admin', args, { DATA_DIR: dataDir });
  /** Opens the command's database in this process (the command has exited, so it is free). */
  const withDatabase = async <T>(work: (db: TestApp['db']) => Promise<T>): Promise<T> => {
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  };

  it('creates an admin, refuses to promote a student without --promote (exit 3), and promotes with it', async () => {
    const student = newCredentials();
    const studentVersion = await withDatabase(async (db) => {
      await createUser(db, { ...student, role: 'user' });
      return (await findUserByEmail(db, student.email))?.tokenVersion;
    });

    const refused = await createAdmin('--email', student.email, '--password', NEW_ADMIN_PASSWORD);

    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(
      `${student.email} is a student's account. Run again with --promote to make it an admin (this resets its password and signs it out everywhere).`,
    );
    expect(await withDatabase((db) => findUserByEmail(db, student.email))).toMatchObject({
      role: 'user',
      tokenVersion: studentVersion,
    });

    const promoted = await createAdmin(
      '--email',
      student.email,
      '--password',
      NEW_ADMIN_PASSWORD,
      '--promote',
    );

    expect(promoted).toMatchObject({
      code: 0,
      stdout: `Promoted ${student.email} to admin and signed it out everywhere.\n`,
    });
    expect(await withDatabase((db) => findUserByEmail(db, student.email))).toMatchObject({
      role: 'admin',
      tokenVersion: (studentVersion ?? 0) + 1,
    });

    const owner = newCredentials().email;
    const created = await createAdmin('--email', owner, '--password', NEW_ADMIN_PASSWORD, '--name', 'Owner');
    expect(created).toMatchObject({ code: 0, stdout: `Created admin ${owner}.\n` });
    const again = await createAdmin('--email', owner, '--password', NEW_ADMIN_PASSWORD);
    expect(again).toMatchObject({
      code: 0,
      stdout: `${owner} is already an admin with this password; nothing changed.\n`,
    });
  });

  it('refuses a password that student registration would refuse, naming the problem (exit 2)', async () => {
    const owner = newCredentials().email;

    const common = await createAdmin('--email', owner, '--password', '123456789');
    const itsEmail = await createAdmin('--email', owner, '--password', owner);

    expect(common.code).toBe(2);
    expect(common.stderr).toContain(`--password: ${PASSWORD_RULES.common}`);
    expect(itsEmail.code).toBe(2);
    expect(itsEmail.stderr).toContain(`--password: ${PASSWORD_RULES.isEmail}`);
    expect(await withDatabase((db) => findUserByEmail(db, owner))).toBeUndefined();
  });
});
