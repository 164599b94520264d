import type { LoginBody, RegisterBody, User } from '@academy/shared/auth';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { Database } from '../../db/client';
import { conflict, unauthorized } from '../../lib/errors';
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
import type { TokenService } from './tokens';

export type Session = { accessToken: string; user: User };

/** New accounts are always students: a role in the request is ignored. */
export async function register(db: Database, input: RegisterBody): Promise<User> {
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

export async function login(db: Database, tokens: TokenService, input: LoginBody): Promise<Session> {
  const { user, googleOnly } = await verifyCredentials(db, input.email, input.password);
  if (!user) {
    throw unauthorized(googleOnly ? SERVER_MESSAGES.googleAccountOnly : SERVER_MESSAGES.invalidCredentials);
  }
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
