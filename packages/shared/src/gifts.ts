import { z } from './zod';
import { emailAddressField } from './auth';
import { GIFT_DELIVERY_DAYS_MAX, GIFT_MESSAGE_MAX, GIFT_NAME_MAX } from './gift-limits';

export { GIFT_DELIVERY_DAYS_MAX, GIFT_MESSAGE_MAX, GIFT_NAME_MAX };

/*
 * Gifts (issue 31): an order bought for someone else. After payment the recipient is emailed a
 * claim link, now or on the day the buyer chose; the products become theirs only when they claim
 * it, signed in with the address it was sent to. The buyer keeps the order and its invoice, sees
 * where the gift stands, can send the email again, and can correct the address until it is claimed.
 */

const recipientEmail = emailAddressField('recipientEmail');

/** `gift` on every create-order route. `deliverOn`: a day in India, today up to 90 days ahead; absent, now. */
export const giftSchema = z.object({
  recipientName: z
    .string({ error: 'recipientName is required' })
    .trim()
    .min(1, 'recipientName is required')
    .max(GIFT_NAME_MAX, `recipientName must be at most ${GIFT_NAME_MAX} characters`),
  recipientEmail,
  message: z
    .string({ error: 'message must be text' })
    .trim()
    .max(GIFT_MESSAGE_MAX, `message must be at most ${GIFT_MESSAGE_MAX} characters`)
    .optional()
    .transform((message) => message || undefined),
  deliverOn: z
    .string({ error: 'deliverOn must be a date' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'deliverOn must be a date like 2026-12-25')
    .optional(),
});
export type GiftRequest = z.input<typeof giftSchema>;
export type Gift = z.output<typeof giftSchema>;

/**
 * Where a gift stands, for its buyer: `unpaid` until the order is paid, then `scheduled` for a
 * later day or `sent`, then `claimed`; `cancelled` once the order is refunded unclaimed.
 */
export const GIFT_STATUSES = ['unpaid', 'scheduled', 'sent', 'claimed', 'cancelled'] as const;
export type GiftStatus = (typeof GIFT_STATUSES)[number];

/** `GET /student/orders/:orderId/gift`: the gift of one of the caller's orders. */
export const orderGiftSchema = z.object({
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  deliverOn: z.string().nullable(),
  status: z.enum(GIFT_STATUSES),
  sentAt: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type OrderGift = z.infer<typeof orderGiftSchema>;

export const orderGiftResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: orderGiftSchema,
});

export const orderGiftParamsSchema = z.object({ orderId: z.uuid('orderId must be a valid id') });

/** `PUT /student/orders/:orderId/gift/recipient`: a corrected address, while the gift is unclaimed. */
export const giftRecipientBodySchema = z.object({ recipientEmail });

/** The claim link's token: opaque, signed by the server. */
const token = z
  .string({ error: 'token is required' })
  .trim()
  .min(1, 'token is required')
  .max(300, 'token must be at most 300 characters');

export const giftTokenBodySchema = z.object({ token });

export const GIFT_PRODUCT_TYPES = ['course', 'asset'] as const;

/** A product of a gift, linked to its page (`bundleId` when it came in a bundle). */
export const giftProductSchema = z.object({
  type: z.enum(GIFT_PRODUCT_TYPES),
  id: z.string(),
  title: z.string(),
  image: z.string(),
});
export type GiftProduct = z.infer<typeof giftProductSchema>;

/**
 * `POST /gifts/view` (anyone holding the link): what the claim page shows. `state` is `waiting`
 * until someone claims it; a link the buyer replaced by correcting the address is not found.
 */
export const giftViewSchema = z.object({
  fromName: z.string(),
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  state: z.enum(['waiting', 'claimed', 'cancelled']),
  products: z.array(giftProductSchema),
});
export type GiftView = z.infer<typeof giftViewSchema>;

export const giftViewResponseSchema = z.object({ success: z.literal(true), data: giftViewSchema });

/** `POST /gifts/claim`: the products are now the caller's. */
export const giftClaimResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ products: z.array(giftProductSchema) }),
});
