import { z } from './zod';
import { giftSchema } from './gifts';
import { billingDetailsSchema } from './gst';
import { CURRENCY, PAYMENT_PROVIDERS } from './payment';

/**
 * Wire shapes of checkout: creating an order, paying it and verifying the payment (SPEC §3, §7).
 * Money is rupees on the wire except `amount` in an order-creation answer, which is paise (the
 * payment gateway's unit; see ARCHITECTURE "Routes we add"). The browser's prices are accepted
 * where the spec's payloads carry them and then ignored: the server prices everything.
 */

const id = (field: string) => z.uuid(`${field} must be a valid id`);
const ignored = z.unknown().optional();

export const CHECKOUT_ITEM_TYPES = ['Course', 'Asset', 'Bundle'] as const;

/** SPEC §3 Checkout item. Only `itemId` and `itemType` are read; title, price and image are not trusted. */
export const checkoutItemSchema = z.object({
  itemId: id('itemId'),
  itemType: z.enum(CHECKOUT_ITEM_TYPES, { error: 'itemType must be Course, Asset or Bundle' }),
  title: ignored,
  price: ignored,
  image: ignored,
});
export type CheckoutItem = z.input<typeof checkoutItemSchema>;

/** An optional coupon on any order; blank means none. The server checks and prices it. */
const couponCode = z
  .string({ error: 'couponCode must be text' })
  .trim()
  .max(40, 'couponCode must be at most 40 characters')
  .optional()
  .transform((code) => code || undefined);

/**
 * The buyer's billing details for the tax invoice (state, GSTIN). Absent: the details the buyer
 * saved last time, if any; the server keeps what is sent here for the next checkout.
 */
const billing = billingDetailsSchema.optional();

/** Issue 31: the order is a gift for someone else, who claims it from an email. */
const gift = giftSchema.optional();

export const courseOrderCreateSchema = z.object({
  userId: id('userId'),
  courseId: id('courseId'),
  couponCode,
  billing,
  gift,
  name: ignored,
  email: ignored,
  courseImage: ignored,
  courseTitle: ignored,
  coursePricing: ignored,
});

export const assetOrderCreateSchema = z.object({
  userId: id('userId'),
  assetId: id('assetId'),
  couponCode,
  billing,
  gift,
  name: ignored,
  email: ignored,
  assetImage: ignored,
  assetTitle: ignored,
  assetPricing: ignored,
});

/** `POST /student/bundles/order/create-order` (issue 31): a bundle, priced for the buyer. */
export const bundleOrderCreateSchema = z.object({
  userId: id('userId'),
  bundleId: id('bundleId'),
  couponCode,
  billing,
  gift,
});

export const cartOrderCreateSchema = z.object({
  userId: id('userId'),
  cartItems: z
    .array(checkoutItemSchema, { error: 'cartItems must be a list of checkout items' })
    .max(200, 'cartItems can have at most 200 items'),
  couponCode,
  billing,
  gift,
});

/**
 * SPEC §3 Order creation response, plus what the payment dialog needs. `status: 'paid'` means
 * the order cost nothing and is already fulfilled: no dialog opens. `amount` is in paise.
 */
export const orderCreatedSchema = z.object({
  orderId: z.string(),
  razorpayOrderId: z.string().nullable(),
  amount: z.number().int(),
  currency: z.literal(CURRENCY),
  status: z.enum(['created', 'paid']),
  provider: z.enum(PAYMENT_PROVIDERS).nullable(),
  /** The public key the dialog shows and Razorpay Checkout needs. */
  keyId: z.string().nullable(),
});
export type OrderCreated = z.infer<typeof orderCreatedSchema>;

export const orderCreatedResponseSchema = z.object({ success: z.literal(true), data: orderCreatedSchema });
/** `POST /create-order` (the cart) answers the same fields at the top level (SPEC §7). */
export const cartOrderCreatedResponseSchema = orderCreatedSchema.extend({ success: z.literal(true) });

/** SPEC §3 Payment verification payload. `razorpayOrderId` must match our order's. */
export const verifyPaymentSchema = z.object({
  orderId: id('orderId'),
  razorpayPaymentId: z
    .string({ error: 'razorpayPaymentId is required' })
    .trim()
    .min(1, 'razorpayPaymentId is required')
    .max(100, 'razorpayPaymentId must be at most 100 characters'),
  razorpayOrderId: z
    .string({ error: 'razorpayOrderId is required' })
    .trim()
    .min(1, 'razorpayOrderId is required')
    .max(100, 'razorpayOrderId must be at most 100 characters'),
  razorpaySignature: z
    .string({ error: 'razorpaySignature is required' })
    .trim()
    .min(1, 'razorpaySignature is required')
    .max(200, 'razorpaySignature must be at most 200 characters'),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export const verifyPaymentResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/* The sandbox gateway's checkout (ARCHITECTURE Payments) */

export const sandboxPaySchema = z.object({
  razorpayOrderId: z.string().trim().min(1, 'razorpayOrderId is required').max(100),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
});

/** What Razorpay Checkout hands its `handler` on success. */
export const checkoutSuccessSchema = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export type CheckoutSuccess = z.infer<typeof checkoutSuccessSchema>;

/** What Razorpay Checkout's `payment.failed` event carries. */
export const checkoutFailureSchema = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    source: z.string(),
    step: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export type CheckoutFailure = z.infer<typeof checkoutFailureSchema>;

export const sandboxPayResponseSchema = z.union([checkoutSuccessSchema, checkoutFailureSchema]);
