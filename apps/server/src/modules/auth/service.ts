import type { LoginBody, RegisterBody, ResetPasswordBody, User } from '@academy/shared/auth';
import { COMMON_PASSWORDS } from '@academy/shared/common-passwords';
import type { Language } from '@academy/shared/languages';
import { SERVER_MESSAGES, signInLockedMessage } from '@academy/shared/messages';
import { passwordProblem } from '@academy/shared/password-rules';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { ConflictError, InvalidError, RateLimitedError, UnauthenticatedError } from '../../lib/errors';
import type { JobQueue } from '../../infrastructure/jobs';
import { pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { Mailer } from '../../infrastructure/mail/mailer';
import { countHit } from '../../infrastructure/rate-limit-buckets';
import {
  markEmailVerified,
  refuseIfDisabled,
  resetPassword as setNewPassword,
  takeOverWithGoogle,
} from '../users/changes';
import {
  bumpTokenVersion,
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  findUserById,
  linkGoogleSubject,
  toPublicUser,
  verifyCredentials,
} from '../users/service';
import {
  ACCOUNT_TOKEN_LIFETIME_MS,
  type AccountTokenPurpose,
  consumeAccountToken,
  issueAccountToken,
} from './account-tokens';
import {
  googleLinkedEmail,
  googleTookOverEmail,
  passwordChangedEmail,
  passwordResetEmail,
  registrationAttemptEmail,
  type TokenLink,
  verifyAgainEmail,
  welcomeVerifyEmail,
} from './emails';
import type { GoogleProfile } from './google';
import {
  clearAccountLocks,
  clearSignInFailures,
  countSignInAttempt,
  type Throttled,
} from './throttle-service';
import type { TokenService } from './tokens';

export type Session = { accessToken: string; user: User };

/** What a flow that mails the account needs: links in mail are absolute, from PUBLIC_URL. */
export type MailContext = { db: Database; mailer: Mailer; publicUrl: string };

const HOUR_MS = 60 * 60_000;

/** Mails one account may be sent per hour for each purpose, however many addresses ask. */
export const ACCOUNT_MAILS_PER_HOUR = 3;

/** Who a mail goes to, for its links: the pages in the account's language (issue 29). */
type Reader = { language: Language };

/** A store page in the reader's language, absolute: '/auth' → 'https://…/hi/auth'. */
const pageFor = (ctx: MailContext, reader: Reader, path: string) =>
  pageUrlIn(ctx.publicUrl, path, reader.language);

/** The mailed link of a fresh token: the page it opens, and how long it works. */
const linkTo = (
  ctx: MailContext,
  reader: Reader,
  path: string,
  token: string,
  purpose: AccountTokenPurpose,
): TokenLink => ({
  url: `${pageFor(ctx, reader, path)}?token=${encodeURIComponent(token)}`,
  token,
  validForMs: ACCOUNT_TOKEN_LIFETIME_MS[purpose],
});

const verifyLink = (ctx: MailContext, reader: Reader, token: string) =>
  linkTo(ctx, reader, '/verify-email', token, 'email_verification');

/**
 * New accounts are always students: a role in the request is ignored. The welcome email with
 * the verification link is written in the same transaction, so no account lacks one.
 *
 * An address that already has an account gets the very answer a new one gets: telling them
 * apart would let anyone find out who studies here. Its owner is mailed about the attempt
 * instead (at most ACCOUNT_MAILS_PER_HOUR times an hour), and nothing about the account changes.
 * Both ways hash the password and write one mail, so they also take about the same time.
 */
export async function register(ctx: MailContext, input: RegisterBody, language: Language): Promise<void> {
  const problem = passwordProblem(input.password, { email: input.email, commonPasswords: COMMON_PASSWORDS });
  if (problem) throw new InvalidError(problem, 'password');
  const created = await ctx.db.transaction(async (tx) => {
    const user = await createUser(tx, {
      name: input.name,
      email: input.email,
      phone: input.phone,
      password: input.password,
      role: 'user',
      language,
    });
    if (!user) return false;
    const token = await issueAccountToken(tx, user, 'email_verification');
    await ctx.mailer.send(tx, welcomeVerifyEmail(user, verifyLink(ctx, user, token)));
    return true;
  });
  if (created) return;
  const owner = await findUserByEmail(ctx.db, input.email);
  if (!owner) return;
  const { hits } = await countHit(ctx.db, `registration-attempt-account:${owner.id}`, HOUR_MS);
  if (hits > ACCOUNT_MAILS_PER_HOUR) return;
  // In the owner's language, whatever page the attempt came from.
  await ctx.mailer.send(
    ctx.db,
    registrationAttemptEmail(owner, {
      signInUrl: pageFor(ctx, owner, '/auth'),
      forgotPasswordUrl: pageFor(ctx, owner, '/forgot-password'),
    }),
  );
}

/** A sign-in refused before its password was checked; the route says when to try again. */
export class SignInThrottledError extends RateLimitedError {
  constructor(readonly throttled: Throttled) {
    super(signInLockedMessage(throttled.scope, throttled.retryAfterSeconds));
  }
}

/**
 * Signs in with a password. An unknown email and an account without a password (Google only)
 * get the same answer as a wrong password, in the same time, so nothing tells them apart.
 */
export async function login(
  db: Database,
  tokens: TokenService,
  input: LoginBody,
  client: { address: string; maxFailuresPerAddressPerHour: number },
): Promise<Session> {
  const attempt = { email: input.email, address: client.address };
  const throttled = await countSignInAttempt(db, {
    ...attempt,
    maxPerHour: client.maxFailuresPerAddressPerHour,
  });
  if (throttled) throw new SignInThrottledError(throttled);
  const { user } = await verifyCredentials(db, input.email, input.password);
  if (!user) throw new UnauthenticatedError(SERVER_MESSAGES.invalidCredentials);
  await clearSignInFailures(db, attempt);
  // Said only to whoever knows the password: it tells nobody else the account exists.
  refuseIfDisabled(user);
  const accessToken = await tokens.sign({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return { accessToken, user: toPublicUser(user) };
}

/**
 * Signs in the Google account's owner: the account already linked to this Google subject; else
 * the account with the same email, taken over when it has a password (whoever set it may not
 * own the address: anyone can register someone else's address, and its owner may confirm it
 * without a second thought) or when its address was never proven, else linked; else a new account.
 */
export async function loginWithGoogle(
  ctx: MailContext,
  tokens: TokenService,
  profile: GoogleProfile,
  /** A new account's language: the page its owner signed in on. */
  language: Language,
): Promise<Session> {
  const user = await ctx.db.transaction(async (tx) => {
    const linked = await findUserByGoogleSubject(tx, profile.subject);
    if (linked) {
      refuseIfDisabled(linked);
      return linked;
    }
    const byEmail = await findUserByEmail(tx, profile.email);
    // Before taking over or linking: a disabled account stays exactly as the admin left it.
    if (byEmail) refuseIfDisabled(byEmail);
    // Google may recycle an address; the account stays with the Google identity that claimed it.
    if (byEmail?.googleSubject && byEmail.googleSubject !== profile.subject) {
      throw new ConflictError(SERVER_MESSAGES.googleAccountMismatch);
    }
    if (byEmail?.emailVerifiedAt && !byEmail.passwordHash) {
      const user = await linkGoogleSubject(tx, byEmail.id, profile.subject);
      await ctx.mailer.send(tx, googleLinkedEmail(user, pageFor(ctx, user, '/account')));
      return user;
    }
    if (byEmail) {
      const user = await takeOverWithGoogle(tx, byEmail.id, profile.subject);
      await ctx.mailer.send(tx, googleTookOverEmail(user, pageFor(ctx, user, '/account')));
      return user;
    }
    return createUser(tx, {
      name: profile.name,
      email: profile.email,
      phone: '',
      googleSubject: profile.subject,
      role: 'user',
      language,
      emailVerified: true,
    });
  });
  // A concurrent first sign-in may have created the account between our look-up and insert.
  const signedIn = user ?? (await findUserByGoogleSubject(ctx.db, profile.subject));
  if (!signedIn) throw new ConflictError(SERVER_MESSAGES.googleExchangeFailed);
  return signIn(tokens, signedIn);
}

/** Revokes every token issued to the user so far. */
export async function logout(db: Database, userId: string): Promise<void> {
  await bumpTokenVersion(db, userId);
}

async function signIn(tokens: TokenService, user: UserRow): Promise<Session> {
  const accessToken = await tokens.sign({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return { accessToken, user: toPublicUser(user) };
}

/** The job that mails a reset link, so that a request for any address does the same work. */
export const SEND_PASSWORD_RESET_JOB = 'auth.send-password-reset';

/**
 * Asks for a reset link to be mailed to `email`. The request only queues the job, whether or
 * not an account has the address: looking the account up and making its link on the request
 * made a known address measurably slower to answer (31 against 15 ms), which told them apart.
 */
export async function requestPasswordReset(
  ctx: MailContext & { jobs: JobQueue },
  email: string,
): Promise<void> {
  await ctx.jobs.enqueue(ctx.db, SEND_PASSWORD_RESET_JOB, { email: email.toLowerCase() });
  ctx.jobs.nudge();
}

/**
 * The job of requestPasswordReset: mails a reset link to the account with this email, if there
 * is one (a Google-only account sets its first password this way). Past the hourly limit the
 * account just gets no more mail.
 */
export async function sendPasswordReset(ctx: MailContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.deletedAt) return;
  const { hits } = await countHit(ctx.db, `forgot-password-account:${user.id}`, HOUR_MS);
  if (hits > ACCOUNT_MAILS_PER_HOUR) return;
  await ctx.db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user, 'password_reset');
    await ctx.mailer.send(
      tx,
      passwordResetEmail(user, linkTo(ctx, user, '/reset-password', token, 'password_reset')),
    );
  });
}

/**
 * Sets the new password from a reset link: every session so far is revoked, the address
 * counts as proven (the link reached it), and the student is signed in.
 */
export async function resetPasswordWithToken(
  ctx: MailContext,
  tokens: TokenService,
  input: ResetPasswordBody,
): Promise<Session> {
  const user = await ctx.db.transaction(async (tx) => {
    const owner = await consumeAccountToken(tx, input.token, 'password_reset');
    if (!owner) throw new InvalidError(SERVER_MESSAGES.resetLinkInvalid, 'token');
    // Thrown inside the transaction, so the link is not used up by a refused account.
    refuseIfDisabled(owner);
    await ctx.mailer.forgetSecret(tx, input.token);
    const problem = passwordProblem(input.password, {
      email: owner.email,
      commonPasswords: COMMON_PASSWORDS,
    });
    // Thrown inside the transaction, so the link still works for a better password.
    if (problem) throw new InvalidError(problem, 'password');
    const updated = await setNewPassword(tx, owner.id, input.password);
    await clearAccountLocks(tx, updated.email);
    await ctx.mailer.send(tx, passwordChangedEmail(updated, pageFor(ctx, updated, '/auth')));
    return updated;
  });
  return signIn(tokens, user);
}

export async function verifyEmail(ctx: MailContext, token: string): Promise<User> {
  return ctx.db.transaction(async (tx) => {
    const owner = await consumeAccountToken(tx, token, 'email_verification');
    if (!owner) throw new InvalidError(SERVER_MESSAGES.verifyLinkInvalid, 'token');
    await ctx.mailer.forgetSecret(tx, token);
    return toPublicUser(await markEmailVerified(tx, owner.id));
  });
}

/** Mails a fresh verification link; answers whether the address was already verified. */
export async function resendVerification(
  ctx: MailContext,
  userId: string,
): Promise<{ alreadyVerified: boolean }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new UnauthenticatedError(SERVER_MESSAGES.sessionExpired);
  if (user.emailVerifiedAt) return { alreadyVerified: true };
  const { hits } = await countHit(ctx.db, `resend-verification-account:${user.id}`, HOUR_MS);
  if (hits > ACCOUNT_MAILS_PER_HOUR) throw new RateLimitedError(SERVER_MESSAGES.tooManyVerificationEmails);
  await ctx.db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, user, 'email_verification');
    await ctx.mailer.send(tx, verifyAgainEmail(user, verifyLink(ctx, user, token)));
  });
  return { alreadyVerified: false };
}
