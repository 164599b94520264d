/** Signing in and the student's own account in the ApiContract (contract.ts). */
import type { z } from 'zod';
import type {
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
} from './account';
import type {
  authConfigResponseSchema,
  checkAuthResponseSchema,
  forgotPasswordBodySchema,
  googleQuerySchema,
  googleResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from './auth';
import type { billingDetailsResponseSchema, billingDetailsSchema } from './gst';

export type AccountContract = {
  // Auth
  'POST /auth/register': {
    response: z.output<typeof messageResponseSchema>;
    body: z.input<typeof registerBodySchema>;
  };
  'POST /auth/login': {
    response: z.output<typeof loginResponseSchema>;
    body: z.input<typeof loginBodySchema>;
  };
  'GET /auth/check-auth': { response: z.output<typeof checkAuthResponseSchema> };
  'POST /auth/logout': { response: z.output<typeof messageResponseSchema> };
  'GET /auth/config': { response: z.output<typeof authConfigResponseSchema> };
  'GET /google': {
    response: z.output<typeof googleResponseSchema>;
    query: z.input<typeof googleQuerySchema>;
  };
  'POST /auth/forgot-password': {
    response: z.output<typeof messageResponseSchema>;
    body: z.input<typeof forgotPasswordBodySchema>;
  };
  'POST /auth/reset-password': {
    response: z.output<typeof loginResponseSchema>;
    body: z.input<typeof resetPasswordBodySchema>;
  };
  'POST /auth/verify-email': {
    response: z.output<typeof verifyEmailResponseSchema>;
    body: z.input<typeof verifyEmailBodySchema>;
  };
  'POST /auth/resend-verification': { response: z.output<typeof messageResponseSchema> };

  // Account
  'GET /account': { response: z.output<typeof accountResponseSchema> };
  'PATCH /account': {
    response: z.output<typeof accountUpdateResponseSchema>;
    body: z.input<typeof accountUpdateBodySchema>;
  };
  'DELETE /account': {
    response: z.output<typeof messageResponseSchema>;
    body: z.input<typeof accountDeleteBodySchema>;
  };
  'PUT /account/language': {
    response: z.output<typeof accountResponseSchema>;
    body: z.input<typeof accountLanguageBodySchema>;
  };
  'PUT /account/marketing-emails': {
    response: z.output<typeof accountResponseSchema>;
    body: z.input<typeof accountMarketingEmailsBodySchema>;
  };
  'POST /account/marketing-emails/unsubscribe': {
    response: z.output<typeof unsubscribeResponseSchema>;
    query: z.input<typeof unsubscribeQuerySchema>;
  };
  'POST /account/password': {
    response: z.output<typeof passwordChangeResponseSchema>;
    body: z.input<typeof passwordChangeBodySchema>;
  };
  'POST /account/sign-out-everywhere': { response: z.output<typeof messageResponseSchema> };
  'GET /account/billing': { response: z.output<typeof billingDetailsResponseSchema> };
  'PUT /account/billing': {
    response: z.output<typeof billingDetailsResponseSchema>;
    body: z.input<typeof billingDetailsSchema>;
  };
};
