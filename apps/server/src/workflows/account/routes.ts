import {
  ACCOUNT_MESSAGES,
  accountDeleteBodySchema,
  accountLanguageBodySchema,
  accountMarketingEmailsBodySchema,
  accountResponseSchema,
  accountUpdateBodySchema,
  accountUpdateResponseSchema,
  passwordChangeBodySchema,
  passwordChangeResponseSchema,
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
} from '@academy/shared/account';
import { messageResponseSchema } from '@academy/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaller } from '../../plugins/auth';
import { rateLimit } from '../../plugins/rate-limit';
import { toPublicUser } from '../../modules/users/service';
import * as account from './service';

/** Tries of a password per account in a window, whatever address they come from. */
const PASSWORD_TRIES = 5;
const PASSWORD_WINDOW_MS = 15 * 60_000;

/**
 * The signed-in student's own account (/account): every call acts on the caller, so no other
 * account can be reached from here, by a student or an admin.
 */
export const accountRoutes: FastifyPluginAsyncZod<{ publicUrl: string; unsubscribeSecret: string }> = async (
  app,
  { publicUrl, unsubscribeSecret },
) => {
  // A stolen session must not become a way to guess the password behind it.
  const limitPasswordTries = (name: string) =>
    rateLimit({
      name,
      max: PASSWORD_TRIES,
      windowMs: PASSWORD_WINDOW_MS,
      key: (request) => requireCaller(request).id,
      message: ACCOUNT_MESSAGES.tooManyPasswordAttempts,
    });

  app.get(
    '/account',
    { config: { access: 'user' }, schema: { response: { 200: accountResponseSchema } } },
    async (request) => {
      const user = await account.getAccount(app.db, requireCaller(request).id);
      return { success: true as const, data: { account: account.toAccountProfile(user) } };
    },
  );

  app.patch(
    '/account',
    {
      config: { access: 'user' },
      schema: { body: accountUpdateBodySchema, response: { 200: accountUpdateResponseSchema } },
    },
    async (request) => {
      const user = await account.updateAccount(app.db, requireCaller(request).id, request.body);
      return {
        success: true as const,
        message: ACCOUNT_MESSAGES.profileUpdated,
        data: { account: account.toAccountProfile(user) },
        user: toPublicUser(user),
      };
    },
  );

  // Issue 29: the header's language switch and /account both set it; emails follow it.
  app.put(
    '/account/language',
    {
      config: { access: 'user' },
      schema: { body: accountLanguageBodySchema, response: { 200: accountResponseSchema } },
    },
    async (request) => {
      const user = await account.changeLanguage(app.db, requireCaller(request).id, request.body);
      return { success: true as const, data: { account: account.toAccountProfile(user) } };
    },
  );

  // Issue 30: the switch for the emails that ask for a review (marketing mail).
  app.put(
    '/account/marketing-emails',
    {
      config: { access: 'user' },
      schema: { body: accountMarketingEmailsBodySchema, response: { 200: accountResponseSchema } },
    },
    async (request) => {
      const user = await account.changeMarketingEmails(app.db, requireCaller(request).id, request.body);
      return { success: true as const, data: { account: account.toAccountProfile(user) } };
    },
  );

  /*
   * A marketing mail's one-click unsubscribe (RFC 8058): mail clients post
   * `List-Unsubscribe=One-Click` as a form to the address in its List-Unsubscribe header, and the
   * store's /unsubscribe page posts here too. The token in the address is all that counts.
   */
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/account/marketing-emails/unsubscribe',
    {
      config: { access: 'public' },
      schema: { querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResponseSchema } },
    },
    async (request) => {
      await account.unsubscribe(app.db, unsubscribeSecret, request.query.token);
      return { success: true as const, message: ACCOUNT_MESSAGES.marketingEmailsOff };
    },
  );

  app.post(
    '/account/password',
    {
      config: { access: 'user' },
      preHandler: limitPasswordTries('account-password'),
      schema: { body: passwordChangeBodySchema, response: { 200: passwordChangeResponseSchema } },
    },
    async (request) => {
      const session = await account.changePassword(
        app.db,
        { tokens: app.tokens, mailer: app.mailer, publicUrl },
        requireCaller(request).id,
        request.body,
      );
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged, data: session };
    },
  );

  app.post(
    '/account/sign-out-everywhere',
    { config: { access: 'user' }, schema: { response: { 200: messageResponseSchema } } },
    async (request) => {
      await account.signOutEverywhere(app.db, requireCaller(request).id);
      return { success: true, message: ACCOUNT_MESSAGES.signedOutEverywhere };
    },
  );

  app.delete(
    '/account',
    {
      config: { access: 'user' },
      preHandler: limitPasswordTries('account-delete'),
      schema: { body: accountDeleteBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await account.deleteAccount(app.db, app.mailer, requireCaller(request).id, request.body);
      return { success: true, message: ACCOUNT_MESSAGES.deleted };
    },
  );
};
