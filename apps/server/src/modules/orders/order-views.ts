import { stateName } from '@academy/shared/gst';
import type { OrderDetail, OrderSummary } from '@academy/shared/orders';
import { PERSONAL_PAGE_SIZE, type Pagination, paginationOf } from '@academy/shared/paging';
import { CURRENCY } from '@academy/shared/payment';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { InvoicingSettings } from '../../config';
import type { Executor } from '../../db/client';
import { digitalAssets } from '../../db/schema/assets';
import { courses } from '../../db/schema/courses';
import { invoices } from '../../db/schema/invoices';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/refunds';
import { users } from '../../db/schema/users';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { assetImageUrls } from '../assets/summaries';
import { findDocument, type TaxDocument } from '../invoices/service';
import { orderNumberOf } from './order-number';
import { findOwnOrder } from './service';

/*
 * Orders as their buyer reads them (and admins, through the same view): the order page with
 * its invoice, tax and refunds, and the list in Purchases. Read-only.
 */

/** A course's banner or an asset's first picture; none for a product since deleted. */
function lineImage(courseImage: string | null, assetImages: string[] | null): string | null {
  return courseImage || assetImages?.[0] || null;
}

/**
 * The order as its buyer reads it on the confirmation page: lines as sold (list price and what
 * was paid after the coupon), the payment, and who bought it. Owner or admin only.
 */
export async function getOrderDetail(
  db: Executor,
  invoicing: InvoicingSettings,
  caller: { id: string; role: string },
  orderId: string,
): Promise<OrderDetail> {
  const order = await findOwnOrder(db, caller, { orderId });
  const [[buyer], lines] = await Promise.all([
    db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId))
      .limit(1),
    db
      .select({
        itemType: orderItems.itemType,
        courseId: orderItems.courseId,
        assetId: orderItems.assetId,
        title: orderItems.title,
        listPricePaise: orderItems.listPricePaise,
        pricePaise: orderItems.pricePaise,
        bundleId: orderItems.bundleId,
        bundleTitle: orderItems.bundleTitle,
        courseImage: courses.image,
        assetImages: assetImageUrls,
      })
      .from(orderItems)
      .leftJoin(courses, eq(courses.id, orderItems.courseId))
      .leftJoin(digitalAssets, eq(digitalAssets.id, orderItems.assetId))
      .where(eq(orderItems.orderId, order.id))
      // A kit's lines together (kits by title, first), then courses, then assets, each by title:
      // the same order every time it is read.
      .orderBy(
        sql`${orderItems.bundleTitle} is null`,
        asc(orderItems.bundleTitle),
        asc(orderItems.bundleId),
        desc(orderItems.itemType),
        asc(orderItems.title),
        asc(orderItems.id),
      ),
  ]);
  const [invoice, creditNote, refundRows] = await Promise.all([
    findDocument(db, order.id, 'invoice'),
    findDocument(db, order.id, 'credit-note'),
    db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt)),
  ]);
  const placeOfSupply = invoice?.placeOfSupply ?? order.buyerStateCode ?? invoicing.stateCode;
  const documentLink = (document: TaxDocument, path: 'invoice' | 'credit-note') => ({
    number: document.number,
    issuedAt: document.issuedAt.toISOString(),
    url: `/api/orders/${order.id}/${path}`,
  });
  return {
    orderId: order.id,
    orderNumber: orderNumberOf(order),
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt ? order.paidAt.toISOString() : null,
    paymentProvider: order.gateway,
    paymentId: order.gatewayPaymentId,
    buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '' },
    items: lines.map((line) => ({
      type: line.itemType === 'Course' ? ('course' as const) : ('asset' as const),
      id: line.courseId ?? line.assetId,
      title: line.title,
      image: lineImage(line.courseImage, line.assetImages),
      listPrice: toRupees(line.listPricePaise),
      pricePaid: toRupees(line.pricePaise),
      bundle: line.bundleTitle === null ? null : { id: line.bundleId, title: line.bundleTitle },
    })),
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    couponCode: order.discountPaise > 0 ? order.couponCode : null,
    total: toRupees(order.amountPaise),
    currency: CURRENCY,
    billing: {
      placeOfSupply,
      placeOfSupplyName: stateName(placeOfSupply),
      gstin: order.buyerGstin,
      legalName: order.buyerLegalName,
    },
    invoiceNumber: invoice?.number ?? null,
    invoice: invoice ? documentLink(invoice, 'invoice') : null,
    tax: invoice
      ? {
          rateBasisPoints: invoice.supplier.rateBasisPoints,
          taxable: toRupees(invoice.taxablePaise),
          cgst: toRupees(invoice.cgstPaise),
          sgst: toRupees(invoice.sgstPaise),
          igst: toRupees(invoice.igstPaise),
        }
      : null,
    creditNote: creditNote ? documentLink(creditNote, 'credit-note') : null,
    refunds: refundRows.map((refund) => ({
      status: refund.status,
      reason: refund.reason,
      amount: toRupees(refund.amountPaise),
      paymentId: refund.paymentId,
      refundId: refund.gatewayRefundId,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt ? refund.processedAt.toISOString() : null,
    })),
    isGift: order.giftTo !== null,
  };
}

const itemsOf = sql`from ${orderItems} where ${qualified(orderItems.orderId)} = ${qualified(orders.id)}`;

/**
 * The user's paid orders (refunded ones too), newest payment first, for Purchases: a page at a
 * time, PERSONAL_PAGE_SIZE unless asked.
 */
export async function listPaidOrders(
  db: Executor,
  userId: string,
  options: { page?: number | undefined; limit?: number | undefined } = {},
): Promise<{ orders: OrderSummary[]; pagination: Pagination }> {
  const page = options.page ?? 1;
  const limit = options.limit ?? PERSONAL_PAGE_SIZE;
  const paidBy = and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'refunded']));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        status: orders.status,
        paidAt: orders.paidAt,
        invoiceNumber: sql<string | null>`(select ${qualified(invoices.number)} from ${invoices}
        where ${qualified(invoices.orderId)} = ${qualified(orders.id)} and ${qualified(invoices.type)} = 'invoice')`,
        amountPaise: orders.amountPaise,
        discountPaise: orders.discountPaise,
        couponCode: orders.couponCode,
        itemCount: sql<number>`(select count(*) ${itemsOf})`.mapWith(Number),
        firstTitle: sql<string>`(select ${qualified(orderItems.title)} ${itemsOf}
        order by ${qualified(orderItems.itemType)} desc, ${qualified(orderItems.title)}, ${qualified(orderItems.id)} limit 1)`,
      })
      .from(orders)
      .where(paidBy)
      .orderBy(desc(orders.paidAt), desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(orders).where(paidBy),
  ]);
  const summaries = rows.map((row): OrderSummary => ({
    orderId: row.id,
    orderNumber: orderNumberOf(row),
    status: row.status === 'refunded' ? ('refunded' as const) : ('paid' as const),
    invoiceNumber: row.invoiceNumber,
    paidAt: (row.paidAt ?? new Date(0)).toISOString(),
    total: toRupees(row.amountPaise),
    currency: CURRENCY,
    couponCode: row.discountPaise > 0 ? row.couponCode : null,
    itemCount: row.itemCount,
    firstTitle: row.firstTitle ?? '',
  }));
  return { orders: summaries, pagination: paginationOf(page, limit, counted?.total ?? 0) };
}
