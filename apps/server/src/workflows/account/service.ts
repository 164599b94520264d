import {
  ACCOUNT_MESSAGES,
  type AccountDeleteBody,
  type AccountLanguageBody,
  type AccountMarketingEmailsBody,
  type AccountProfile,
  type AccountUpdateBody,
  type PasswordChangeBody,
} from '@academy/shared/account';
import { COMMON_PASSWORDS } from '@academy/shared/common-passwords';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { passwordProblem } from '@academy/shared/password-rules';
import type { Database } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { Mailer } from '../../infrastructure/mail/mailer';
import { ForbiddenError, InvalidError, UnauthenticatedError } from '../../lib/errors';
import { recordAuditEvent } from '../../modules/audit/service';
import { deleteAccountTokens } from '../../modules/auth/account-tokens';
import { passwordChangedEmail } from '../../modules/auth/emails';
import type { Session } from '../../modules/auth/service';
import type { TokenService } from '../../modules/auth/tokens';
import { deleteBillingDetailsOf } from '../../modules/billing/service';
import { deleteCartOf } from '../../modules/cart/service';
import { deleteCertificatesOf } from '../../modules/certificates/service';
import { anonymiseInvoicesOf } from '../../modules/invoices/service';
import { forgetGiftMessages } from '../../modules/gifts/service';
import { deleteCheckoutRemindersOf } from '../../modules/orders/checkout-reminders';
import { deleteOfflineLicencesOf } from '../../modules/offline/service';
import { orderIdsOf } from '../../modules/orders/service';
import { deleteProgressOf } from '../../modules/progress/service';
import { deleteProjectsOf } from '../../modules/projects/changes';
import { deleteReviewsOf } from '../../modules/reviews/service';
import { removeAllAccessOf } from '../../modules/access/grants';
import { deleteSearchesOf } from '../../modules/search/service';
import { deleteWishlistOf } from '../../modules/wishlist/service';
import {
  anonymiseUser,
  changePassword as storeNewPassword,
  passwordMatches,
  setMarketingEmails,
  updateLanguage,
  updateProfile,
} from '../../modules/users/changes';
import { bumpTokenVersion, findUserById, toPublicUser } from '../../modules/users/service';
import { accountOfUnsubscribeToken } from '../../modules/users/unsubscribe-links';

/** The signed-in account: it may have been erased or changed since the token was checked. */
async function ownAccount(db: Database, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user || user.deletedAt) throw new UnauthenticatedError(SERVER_MESSAGES.sessionExpired);
  return user;
}

export function toAccountProfile(user: UserRow): AccountProfile {
  return {
    ...toPublicUser(user),
    hasPassword: user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
    language: user.language,
    marketingEmails: user.marketingEmails,
    createdAt: user.createdAt.toISOString(),
  };
}

export async function getAccount(db: Database, userId: string): Promise<UserRow> {
  return ownAccount(db, userId);
}

export async function updateAccount(db: Database, userId: string, body: AccountUpdateBody): Promise<UserRow> {
  const updated = await updateProfile(db, userId, body);
  if (!updated) throw new UnauthenticatedError(SERVER_MESSAGES.sessionExpired);
  return updated;
}

export async function changeLanguage(
  db: Database,
  userId: string,
  body: AccountLanguageBody,
): Promise<UserRow> {
  const updated = await updateLanguage(db, userId, body.language);
  if (!updated) throw new UnauthenticatedError(SERVER_MESSAGES.sessionExpired);
  return updated;
}

/** Issue 30: the account's switch for the emails that ask for a review. */
export async function changeMarketingEmails(
  db: Database,
  userId: string,
  body: AccountMarketingEmailsBody,
): Promise<UserRow> {
  const updated = await setMarketingEmails(db, userId, body.marketingEmails);
  if (!updated) throw new UnauthenticatedError(SERVER_MESSAGES.sessionExpired);
  return updated;
}

/**
 * A marketing mail's one-click unsubscribe (RFC 8058): its link's token names the account. An
 * erased account has nothing left to switch off, and is answered the same.
 */
export async function unsubscribe(db: Database, secret: string, token: string): Promise<void> {
  const userId = accountOfUnsubscribeToken(secret, token);
  if (!userId) throw new InvalidError(ACCOUNT_MESSAGES.unsubscribeLinkInvalid, 'token');
  await setMarketingEmails(db, userId, false);
}

/**
 * A new password ends every session, this one included, and answers a fresh token so the
 * device that changed it stays signed in. The password-changed mail is written in the same
 * transaction: no change goes unannounced.
 */
