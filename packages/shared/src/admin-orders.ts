import { z } from './zod';
import { ORDER_GATEWAYS, ORDER_STATUSES, orderDetailSchema, REFUND_STATUSES } from './orders';

/**
 * Admin → Orders (issue 12): the order register, one order in full, the GST register as CSV,
 * and what the payment reconciliation found. Money is rupees on the wire; dates in a query are
 * India's calendar days (Asia/Kolkata), as the academy's books keep them.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 20;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** An India calendar day, YYYY-MM-DD; blank means no bound. */
const indianDay = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .trim()
    .refine((value) => value === '' || isCalendarDate(value), `${field} must be a date (YYYY-MM-DD)`)
    .optional()
    .transform((value) => value || undefined);

const fromNotAfterTo = (range: { from?: string | undefined; to?: string | undefined }) =>
  !range.from || !range.to || range.from <= range.to;
const rangeMessage = { message: 'from must be on or before to', path: ['from'] };

export const adminOrdersQuerySchema = z
  .object({
    /** Searched in the buyer's email and name, the order id, the payment id and the invoice number. */
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .max(200, 'q must be at most 200 characters')
      .optional()
      .transform((value) => value || undefined),
    status: z
      .union([z.literal(''), z.enum(ORDER_STATUSES)], {
        error: `status must be one of ${ORDER_STATUSES.join(', ')}`,
      })
      .optional()
      .transform((value) => value || undefined),
    /** The first India calendar day of orders placed, inclusive. */
    from: indianDay('from'),
    /** The last India calendar day of orders placed, inclusive. */
    to: indianDay('to'),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be 1 or more')
      .max(100_000, 'page must be at most 100000')
      .default(1),
  })
  .refine(fromNotAfterTo, rangeMessage);
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

/** The GST register's days: both required, an accountant files a month or a quarter at a time. */
export const gstRegisterQuerySchema = z
  .object({
    from: indianDay('from').refine((value) => value !== undefined, 'from is required (YYYY-MM-DD)'),
    to: indianDay('to').refine((value) => value !== undefined, 'to is required (YYYY-MM-DD)'),
  })
  .refine(fromNotAfterTo, rangeMessage);

/** One order in the register. */
export const adminOrderRowSchema = z.object({
  orderId: z.string(),
  /** For people: KDA-2026-000123. */
  orderNumber: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ name: z.string(), email: z.string() }),
  /** Rupees. */
  total: z.number(),
  invoiceNumber: z.string().nullable(),
  paymentId: z.string().nullable(),
  itemCount: z.number().int(),
  /** The first line's title, for "Typography Essentials + 1 more". */
  firstTitle: z.string(),
  /** The status of the order's latest refund, if money went back. */
  refundStatus: z.enum(REFUND_STATUSES).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrdersResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    orders: z.array(adminOrderRowSchema),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
  }),
});
export type AdminOrdersPage = z.infer<typeof adminOrdersResponseSchema>['data'];

/** An order as the admin reads it: the buyer's view plus who bought it and how it was paid. */
export const adminOrderDetailSchema = orderDetailSchema.extend({
  buyerId: z.string(),
  gateway: z.enum(ORDER_GATEWAYS),
  gatewayOrderId: z.string().nullable(),
  /** How the payment reached the store; null while unpaid. */
  paidVia: z.enum(['checkout', 'webhook', 'reconciliation', 'free']).nullable(),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const adminOrderDetailResponseSchema = z.object({
  success: z.literal(true),
  data: adminOrderDetailSchema,
});

/** `POST /admin/orders/{orderId}/refund`: the whole order back to the buyer. */
export const adminRefundBodySchema = z.object({
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(500, 'note must be at most 500 characters')
    .optional()
    .transform((value) => value || undefined),
});
export type AdminRefundBody = z.input<typeof adminRefundBodySchema>;

export const adminRefundResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: adminOrderDetailSchema,
});

/** `POST /admin/orders/{orderId}/resend-receipt` (issue 26): the receipt and its invoice, written again. */
export const resendReceiptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const RESEND_RECEIPT_MESSAGES = {
  queued: 'The receipt will be emailed to the buyer again in a moment.',
  notPaid: 'Only a paid order has a receipt to send.',
} as const;

/** `GET /admin/payments/reconciliation`: the last run of the job that asks the gateway about unpaid orders. */
export const reconciliationSummarySchema = z.object({
  lastRunAt: z.string().nullable(),
  /** The last run's counts. */
  checked: z.number(),
  recovered: z.number(),
  refunded: z.number(),
  closed: z.number(),
  errors: z.number(),
  /** Paid orders the job found that the browser and the webhook had missed. */
  recoveredLast30Days: z.number(),
  /** Payments that bought nothing new and were sent back automatically. */
  autoRefundsLast30Days: z.number(),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummarySchema>;

export const reconciliationSummaryResponseSchema = z.object({
  success: z.literal(true),
  data: reconciliationSummarySchema,
});

/** The GST register's columns, in GSTR-1's words, in the order an accountant reads them. */
export const GST_REGISTER_COLUMNS = [
  'Document type',
  'Document number',
  'Document date',
  'Original invoice number',
  'Order number',
  'Buyer name',
  'Buyer GSTIN',
  'Place of supply',
  'Supply type',
  'GST rate (%)',
  'Taxable value',
  'CGST',
  'SGST',
  'IGST',
  'Invoice value',
] as const;
