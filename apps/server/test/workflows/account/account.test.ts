import { randomBytes, randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES, type AccountProfile } from '@academy/shared/account';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../../../src/db/schema/access';
import { accountTokens } from '../../../src/db/schema/auth';
import { cartItems, carts } from '../../../src/db/schema/cart';
import { courseCompletions } from '../../../src/db/schema/certificates';
import { lectures } from '../../../src/db/schema/courses';
import { mailMessages } from '../../../src/db/schema/infrastructure';
import { checkoutReminders, orderItems, orders } from '../../../src/db/schema/orders';
import { lectureProgress } from '../../../src/db/schema/progress';
import { searchQueries } from '../../../src/db/schema/search';
import { users } from '../../../src/db/schema/users';
import { wishlistItems } from '../../../src/db/schema/wishlist';
import { createUser } from '../../../src/modules/users/service';
import {
  bearer,
  createAdmin,
  createTestApp,
  loginUser,
  registerAndLogin,
  registerUser,
  type TestApp,
} from '../../support/app';
import { addTestCourse } from '../../support/catalogue';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  // First, so the test catalogue names the admin as its author, never a student being erased.
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Method = 'GET' | 'PATCH' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

const getAccount = (token?: string) => call('GET', '/api/account', token);
const patchAccount = (body: object, token?: string) => call('PATCH', '/api/account', token, body);
const changePassword = (body: object, token?: string) => call('POST', '/api/account/password', token, body);
const signOutEverywhere = (token?: string) => call('POST', '/api/account/sign-out-everywhere', token);
const deleteAccount = (body: object, token?: string) => call('DELETE', '/api/account', token, body);

const profileOf = async (token: string) => {
  const response = await getAccount(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { account: AccountProfile } }>().data.account;
};

/** A strong password nobody else uses. */
const freshPassword = () => `Kesar-${randomBytes(4).toString('hex')}-Chai`;

/** A Google-only account (no password), signed in with a token as Google sign-in issues it. */
async function googleOnlyStudent() {
  const email = `google-${randomUUID().slice(0, 8)}@example.com`;
  const user = await createUser(t.db, {
    name: 'Gauri Google',
    email,
    phone: '',
    googleSubject: `google-${randomUUID()}`,
  });
  if (!user) throw new Error('The Google-only account was not created');
  const token = await t.app.tokens.sign({ userId: user.id, role: 'user', tokenVersion: user.tokenVersion });
  return { user, token, email };
}

describe('a visitor', () => {
  it('is asked to sign in by every account route', async () => {
    const answers = await Promise.all([
      getAccount(),
      patchAccount({ name: 'Asha', phone: '9876543210' }),
      changePassword({ currentPassword: 'x', newPassword: freshPassword() }),
      signOutEverywhere(),
      deleteAccount({ password: 'x' }),
    ]);
    for (const response of answers) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: SERVER_MESSAGES.authRequired });
    }
  });
});

