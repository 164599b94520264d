import { z } from './zod';
import { registerBodySchema, userSchema } from './auth';
import { LANGUAGES } from './languages';
import { FIELD_LIMITS } from './limits';

/*
 * The student's own account (/account, issue 11): profile, password, sessions and erasure.
 * Every call acts on the caller's account only, so none takes a user id.
 */

export const accountProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(['user', 'admin']),
  /** False for an account that only ever signed in with Google. */
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
  /** The language of the account's emails, and of the server's answers when a call names none. */
  language: z.enum(LANGUAGES),
  /** Whether the account takes marketing mail: the emails asking for a review (issue 30). */
  marketingEmails: z.boolean(),
  createdAt: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

export const accountResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ account: accountProfileSchema }),
});

/** The same rules as registration's name and phone. */
export const accountUpdateBodySchema = registerBodySchema.pick({ name: true, phone: true });
export type AccountUpdateBody = z.infer<typeof accountUpdateBodySchema>;

export const accountUpdateResponseSchema = accountResponseSchema.extend({
  message: z.string(),
  /** The public user as the header shows it, to replace the stored one. */
  user: userSchema,
});

/** Issue 29: the account's language, one the store speaks. */
export const accountLanguageBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }),
});
export type AccountLanguageBody = z.infer<typeof accountLanguageBodySchema>;

/** Issue 30: the account's switch for marketing mail. */
export const accountMarketingEmailsBodySchema = z.object({
  marketingEmails: z.boolean({ error: 'marketingEmails must be true or false' }),
});
export type AccountMarketingEmailsBody = z.infer<typeof accountMarketingEmailsBodySchema>;

/** The one-click unsubscribe of a marketing mail (RFC 8058): the link's token says whose. */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'token is required' })
    .min(1, 'token is required')
    .max(200, 'token must be at most 200 characters'),
});

export const unsubscribeResponseSchema = z.object({ success: z.literal(true), message: z.string() });

const typedPassword = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .max(FIELD_LIMITS.passwordMax, `${field} must be at most ${FIELD_LIMITS.passwordMax} characters`);

/** Whether the new password is good enough is decided by passwordProblem, with the account's email. */
export const passwordChangeBodySchema = z.object({
  currentPassword: typedPassword('currentPassword'),
  newPassword: typedPassword('newPassword'),
});
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

/** A fresh token for the device that changed the password: every other session has ended. */
export const passwordChangeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ accessToken: z.string(), user: userSchema }),
});

/** Confirmation of the erasure: the password, or for an account without one, its email typed out. */
export const accountDeleteBodySchema = z
  .object({
    password: typedPassword('password').optional(),
    email: z
      .string()
      .trim()
      .max(FIELD_LIMITS.emailMax, `email must be at most ${FIELD_LIMITS.emailMax} characters`)
      .optional(),
  })
  .refine((body) => body.password !== undefined || body.email !== undefined, {
    message: 'password is required to delete the account',
  });
export type AccountDeleteBody = z.infer<typeof accountDeleteBodySchema>;

export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Your profile was updated.',
  passwordChanged: 'Your password was changed. Every other device was signed out.',
  currentPasswordIncorrect: 'Current password is incorrect.',
  noPasswordToChange:
    'This account signs in with Google and has no password yet. Use "Forgot password?" on the sign-in page to set one.',
  signedOutEverywhere: 'You were signed out of every device.',
  deleted: 'Your account was deleted.',
  adminCannotDelete: 'Admin accounts cannot be deleted here: they keep the store running.',
  deleteNeedsPassword: 'Type your password to confirm.',
  deletePasswordIncorrect: 'The password is incorrect.',
  deleteEmailMismatch: 'Type your email address exactly as shown to confirm.',
  tooManyPasswordAttempts: 'Too many attempts. Please wait 15 minutes and try again.',
  marketingEmailsOn:
    'We will email you to ask for reviews, when your wishlist gets cheaper, and about a checkout you did not finish.',
  marketingEmailsOff:
    'No more emails about reviews, price drops or unfinished checkouts. Receipts and emails about your account still come.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Switch these emails off on your account page.',
} as const;
