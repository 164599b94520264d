import { z } from 'zod';
import { billingDetailsSchema } from './gst';
import { pageQueryFields, paginationSchema } from './paging';
import { CURRENCY, PAYMENT_PROVIDERS } from './payment';

export { CURRENCY, PAYMENT_DESCRIPTION, PAYMENT_PROVIDERS, type PaymentProvider } from './payment';

/**
 * Wire shapes of the cart, orders, payments, purchases and downloads (SPEC §3, §7). Money is
 * rupees on the wire except `amount` in an order-creation answer, which is paise (the payment
 * gateway's unit; see ARCHITECTURE "Routes we add"). The browser's prices are accepted where
 * the spec's payloads carry them and then ignored: the server prices everything.
 */

const id = (field: string) => z.uuid(`${field} must be a valid id`);
const ignored = z.unknown().optional();

/* Cart */

/**
 * The most lines a cart holds, courses and assets together: a page's worth, so the cart page
 * and the checkout stay bounded (a store's carts hold a handful; Shopify stops at 500 lines).
 */
export const CART_MAX_ITEMS = 100;

export const cartCourseAddSchema = z.object({ userId: id('userId'), courseId: id('courseId') });
export const cartAssetAddSchema = z.object({ userId: id('userId'), assetId: id('assetId') });
export const userIdParamSchema = z.object({ userId: id('userId') });

export const cartCourseSchema = z.object({
  courseId: z.object({
    _id: z.string(),
    title: z.string(),
    image: z.string(),
    category: z.string(),
    price: z.number(),
  }),
});
export const cartAssetSchema = z.object({
  assetId: z.object({
    _id: z.string(),
    name: z.string(),
    image: z.array(z.string()),
    type: z.string(),
    category: z.string(),
    price: z.number(),
  }),
});
export const cartSchema = z.object({
  courses: z.array(cartCourseSchema),
  digitalAssets: z.array(cartAssetSchema),
});
export type Cart = z.infer<typeof cartSchema>;
export type CartCourse = z.infer<typeof cartCourseSchema>;
export type CartAsset = z.infer<typeof cartAssetSchema>;

/** Every cart call answers the cart as it now is, so the badge updates from the answer. */
export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: cartSchema,
});

/* Orders */

export const CHECKOUT_ITEM_TYPES = ['Course', 'Asset'] as const;

