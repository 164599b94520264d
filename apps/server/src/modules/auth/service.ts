import type { LoginBody, RegisterBody, User } from '@academy/shared/auth';
import { COMMON_PASSWORDS } from '@academy/shared/common-passwords';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { passwordProblem } from '@academy/shared/password-rules';
import type { Database } from '../../db/client';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/errors';
import {
  bumpTokenVersion,
  createUser,
  findUserByEmail,
  findUserByGoogleSubject,
  linkGoogleSubject,
  toPublicUser,
  verifyCredentials,
} from '../users/service';
import type { GoogleProfile } from './google';
import { clearSignInFailures, countSignInAttempt, type Throttled } from './throttle-service';
import type { TokenService } from './tokens';

export type Session = { accessToken: string; user: User };

/** New accounts are always students: a role in the request is ignored. */
export async function register(db: Database, input: RegisterBody): Promise<User> {
  const problem = passwordProblem(input.password, { email: input.email, commonPasswords: COMMON_PASSWORDS });
  if (problem) throw badRequest(problem);
  const created = await createUser(db, {
    name: input.name,
    email: input.email,
    phone: input.phone,
    password: input.password,
    role: 'user',
  });
  if (!created) throw conflict(SERVER_MESSAGES.emailTaken);
  return toPublicUser(created);
}

/** A sign-in refused before its password was checked; the route says when to try again. */
export class SignInThrottledError extends HttpError {
  constructor(readonly throttled: Throttled) {
    super(
      429,
      throttled.scope === 'account'
        ? SERVER_MESSAGES.signInLockedForAccount
        : SERVER_MESSAGES.signInLockedForAddress,
    );
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
  if (!user) throw unauthorized(SERVER_MESSAGES.invalidCredentials);
  await clearSignInFailures(db, attempt);
  const accessToken = await tokens.sign({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return { accessToken, user: toPublicUser(user) };
}

/**
 * Signs in the Google account's owner: the account already linked to this Google subject,
 * else the account with the same verified email (now linked), else a new student account.
 */
export async function loginWithGoogle(
  db: Database,
  tokens: TokenService,
  profile: GoogleProfile,
): Promise<Session> {
  let user = await findUserByGoogleSubject(db, profile.subject);
  if (!user) {
    const byEmail = await findUserByEmail(db, profile.email);
    // Google may recycle an address; the account stays with the Google identity that claimed it.
    if (byEmail?.googleSubject && byEmail.googleSubject !== profile.subject) {
      throw conflict(SERVER_MESSAGES.googleAccountMismatch);
    }
    user = byEmail
      ? await linkGoogleSubject(db, byEmail.id, profile.subject)
      : await createUser(db, {
          name: profile.name,
          email: profile.email,
          phone: '',
          googleSubject: profile.subject,
          role: 'user',
        });
  }
  // A concurrent first sign-in may have created the account between our look-up and insert.
  user ??= await findUserByGoogleSubject(db, profile.subject);
  if (!user) throw conflict(SERVER_MESSAGES.googleExchangeFailed);
  const accessToken = await tokens.sign({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return { accessToken, user: toPublicUser(user) };
}

/** Revokes every token issued to the user so far. */
export async function logout(db: Database, userId: string): Promise<void> {
  await bumpTokenVersion(db, userId);
}
