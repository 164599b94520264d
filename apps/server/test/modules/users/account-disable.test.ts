import {
  ACCOUNT_STATUS_MESSAGES,
  accountStatusResponseSchema,
  auditResponseSchema,
} from '@academy/shared/admin-audit';
import { allUsersResponseSchema } from '@academy/shared/auth';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountToken } from '../../../src/modules/auth/account-tokens';
import { findUserById } from '../../../src/modules/users/service';
import { type GoogleStandIn, newGoogleIdentity, startGoogleStandIn } from '../../stand-ins/google-oauth';
import {
  bearer,
  createAdmin,
  createTestApp,
  loginUser,
  registerAndLogin,
  type TestApp,
} from '../../support/app';

/* Issue 26: an admin disables an account, which signs it out and refuses its sign-in. */

type Account = Awaited<ReturnType<typeof registerAndLogin>>;

let standIn: GoogleStandIn;
let t: TestApp;
let admin: Account;
beforeAll(async () => {
  standIn = await startGoogleStandIn();
  t = await createTestApp(standIn.env());
  admin = await createAdmin(t.app);
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
});

const setDisabled = (action: 'disable' | 'enable', id: string, who: Account) =>
  t.app.inject({ method: 'POST', url: `/api/admin/users/${id}/${action}`, headers: bearer(who.token) });
const checkAuth = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/check-auth', headers: bearer(token) });
const login = (credentials: { email: string; password: string }) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: credentials });
const google = (code: string) => t.app.inject({ method: 'GET', url: '/api/google', query: { code } });

describe('POST /api/admin/users/:id/disable and /enable', () => {
  it("ends the student's sessions, refuses their sign-in with the message, and enabling restores it", async () => {
    const student = await registerAndLogin(t.app);
    expect((await checkAuth(student.token)).statusCode).toBe(200);

    const disabled = await setDisabled('disable', student.user._id, admin);
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(accountStatusResponseSchema.parse(disabled.json())).toMatchObject({
      message: ACCOUNT_STATUS_MESSAGES.disabledDone(student.user.name),
      data: { user: { _id: student.user._id, disabled: true } },
    });

    // The token issued before is refused at once, and a new sign-in is refused with the reason.
    expect((await checkAuth(student.token)).json()).toEqual({
      success: false,
      message: SERVER_MESSAGES.sessionExpired,
    });
    const refused = await login(student.credentials);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ACCOUNT_STATUS_MESSAGES.disabled });
    // A wrong password still hears only that: the reason is for whoever knows the password.
    const wrong = await login({ email: student.credentials.email, password: 'not-the-password-at-all' });
    expect(wrong.statusCode).toBe(401);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/auth/all-users?q=${encodeURIComponent(student.credentials.email)}`,
      headers: bearer(admin.token),
    });
    expect(allUsersResponseSchema.parse(listed.json()).data.users).toMatchObject([{ disabled: true }]);

    const enabled = await setDisabled('enable', student.user._id, admin);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect(enabled.json()).toMatchObject({ data: { user: { disabled: false } } });
    const again = await loginUser(t.app, student.credentials);
    expect((await checkAuth(again.token)).statusCode).toBe(200);

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?actor=${admin.user._id}`,
      headers: bearer(admin.token),
    });
    const events = auditResponseSchema
      .parse(audit.json())
      .data.filter((event) => event.target.id === student.user._id);
    expect(events.map((event) => event.action)).toEqual(['user.enable', 'user.disable']);
  });

  it('records nothing more when an account is disabled twice', async () => {
    const student = await registerAndLogin(t.app);
    expect((await setDisabled('disable', student.user._id, admin)).statusCode).toBe(200);
    const twice = await setDisabled('disable', student.user._id, admin);
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ data: { user: { disabled: true } } });
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=user.disable',
      headers: bearer(admin.token),
    });
    const events = auditResponseSchema.parse(audit.json()).data;
    expect(events.filter((event) => event.target.id === student.user._id)).toHaveLength(1);
  });

  it('refuses a disabled account signing in with Google, and leaves the account as it was', async () => {
    const identity = newGoogleIdentity();
    const first = await google(standIn.issueCode(identity));
    expect(first.statusCode, first.body).toBe(200);
    const { user, token } = first.json<{ user: { _id: string }; token: string }>();

    expect((await setDisabled('disable', user._id, admin)).statusCode).toBe(200);
    expect((await checkAuth(token)).statusCode).toBe(401);
    const refused = await google(standIn.issueCode(identity));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ACCOUNT_STATUS_MESSAGES.disabled });
  });

  it('refuses a reset link of a disabled account without using it up', async () => {
    const student = await registerAndLogin(t.app);
    const account = await findUserById(t.db, student.user._id);
    if (!account) throw new Error('The student was not created');
    const token = await issueAccountToken(t.db, account, 'password_reset');
    const reset = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, password: 'a-brand-new-passphrase-2026' },
      });

    expect((await setDisabled('disable', student.user._id, admin)).statusCode).toBe(200);
    const refused = await reset();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: ACCOUNT_STATUS_MESSAGES.disabled });

    expect((await setDisabled('enable', student.user._id, admin)).statusCode).toBe(200);
    expect((await reset()).statusCode).toBe(200);
  });

  it('refuses an admin disabling their own account', async () => {
    const response = await setDisabled('disable', admin.user._id, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: ACCOUNT_STATUS_MESSAGES.cannotDisableSelf,
    });
    expect((await checkAuth(admin.token)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown account and is for admins only', async () => {
    const unknown = await setDisabled('disable', '00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: ACCOUNT_STATUS_MESSAGES.accountNotFound });

    const student = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const refused = await setDisabled('disable', other.user._id, student);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: SERVER_MESSAGES.adminOnly });
    expect((await checkAuth(other.token)).statusCode).toBe(200);
  });
});
