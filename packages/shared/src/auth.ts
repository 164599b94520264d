import { z } from './zod';
import { FIELD_LIMITS } from './limits';
import { adminUserListQuerySchema, paginationSchema } from './paging';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** An email address in the field `field`, trimmed and in lower case, each problem naming the field. */
export const emailAddressField = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(FIELD_LIMITS.emailMax, `${field} must be at most ${FIELD_LIMITS.emailMax} characters`)
    .pipe(z.email(`${field} must be a valid email address`))
    .transform((value) => value.toLowerCase());

const email = emailAddressField('email');

const password = z
  .string({ error: 'password is required' })
  .min(1, 'password is required')
  .max(FIELD_LIMITS.passwordMax, `password must be at most ${FIELD_LIMITS.passwordMax} characters`);

/**
 * SPEC §7: login and register take the same payload (name, email, phone, password, role).
 * The role is accepted on the wire but never trusted: register always creates 'user'.
 */
export const loginBodySchema = z.object({
  name: z.string().optional(),
  email,
  phone: z.string().optional(),
  password,
  role: z.string().optional(),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .trim()
    .min(1, 'name is required')
    .max(FIELD_LIMITS.nameMax, `name must be at most ${FIELD_LIMITS.nameMax} characters`),
  email,
  phone: z
    .string({ error: 'phone is required' })
    .trim()
    .min(1, 'phone is required')
    .regex(/^\+?[0-9][0-9 -]*$/, 'phone may contain only digits, spaces, dashes and a leading +')
    .refine((value) => {
      const digits = value.replace(/\D/g, '').length;
      return digits >= FIELD_LIMITS.phoneMin && digits <= FIELD_LIMITS.phoneMax;
    }, `phone must have between ${FIELD_LIMITS.phoneMin} and ${FIELD_LIMITS.phoneMax} digits`),
  password: password.refine(
    (value) => value.length >= FIELD_LIMITS.passwordMin,
    `password must be at least ${FIELD_LIMITS.passwordMin} characters`,
  ),
  role: z.string().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  /** Whether the owner proved the address (a verification link, a reset, or Google). */
  emailVerified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const messageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
});

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ accessToken: z.string(), user: userSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const checkAuthResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ user: userSchema }),
});

/**
 * `GET /auth/all-users`: the admin's Students table, a page at a time; `q` matches the name,
 * email or phone, `role` keeps only students (`user`) or only admins (blank: both).
 */
export const allUsersQuerySchema = adminUserListQuerySchema.extend({
  role: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(ROLES, { error: `role must be one of ${ROLES.join(', ')}` }).optional(),
    )
    .optional(),
});
export type AllUsersQuery = z.input<typeof allUsersQuerySchema>;

/**
 * An account as the admin's Students table lists it: the user, when they signed up, and whether
 * an admin disabled it (issue 26).
 */
export const listedUserSchema = userSchema.extend({ createdAt: z.string(), disabled: z.boolean() });
export type ListedUser = z.infer<typeof listedUserSchema>;

export const allUsersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ users: z.array(listedUserSchema) }),
  pagination: paginationSchema,
});

export const googleQuerySchema = z.object({
  code: z.string().max(4096, 'code is too long').optional(),
});

/** SPEC §7: GET /google answers success, token, user, message at the top level. */
export const googleResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  message: z.string(),
});
export type GoogleResponse = z.infer<typeof googleResponseSchema>;

export const authConfigResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Null when the server has no Google client configured. */
    google: z.object({ clientId: z.string(), authUrl: z.string(), redirectUri: z.string() }).nullable(),
  }),
});
export type AuthConfig = z.infer<typeof authConfigResponseSchema>['data'];

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The request key the problem is about, dotted when nested ("curriculum.2.title"); absent when it is not one field. */
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/* Issue 11: password reset and verified addresses. */

const accountToken = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(200, 'token is not a valid link token');

export const forgotPasswordBodySchema = z.object({ email });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: accountToken, password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: accountToken });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const verifyEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: userSchema }),
});
