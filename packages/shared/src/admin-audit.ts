import { z } from './zod';
import { listedUserSchema } from './auth';
import { pageQueryFields, paginationSchema } from './paging';

/*
 * Admin → Audit log (issue 26): who refunded, granted, promoted, disabled, deleted or repriced
 * what, and when; and disabling an account. Each action is written in the transaction of the
 * change it records. Money in `details` is in rupees, as the rest of the wire.
 */

/** Every action the audit log records: short dotted verbs, `<what>.<did>`. */
export const AUDIT_ACTIONS = [
  'order.refund',
  'access.grant',
  'access.revoke',
  'user.role',
  'user.disable',
  'user.enable',
  'user.delete',
  'coupon.create',
  'coupon.update',
  'coupon.delete',
  'course.price',
  'course.delete',
  'asset.price',
  'asset.delete',
  'bundle.create',
  'bundle.update',
  'bundle.delete',
  'lecture.delete',
  'media.delete',
  'review.hide',
  'review.show',
  'review.delete',
  'project.review',
  'project.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action was done to. */
export const AUDIT_TARGET_TYPES = [
  'order',
  'user',
  'coupon',
  'course',
  'asset',
  'bundle',
  'lecture',
  'media',
  'review',
  'project',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_PAGE_SIZE = 25;

/** `GET /admin/audit?page=&action=&actor=`: newest first; blank filters are none. */
export const auditQuerySchema = z.object({
  page: pageQueryFields.page,
  action: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    )
    .optional(),
  actor: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z.uuid('actor must be an account id').optional(),
    )
    .optional(),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null when no account acted: the operator's command line. */
  actor: z.object({ id: z.string(), email: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string() }),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(auditEventSchema),
  pagination: paginationSchema,
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/* Disabling an account (`POST /admin/users/:id/disable`, `…/enable`). */

export const ACCOUNT_STATUS_MESSAGES = {
  disabled: 'This account has been disabled. Write to the academy if you think this is a mistake.',
  cannotDisableSelf: 'You cannot disable your own account: ask another admin.',
  accountNotFound: 'No account has this id.',
  disabledDone: (name: string) => `${name}'s account is disabled and signed out everywhere.`,
  enabledDone: (name: string) => `${name}'s account is enabled again.`,
} as const;

export const accountIdParamSchema = z.object({ id: z.uuid('id must be an account id') });

export const accountStatusResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ user: listedUserSchema }),
});
export type AccountStatusResponse = z.infer<typeof accountStatusResponseSchema>;