/** SPEC §3 Checkout item. Only `itemId` and `itemType` are read; title, price and image are not trusted. */
export const checkoutItemSchema = z.object({
  itemId: id('itemId'),
  itemType: z.enum(CHECKOUT_ITEM_TYPES, { error: 'itemType must be Course or Asset' }),
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

export const courseOrderCreateSchema = z.object({
  userId: id('userId'),
  courseId: id('courseId'),
  couponCode,
  billing,
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
  name: ignored,
  email: ignored,
  assetImage: ignored,
  assetTitle: ignored,
  assetPricing: ignored,
});

export const cartOrderCreateSchema = z.object({
  userId: id('userId'),
  cartItems: z
    .array(checkoutItemSchema, { error: 'cartItems must be a list of checkout items' })
    .max(200, 'cartItems can have at most 200 items'),
  couponCode,
  billing,
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

/* Orders as the buyer reads them: the confirmation page and Purchases (rupees on the wire) */

/**
 * created: waiting for payment; paid; failed: the payment service could not open it; cancelled:
 * replaced by a newer checkout of the same products, or abandoned; refunded: paid, then refunded.
 */
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const REFUND_STATUSES = ['queued', 'pending', 'processed', 'failed'] as const;
export const REFUND_REASONS = [
  'admin',
  'duplicate-payment',
  'order-closed',
  'already-owned',
  'coupon-used-up',
] as const;

/** A tax invoice or credit note as the order page links it: its number, date and PDF. */
export const taxDocumentLinkSchema = z.object({
  number: z.string(),
  issuedAt: z.string(),
  /** The PDF, for the buyer and admins (`GET /api/orders/{orderId}/invoice` or `/credit-note`). */
  url: z.string(),
});
export type TaxDocumentLink = z.infer<typeof taxDocumentLinkSchema>;

/** GST inside the total, in rupees: CGST + SGST within Maharashtra, IGST across states. */
export const orderTaxSchema = z.object({
  /** Basis points: 1800 is 18 %. */
  rateBasisPoints: z.number().int(),
  taxable: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});

/** Money going back to the buyer for this order (an admin's refund, or an automatic one). */
export const orderRefundSchema = z.object({
  status: z.enum(REFUND_STATUSES),
  reason: z.enum(REFUND_REASONS),
  amount: z.number(),
  paymentId: z.string(),
  refundId: z.string().nullable(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;
export const ORDER_GATEWAYS = [...PAYMENT_PROVIDERS, 'none'] as const;

export const orderIdParamSchema = z.object({ orderId: id('orderId') });

/** One line of an order, as sold: what it cost before and after the order's coupon. */
export const orderLineSchema = z.object({
  type: z.enum(['course', 'asset']),
  /** The course or asset; null when it has since been deleted (the line keeps its title). */
  id: z.string().nullable(),
  title: z.string(),
  image: z.string().nullable(),
  /** The price when sold, in rupees. */
  listPrice: z.number(),
  /** What this line cost after its share of the discount, in rupees. */
  pricePaid: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order as its buyer sees it. `orderNumber` is what the customer quotes to support (today the
 * order id). Dates are ISO instants; the store shows them in Pune's time zone.
 */
export const orderDetailSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** 'none' for an order that cost nothing and never went to a gateway. */
  paymentProvider: z.enum(ORDER_GATEWAYS),
  paymentId: z.string().nullable(),
  buyer: z.object({ name: z.string(), email: z.string() }),
  items: z.array(orderLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  total: z.number(),
  currency: z.literal(CURRENCY),
  /** The place of supply (GST state code and name) and the buyer's GSTIN, if a business. */
  billing: z.object({
    placeOfSupply: z.string(),
    placeOfSupplyName: z.string(),
    gstin: z.string().nullable(),
    legalName: z.string().nullable(),
  }),
  /** The tax invoice's number, once paid (null for an order that cost nothing: nothing to tax). */
  invoiceNumber: z.string().nullable(),
  invoice: taxDocumentLinkSchema.nullable(),
  tax: orderTaxSchema.nullable(),
  /** The credit note of a refunded order. */
  creditNote: taxDocumentLinkSchema.nullable(),
  refunds: z.array(orderRefundSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDetailResponseSchema = z.object({ success: z.literal(true), data: orderDetailSchema });

/** A paid (or since refunded) order in the buyer's list, newest first. */
export const orderSummarySchema = orderDetailSchema
  .pick({
    orderId: true,
    orderNumber: true,
    paidAt: true,
    total: true,
    currency: true,
    couponCode: true,
    invoiceNumber: true,
  })
  .extend({
    /** Paid, or paid and since refunded. */
    status: z.enum(['paid', 'refunded']),
    paidAt: z.string(),
    itemCount: z.number().int(),
    /** The first line's title, for "Typography Essentials + 1 more". */
    firstTitle: z.string(),
  });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ordersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(orderSummarySchema),
  pagination: paginationSchema,
});

/**
 * A student's own lists (orders, purchases): `page` and `limit`, the first PERSONAL_PAGE_SIZE
 * items when neither is given.
 */
export const personalListQuerySchema = z.object(pageQueryFields);

/* Purchases */

export const coursePurchaseParamsSchema = z.object({ courseId: id('courseId'), userId: id('userId') });
export const assetPurchaseParamsSchema = z.object({ assetId: id('assetId'), userId: id('userId') });

/** 200 `data: true` when bought; 404 when not (SPEC §7). */
export const purchaseInfoResponseSchema = z.object({ success: z.literal(true), data: z.literal(true) });

export const ENTITLEMENT_SOURCES = ['purchase', 'manual'] as const;

export const purchasedCourseSchema = z.object({
  _id: z.string(),
  title: z.string(),
  image: z.string(),
  category: z.string(),
  instructorName: z.string(),
  lectures: z.number(),
  /** What was paid, in rupees; 0 for manual access. */
  price: z.number(),
  purchasedAt: z.string(),
  source: z.enum(ENTITLEMENT_SOURCES),
});
export type PurchasedCourse = z.infer<typeof purchasedCourseSchema>;

export const purchasedAssetSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.array(z.string()),
  type: z.string(),
  category: z.string(),
  price: z.number(),
  purchasedAt: z.string(),
  source: z.enum(ENTITLEMENT_SOURCES),
});
export type PurchasedAsset = z.infer<typeof purchasedAssetSchema>;

export const purchasedCoursesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(purchasedCourseSchema),
  pagination: paginationSchema,
});
export const purchasedAssetsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(purchasedAssetSchema),
  pagination: paginationSchema,
});

/* Downloads */

export const assetDownloadParamsSchema = z.object({ assetId: id('assetId') });

/** A short-lived link that saves the file as `filename` (Content-Disposition: attachment). */
export const assetDownloadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string(), filename: z.string(), expiresAt: z.string() }),
});