export async function changePassword(
  db: Database,
  deps: { tokens: TokenService; mailer: Mailer; publicUrl: string },
  userId: string,
  body: PasswordChangeBody,
): Promise<Session> {
  const user = await ownAccount(db, userId);
  if (!user.passwordHash) throw new InvalidError(ACCOUNT_MESSAGES.noPasswordToChange);
  if (!(await passwordMatches(user, body.currentPassword))) {
    throw new InvalidError(ACCOUNT_MESSAGES.currentPasswordIncorrect, 'currentPassword');
  }
  const problem = passwordProblem(body.newPassword, {
    email: user.email,
    commonPasswords: COMMON_PASSWORDS,
  });
  if (problem) throw new InvalidError(problem, 'newPassword');

  const changed = await db.transaction(async (tx) => {
    const row = await storeNewPassword(tx, user.id, body.newPassword);
    await deps.mailer.send(tx, passwordChangedEmail(row, pageUrlIn(deps.publicUrl, '/auth', row.language)));
    return row;
  });
  const accessToken = await deps.tokens.sign({
    userId: changed.id,
    role: changed.role,
    tokenVersion: changed.tokenVersion,
  });
  return { accessToken, user: toPublicUser(changed) };
}

export async function signOutEverywhere(db: Database, userId: string): Promise<void> {
  await bumpTokenVersion(db, userId);
}

/**
 * Erasure, as the privacy policy promises. One transaction, table by table (every table that
 * references users):
 * - users: the row stays for the orders, anonymised (see anonymiseUser); sessions end.
 * - orders, order_items: kept for the tax records. They hold no name, email or phone of their
 *   own: the buyer is the anonymised row, the lines keep titles and prices as sold.
 * - checkout_reminders: deleted.
 * - invoices, credit notes: kept (the law keeps tax documents for years), with the buyer's name
 *   and email erased; a business's GSTIN and registered name stay, they are the business's.
 * - billing_profiles: deleted; the user row is anonymised, not deleted, so its cascade never runs.
 * - entitlements: deleted; the access purchases or grants gave goes with the account.
 * - carts, cart_items: deleted.
 * - wishlist_items: deleted.
 * - lecture_progress, lecture_watch (what was played), watch_budgets: deleted.
 * - offline_licences (the lectures its devices saved for offline): deleted.
 * - course_completions (certificates): deleted; they carry the student's name.
 * - reviews: deleted, and their product's figures with them.
 * - projects, project_versions: deleted, and their files' media_files rows (the daily media
 *   sweep removes the bytes no row claims).
 * - account_tokens: deleted; no reset or verification link may work afterwards.
 * - mail_messages: the account's messages deleted (they hold its address and name).
 * - search_queries: the account's searches deleted rather than unlinked, since the text may
 *   itself be personal.
 * - entitlements.granted_by, courses/assets instructor_id and admin_id, media_files.uploaded_by:
 *   these name admins and instructors, and an admin account cannot be erased here.
 * - login_failures: keyed by an address, not an account; it expires on its own.
 */
export async function deleteAccount(
  db: Database,
  mailer: Mailer,
  userId: string,
  body: AccountDeleteBody,
): Promise<void> {
  const user = await ownAccount(db, userId);
  if (user.role === 'admin') throw new ForbiddenError(ACCOUNT_MESSAGES.adminCannotDelete);
  if (user.passwordHash) {
    if (body.password === undefined) throw new InvalidError(ACCOUNT_MESSAGES.deleteNeedsPassword, 'password');
    if (!(await passwordMatches(user, body.password))) {
      throw new InvalidError(ACCOUNT_MESSAGES.deletePasswordIncorrect, 'password');
    }
  } else if (body.email?.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new InvalidError(ACCOUNT_MESSAGES.deleteEmailMismatch, 'email');
  }

  await db.transaction(async (tx) => {
    await removeAllAccessOf(tx, user.id);
    await deleteCartOf(tx, user.id);
    await deleteWishlistOf(tx, user.id);
    await deleteCheckoutRemindersOf(tx, user.id);
    await deleteProgressOf(tx, user.id);
    await deleteOfflineLicencesOf(tx, user.id);
    await deleteCertificatesOf(tx, user.id);
    await deleteReviewsOf(tx, user.id);
    await deleteProjectsOf(tx, user.id);
    await deleteAccountTokens(tx, user.id);
    await mailer.deleteFor(tx, user.id);
    await deleteSearchesOf(tx, user.id);
    await deleteBillingDetailsOf(tx, user.id);
    const orderIds = await orderIdsOf(tx, user.id);
    await anonymiseInvoicesOf(tx, orderIds);
    await forgetGiftMessages(tx, orderIds);
    await anonymiseUser(tx, user.id);
    await recordAuditEvent(tx, {
      actorId: user.id,
      action: 'user.delete',
      target: { type: 'user', id: user.id },
    });
  });
}
