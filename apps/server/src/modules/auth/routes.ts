import {
  allUsersQuerySchema,
  allUsersResponseSchema,
  authConfigResponseSchema,
  checkAuthResponseSchema,
  googleQuerySchema,
  googleResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@academy/shared/auth';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { InvalidError, NotFoundError, UnauthenticatedError } from '../../lib/errors';
import { requireCaller } from '../../plugins/auth';
import { languageOf } from '../../plugins/language';
import { rateLimit } from '../../plugins/rate-limit';
import { listUsers } from '../users/list';
import { findUserById, toPublicUser } from '../users/service';
import { SWEEP_ACCOUNT_TOKENS_JOB, sweepAccountTokens } from './account-tokens';
import type { GoogleSignIn } from './google';
import * as auth from './service';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Reset and verification mails one client address may ask for per hour, whatever the accounts. */
const ACCOUNT_LINKS_PER_ADDRESS_PER_HOUR = 10;
/**
 * Failed sign-ins an address may make in an hour, across every email, per sign-in allowed a
 * minute for one email: 100 an hour by default, room for a classroom behind one address.
 */
const FAILURES_PER_ADDRESS_PER_LIMIT = 10;

export const authRoutes: FastifyPluginAsyncZod<{
  google: GoogleSignIn | undefined;
  rateLimitPerMinute: number;
  publicUrl: string;
}> = async (app, { google, rateLimitPerMinute, publicUrl }) => {
  const mailContext = { db: app.db, mailer: app.mailer, jobs: app.jobs, publicUrl };
  const limitByAddressAndEmail = rateLimit({
    name: 'login',
    max: rateLimitPerMinute,
    windowMs: MINUTE_MS,
    key: (request) => {
      const body = request.body as { email?: unknown } | undefined;
      const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
      return `${request.ip}:${email}`;
    },
  });
  const limitByAddress = (name: string) =>
    rateLimit({ name, max: rateLimitPerMinute, windowMs: MINUTE_MS, key: (request) => request.ip });

  app.post(
    '/auth/register',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      preHandler: limitByAddress('register'),
      schema: { body: registerBodySchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      // The page they registered on speaks the language their emails will.
      await auth.register(mailContext, request.body, languageOf(request.headers['accept-language']));
      return reply.status(201).send({ success: true, message: SERVER_MESSAGES.registered });
    },
  );

  app.post(
    '/auth/login',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      preHandler: limitByAddressAndEmail,
      schema: { body: loginBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request, reply) => {
      try {
        const session = await auth.login(app.db, app.tokens, request.body, {
          address: request.ip,
          maxFailuresPerAddressPerHour: rateLimitPerMinute * FAILURES_PER_ADDRESS_PER_LIMIT,
        });
        return { success: true as const, message: SERVER_MESSAGES.loggedIn, data: session };
      } catch (error) {
        if (error instanceof auth.SignInThrottledError) {
          reply.header('retry-after', error.throttled.retryAfterSeconds);
        }
        throw error;
      }
    },
  );

  app.get(
    '/auth/check-auth',
    { config: { access: 'user' }, schema: { response: { 200: checkAuthResponseSchema } } },
    async (request) => {
      const user = await findUserById(app.db, requireCaller(request).id);
      if (!user) throw new UnauthenticatedError(SERVER_MESSAGES.sessionExpired);
      return { success: true as const, data: { user: toPublicUser(user) } };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      schema: { response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.logout(app.db, requireCaller(request).id);
      return { success: true, message: SERVER_MESSAGES.loggedOut };
    },
  );

  app.get(
    '/auth/all-users',
    {
      config: { access: 'admin' },
      schema: { querystring: allUsersQuerySchema, response: { 200: allUsersResponseSchema } },
    },
    async (request) => {
      const { users, pagination } = await listUsers(app.db, request.query);
      return { success: true as const, data: { users }, pagination };
    },
  );

  app.get(
    '/auth/config',
    { config: { access: 'public' }, schema: { response: { 200: authConfigResponseSchema } } },
    async () => ({
      success: true as const,
      data: {
        google: google
          ? { clientId: google.clientId, authUrl: google.authUrl, redirectUri: google.redirectUri }
          : null,
      },
    }),
  );

  app.get(
    '/google',
    {
      config: { access: 'public' },
      preHandler: limitByAddress('google'),
      schema: { querystring: googleQuerySchema, response: { 200: googleResponseSchema } },
    },
    async (request) => {
      // Not 503: that tells clients and monitors to retry, and this lasts until GOOGLE_* are set.
      if (!google) throw new NotFoundError(SERVER_MESSAGES.googleNotConfigured);
      const { code } = request.query;
      if (!code) throw new InvalidError(SERVER_MESSAGES.googleMissingCode);
      const profile = await google.exchange(code);
      if (!profile) throw new UnauthenticatedError(SERVER_MESSAGES.googleExchangeFailed);
      const session = await auth.loginWithGoogle(
        mailContext,
        app.tokens,
        profile,
        languageOf(request.headers['accept-language']),
      );
      return {
        success: true as const,
        token: session.accessToken,
        user: session.user,
        message: SERVER_MESSAGES.googleLoggedIn,
      };
    },
  );

  /* Issue 11: password reset and verified addresses. */

  app.jobs.every(SWEEP_ACCOUNT_TOKENS_JOB, DAY_MS, () => sweepAccountTokens(app.db));
  app.jobs.register(
    auth.SEND_PASSWORD_RESET_JOB,
    async (payload) => {
      await auth.sendPasswordReset(mailContext, (payload as { email: string }).email);
    },
    { lane: 'mail' },
  );

  /** Requests for mailed links one client address may make per hour. */
  const limitMailByAddress = (name: string) =>
    rateLimit({
      name,
      max: ACCOUNT_LINKS_PER_ADDRESS_PER_HOUR,
      windowMs: HOUR_MS,
      key: (request) => request.ip,
    });

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      preHandler: limitMailByAddress('forgot-password'),
      schema: { body: forgotPasswordBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await auth.requestPasswordReset(mailContext, request.body.email);
      return { success: true, message: SERVER_MESSAGES.resetLinkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      preHandler: limitByAddress('reset-password'),
      schema: { body: resetPasswordBodySchema, response: { 200: loginResponseSchema } },
    },
    async (request) => {
      const session = await auth.resetPasswordWithToken(mailContext, app.tokens, request.body);
      return { success: true as const, message: SERVER_MESSAGES.passwordReset, data: session };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      preHandler: limitByAddress('verify-email'),
      schema: { body: verifyEmailBodySchema, response: { 200: verifyEmailResponseSchema } },
    },
    async (request) => {
      const user = await auth.verifyEmail(mailContext, request.body.token);
      return { success: true as const, message: SERVER_MESSAGES.emailVerified, data: { user } };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { access: 'user', publicPages: 'unchanged' },
      preHandler: limitMailByAddress('resend-verification'),
      schema: { response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const { alreadyVerified } = await auth.resendVerification(mailContext, requireCaller(request).id);
      return {
        success: true,
        message: alreadyVerified ? SERVER_MESSAGES.alreadyVerified : SERVER_MESSAGES.verificationSent,
      };
    },
  );
};
