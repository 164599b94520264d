import { z } from './zod';
import { pageQueryFields, paginationSchema } from './paging';
import { CURRENCY, PAYMENT_PROVIDERS } from './payment';

/**
 * Wire shapes of orders as the buyer reads them: the confirmation page and the order list
 * (SPEC §3, §7). Money is rupees on the wire.
 */

const id = (field: string) => z.uuid(`${field} must be a valid id`);

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
  /**
   * The kit this line was sold in (issue 31), as it was named then; `id` null once the kit is
   * deleted. A kit's lines add up to what the kit cost.
   */
  bundle: z.object({ id: z.string().nullable(), title: z.string() }).nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * An order as its buyer sees it. `orderNumber` is what the customer quotes to support
 * (KDA-2026-000123); `orderId` stays in URLs. Dates are ISO instants; the store shows them in
 * Pune's time zone.
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
  /** Bought for someone else (issue 31): where the gift stands is `GET /student/orders/:orderId/gift`. */
  isGift: z.boolean(),
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