describe('GET /api/account', () => {
  it("answers the caller's own profile, for a student and for an admin", async () => {
    const student = await registerAndLogin(t.app);
    const profile = await profileOf(student.token);
    expect(profile).toEqual({
      _id: student.user._id,
      name: student.credentials.name,
      email: student.credentials.email,
      phone: student.credentials.phone,
      role: 'user',
      hasPassword: true,
      googleLinked: false,
      language: 'en',
      marketingEmails: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await profileOf(admin.token)).toMatchObject({ _id: admin.user._id, role: 'admin' });
  });

  it('tells a Google-only account apart: no password, Google linked', async () => {
    const google = await googleOnlyStudent();
    expect(await profileOf(google.token)).toMatchObject({
      email: google.email,
      hasPassword: false,
      googleLinked: true,
    });
  });

  it("never answers another student's account: each token reads only its own", async () => {
    const first = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const seen = await profileOf(other.token);
    expect(seen._id).toBe(other.user._id);
    expect(JSON.stringify(seen)).not.toContain(first.credentials.email);
  });
});

describe('PATCH /api/account', () => {
  it('changes the name and phone, keeps the email, and answers the updated profile', async () => {
    const student = await registerAndLogin(t.app);
    const response = await patchAccount(
      { name: '  Asha Deshpande ', phone: '+91 90000 12345', email: 'taken-over@example.com' },
      student.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.profileUpdated,
      data: {
        account: { name: 'Asha Deshpande', phone: '+91 90000 12345', email: student.credentials.email },
      },
      user: { _id: student.user._id, name: 'Asha Deshpande', email: student.credentials.email },
    });
    expect(await profileOf(student.token)).toMatchObject({
      name: 'Asha Deshpande',
      phone: '+91 90000 12345',
    });
  });

  it('refuses what registration refuses, naming the field', async () => {
    const student = await registerAndLogin(t.app);
    const cases: [object, string][] = [
      [{ name: '   ', phone: '9876543210' }, 'name is required'],
      [{ phone: '9876543210' }, 'name is required'],
      [{ name: 'Asha', phone: 'call me' }, 'phone may contain only digits, spaces, dashes and a leading +'],
      [{ name: 'Asha', phone: '12' }, 'phone must have between 7 and 20 digits'],
      [{ name: 'A'.repeat(121), phone: '9876543210' }, 'name must be at most 120 characters'],
    ];
    for (const [body, message] of cases) {
      const response = await patchAccount(body, student.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await profileOf(student.token)).toMatchObject({ name: student.credentials.name });
  });

  it("changes only the caller's account: another student and an admin change their own", async () => {
    const first = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    expect((await patchAccount({ name: 'Other Name', phone: '9123456780' }, other.token)).statusCode).toBe(
      200,
    );
    const adminChange = await patchAccount({ name: 'Academy Admin', phone: '9000000000' }, admin.token);
    expect(adminChange.statusCode).toBe(200);
    expect(adminChange.json()).toMatchObject({ data: { account: { _id: admin.user._id, role: 'admin' } } });
    expect(await profileOf(first.token)).toMatchObject({
      name: first.credentials.name,
      phone: first.credentials.phone,
    });
  });
});

describe('POST /api/account/password', () => {
  it('changes the password: the old token is refused, the new one works, the mail arrives', async () => {
    const student = await registerAndLogin(t.app);
    const second = await loginUser(t.app, student.credentials);
    const newPassword = freshPassword();
    const response = await changePassword(
      { currentPassword: student.credentials.password, newPassword },
      student.token,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ message: string; data: { accessToken: string } }>();
    expect(body.message).toBe(ACCOUNT_MESSAGES.passwordChanged);

    for (const old of [student.token, second.token]) {
      expect((await getAccount(old)).statusCode).toBe(401);
    }
    expect((await profileOf(body.data.accessToken))._id).toBe(student.user._id);

    const oldLogin = await call('POST', '/api/auth/login', undefined, {
      email: student.credentials.email,
      password: student.credentials.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    await loginUser(t.app, { email: student.credentials.email, password: newPassword });

    await t.app.jobs.drain();
    // The welcome email came first, at registration.
    const mail = smtp
      .to(student.credentials.email)
      .find((sent) => sent.subject === 'Your password was changed');
    expect(mail, 'the password-changed email').toBeDefined();
    expect(mail?.text).toContain(`${t.config.publicUrl}/auth`);
  });

  it('refuses a wrong current password, and the rules a new password must pass', async () => {
    const student = await registerAndLogin(t.app);
    const { password, email } = student.credentials;
    const cases: [object, string][] = [
      [
        { currentPassword: 'not-my-password', newPassword: freshPassword() },
        ACCOUNT_MESSAGES.currentPasswordIncorrect,
      ],
      [{ currentPassword: password, newPassword: 'password123' }, PASSWORD_RULES.common],
      [{ currentPassword: password, newPassword: email.toUpperCase() }, PASSWORD_RULES.isEmail],
      [{ currentPassword: password, newPassword: '          ' }, PASSWORD_RULES.blank],
      [{ currentPassword: password, newPassword: 'short' }, PASSWORD_RULES.tooShort],
      [{ newPassword: freshPassword() }, 'currentPassword is required'],
    ];
    for (const [body, message] of cases) {
      const response = await changePassword(body, student.token);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    // Nothing changed: the session still works and the password still signs in.
    expect((await getAccount(student.token)).statusCode).toBe(200);
    await loginUser(t.app, student.credentials);
  });

  it('tells a Google-only account to set a password with "Forgot password?"', async () => {
    const google = await googleOnlyStudent();
    const response = await changePassword(
      { currentPassword: 'anything', newPassword: freshPassword() },
      google.token,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.noPasswordToChange });
  });

  it('limits password tries per account, whatever address they come from', async () => {
    const student = await registerAndLogin(t.app);
    const wrong = { currentPassword: 'guess', newPassword: freshPassword() };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: bearer(student.token),
        payload: wrong,
        remoteAddress: `10.0.0.${attempt + 1}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await changePassword(
      { ...wrong, currentPassword: student.credentials.password },
      student.token,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.tooManyPasswordAttempts });
    // Another account is not held back by it.
    const other = await registerAndLogin(t.app);
    const allowed = await changePassword(
      { currentPassword: other.credentials.password, newPassword: freshPassword() },
      other.token,
    );
    expect(allowed.statusCode).toBe(200);
  });

  it("changes only the caller's password, another student's and the admin's stay", async () => {
    const first = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const otherChange = await changePassword(
      { currentPassword: first.credentials.password, newPassword: freshPassword() },
      other.token,
    );
    expect(otherChange.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.currentPasswordIncorrect,
      field: 'currentPassword',
    });
    await loginUser(t.app, first.credentials);

    const anAdmin = await createAdmin(t.app);
    const adminPassword = freshPassword();
    const adminChange = await changePassword(
      { currentPassword: anAdmin.credentials.password, newPassword: adminPassword },
      anAdmin.token,
    );
    expect(adminChange.statusCode).toBe(200);
    expect(adminChange.json()).toMatchObject({ data: { user: { role: 'admin' } } });
    await loginUser(t.app, { email: anAdmin.credentials.email, password: adminPassword });
    await loginUser(t.app, first.credentials);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every session of the account, this one included, and no one else’s', async () => {
    const student = await registerAndLogin(t.app);
    const phone = await loginUser(t.app, student.credentials);
    const other = await registerAndLogin(t.app);

    const response = await signOutEverywhere(student.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.signedOutEverywhere });
    for (const token of [student.token, phone.token]) {
      const refused = await getAccount(token);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.sessionExpired });
    }
    expect((await getAccount(other.token)).statusCode).toBe(200);
    // The password still signs in afresh.
    expect((await profileOf((await loginUser(t.app, student.credentials)).token))._id).toBe(student.user._id);
  });

  it('works for an admin too', async () => {
    const anAdmin = await createAdmin(t.app);
    expect((await signOutEverywhere(anAdmin.token)).statusCode).toBe(200);
    expect((await getAccount(anAdmin.token)).statusCode).toBe(401);
    expect((await getAccount(admin.token)).statusCode).toBe(200);
  });
});

describe('DELETE /api/account', () => {
  const CERTIFICATE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const certificateNumber = () =>
    `KDA-2026-${Array.from(randomBytes(8), (byte) => CERTIFICATE_ALPHABET[byte % 32]).join('')}`;

  /**
   * A student with a paid order (reminded of before it was paid), access, a cart, a wishlist,
   * progress, a certificate, mail, a reset link and searches.
   */
  async function studentWithHistory() {
    const student = await registerAndLogin(t.app);
    const userId = student.user._id;
    const course = await addTestCourse(t.app);
    const other = await addTestCourse(t.app);
    const [lecture] = await t.db.select().from(lectures).where(eq(lectures.courseId, course._id));
    const [order] = await t.db
      .insert(orders)
      .values({
        userId,
        kind: 'course',
        status: 'paid',
        gateway: 'sandbox',
        subtotalPaise: 199_900,
        amountPaise: 199_900,
        gatewayPaymentId: `pay_${randomUUID()}`,
        paidAt: new Date(),
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order!.id,
      courseId: course._id,
      itemType: 'Course',
      title: course.title,
      listPricePaise: 199_900,
      pricePaise: 199_900,
    });
    await t.db
      .insert(entitlements)
      .values({ userId, courseId: course._id, source: 'purchase', orderId: order!.id });
    await t.db.insert(checkoutReminders).values({ orderId: order!.id, userId });
    const added = await call('POST', '/api/student/cart/add', student.token, { userId, courseId: other._id });
    expect(added.statusCode, added.body).toBe(200);
    const wished = await call('PUT', `/api/wishlist/course/${other._id}`, student.token);
    expect(wished.statusCode, wished.body).toBe(200);
    await t.db.insert(lectureProgress).values({ userId, courseId: course._id, lectureId: lecture!.id });
    await t.db.insert(courseCompletions).values({
      userId,
      courseId: course._id,
      certificateNumber: certificateNumber(),
      studentName: student.credentials.name,
      courseTitle: course.title,
      instructorName: 'Meera Kulkarni',
    });
    await t.db.insert(accountTokens).values({
      userId,
      purpose: 'password_reset',
      tokenHash: randomBytes(32).toString('hex'),
      email: student.credentials.email,
      expiresAt: new Date(Date.now() + 30 * 60_000),
    });
    await t.db.insert(searchQueries).values({ query: 'typography', userId });
    const changed = freshPassword();
    const passwordChange = await changePassword(
      { currentPassword: student.credentials.password, newPassword: changed },
      student.token,
    );
    expect(passwordChange.statusCode).toBe(200);
    const token = passwordChange.json<{ data: { accessToken: string } }>().data.accessToken;
    return { ...student, token, credentials: { ...student.credentials, password: changed }, order: order! };
  }

  const rowsOf = async (userId: string) => ({
    entitlements: await t.db.select().from(entitlements).where(eq(entitlements.userId, userId)),
    carts: await t.db.select().from(carts).where(eq(carts.userId, userId)),
    wishlist: await t.db.select().from(wishlistItems).where(eq(wishlistItems.userId, userId)),
    checkoutReminders: await t.db
      .select()
      .from(checkoutReminders)
      .where(eq(checkoutReminders.userId, userId)),
    progress: await t.db.select().from(lectureProgress).where(eq(lectureProgress.userId, userId)),
    certificates: await t.db.select().from(courseCompletions).where(eq(courseCompletions.userId, userId)),
    accountTokens: await t.db.select().from(accountTokens).where(eq(accountTokens.userId, userId)),
    mail: await t.db.select().from(mailMessages).where(eq(mailMessages.userId, userId)),
    searches: await t.db.select().from(searchQueries).where(eq(searchQueries.userId, userId)),
  });

  it('erases the account: orders stay anonymised, everything else personal goes', async () => {
    const student = await studentWithHistory();
    const bystander = await studentWithHistory();
    const userId = student.user._id;
    const before = await rowsOf(userId);
    for (const rows of Object.values(before)) expect(rows.length).toBeGreaterThan(0);

    const response = await deleteAccount({ password: student.credentials.password }, student.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: ACCOUNT_MESSAGES.deleted });

    const after = await rowsOf(userId);
    for (const rows of Object.values(after)) expect(rows).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.cartId, before.carts[0]!.id))).toEqual([]);

    const [row] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(row).toMatchObject({
      name: 'Deleted student',
      email: `deleted-${userId}@deleted.invalid`,
      phone: '',
      passwordHash: null,
      googleSubject: null,
      deletedAt: expect.any(Date),
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, student.order.id));
    expect(order).toMatchObject({ userId, status: 'paid', amountPaise: 199_900 });
    expect(await t.db.select().from(orderItems).where(eq(orderItems.orderId, student.order.id))).toHaveLength(
      1,
    );
    expect(JSON.stringify({ row, order })).not.toContain(student.credentials.email);

    expect((await getAccount(student.token)).statusCode).toBe(401);
    const bystanderRows = await rowsOf(bystander.user._id);
    for (const rows of Object.values(bystanderRows)) expect(rows.length).toBeGreaterThan(0);
    expect((await getAccount(bystander.token)).statusCode).toBe(200);
  });

  it('a deleted account never signs in again, and its address can register afresh', async () => {
    const student = await registerAndLogin(t.app);
    expect((await deleteAccount({ password: student.credentials.password }, student.token)).statusCode).toBe(
      200,
    );

    const login = await call('POST', '/api/auth/login', undefined, {
      email: student.credentials.email,
      password: student.credentials.password,
    });
    expect(login.statusCode).toBe(401);

    const fresh = await registerUser(t.app, { email: student.credentials.email, name: 'Asha Again' });
    const again = await loginUser(t.app, fresh);
    expect(again.user).toMatchObject({ email: student.credentials.email, name: 'Asha Again' });
    expect(again.user._id).not.toBe(student.user._id);
  });

  it('an erased account is no longer a student: not found by the admin, and nothing can be granted to it', async () => {
    const student = await registerAndLogin(t.app);
    const course = await addTestCourse(t.app);
    expect((await deleteAccount({ password: student.credentials.password }, student.token)).statusCode).toBe(
      200,
    );

    const search = await call('GET', '/api/admin/users/search?q=deleted', admin.token);
    expect(search.statusCode).toBe(200);
    expect(JSON.stringify(search.json())).not.toContain(student.user._id);
    const grant = await call('POST', '/api/admin/course/grant-manual-access', admin.token, {
      id: course._id,
      studentIds: [student.user._id],
    });
    expect(grant.statusCode).toBe(404);
    expect(await t.db.select().from(entitlements).where(eq(entitlements.userId, student.user._id))).toEqual(
      [],
    );
  });

  it('asks for the password, refuses a wrong one, and erases nothing then', async () => {
    const student = await registerAndLogin(t.app);
    const missing = await deleteAccount({}, student.token);
    expect(missing.statusCode).toBe(400);
    const emailInstead = await deleteAccount({ email: student.credentials.email }, student.token);
    expect(emailInstead.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.deleteNeedsPassword,
      field: 'password',
    });
    const wrong = await deleteAccount({ password: 'not-my-password' }, student.token);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.deletePasswordIncorrect,
      field: 'password',
    });
    expect(await profileOf(student.token)).toMatchObject({ email: student.credentials.email });
  });

  it("another student's password deletes nothing: each token reaches only its own account", async () => {
    const first = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const attempt = await deleteAccount({ password: first.credentials.password }, other.token);
    expect(attempt.statusCode).toBe(400);
    expect(await profileOf(first.token)).toMatchObject({ email: first.credentials.email });
    expect(await profileOf(other.token)).toMatchObject({ email: other.credentials.email });
  });

  it('a Google-only account confirms with its email typed out', async () => {
    const google = await googleOnlyStudent();
    const wrong = await deleteAccount({ email: 'someone-else@example.com' }, google.token);
    expect(wrong.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.deleteEmailMismatch,
      field: 'email',
    });
    const typed = await deleteAccount({ email: ` ${google.email.toUpperCase()} ` }, google.token);
    expect(typed.statusCode, typed.body).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, google.user.id));
    expect(row).toMatchObject({ googleSubject: null, deletedAt: expect.any(Date) });
  });

  it('refuses to delete an admin account', async () => {
    const anAdmin = await createAdmin(t.app);
    const response = await deleteAccount({ password: anAdmin.credentials.password }, anAdmin.token);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: ACCOUNT_MESSAGES.adminCannotDelete });
    expect((await getAccount(anAdmin.token)).statusCode).toBe(200);
  });
});
