import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrdersPage,
  GST_REGISTER_COLUMNS,
} from '@academy/shared/admin-orders';
import { stateName } from '@academy/shared/gst';
import type { OrderStatus } from '@academy/shared/orders';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { InvoicingSettings } from '../../config';
import type { Executor } from '../../db/client';
import { invoices } from '../../db/schema/invoices';
import { orderItems, orders } from '../../db/schema/orders';
import { refunds } from '../../db/schema/refunds';
import { users } from '../../db/schema/users';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { qualified as q } from '../../lib/sql';
import type { InvoiceSupplier } from '../invoices/service';
import { orderNumberIn, orderNumberOf } from '../orders/order-number';
import { getOrderDetail } from '../orders/order-views';

/*
 * Admin → Orders (issue 12 part 3): the order register, an order in full for the admin, and
 * the GST register an accountant files GSTR-1 from. Read-only: refunds go through the refund
 * service, documents are issued by the invoices module.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an India calendar day (YYYY-MM-DD) begins. India keeps +05:30 all year. */
const startOfIndianDay = (day: string) => new Date(`${day}T00:00:00+05:30`);
const endOfIndianDay = (day: string) => new Date(startOfIndianDay(day).getTime() + DAY_MS);

export type OrderSearch = {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
};

/** A user's email or name containing the text; LIKE's own wildcards in it are taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The orders a search text can mean, each found through its own index: the order number or id, the
 * gateway's payment or order id, an invoice or credit note number, or the buyer (by email or
 * name). The users are few next to their orders, so matching their text is the one scan; the
 * register then reads the orders through the primary key and orders_user_idx.
 */
async function searchCondition(db: Executor, text: string): Promise<SQL> {
  const [byGateway, byDocument, byBuyer] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(or(eq(orders.gatewayPaymentId, text), eq(orders.gatewayOrderId, text))),
    db
      .select({ orderId: invoices.orderId })
      .from(invoices)
      .where(inArray(invoices.number, [...new Set([text, text.toUpperCase()])])),
    db
      .select({ id: users.id })
      .from(users)
      .where(or(ilike(users.email, containing(text)), ilike(users.name, containing(text)))),
  ]);
  const number = orderNumberIn(text);
  const orderIds = [
    ...(isUuid(text) ? [text.toLowerCase()] : []),
    ...byGateway.map((row) => row.id),
    ...byDocument.map((row) => row.orderId),
  ];
  const userIds = byBuyer.map((row) => row.id);
  const conditions = [
    number !== undefined ? eq(orders.number, number) : undefined,
    orderIds.length > 0 ? inArray(orders.id, orderIds) : undefined,
    userIds.length > 0 ? inArray(orders.userId, userIds) : undefined,
  ].filter((condition) => condition !== undefined);
  return conditions.length > 0 ? (or(...conditions) ?? sql`false`) : sql`false`;
}

const itemsOf = sql`from ${orderItems} where ${q(orderItems.orderId)} = ${q(orders.id)}`;

/** The register: orders newest first, a page at a time, with what an admin scans a row for. */
export async function listOrders(db: Executor, search: OrderSearch): Promise<AdminOrdersPage> {
  const conditions: (SQL | undefined)[] = [
    search.q ? await searchCondition(db, search.q) : undefined,
    search.status ? eq(orders.status, search.status) : undefined,
    search.from ? gte(orders.createdAt, startOfIndianDay(search.from)) : undefined,
    search.to ? lt(orders.createdAt, endOfIndianDay(search.to)) : undefined,
  ];
  const where = and(...conditions);
  const offset = (search.page - 1) * ADMIN_ORDERS_PAGE_SIZE;
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        status: orders.status,
        amountPaise: orders.amountPaise,
        paymentId: orders.gatewayPaymentId,
        buyerName: users.name,
        buyerEmail: users.email,
        invoiceNumber: invoices.number,
        itemCount: sql<number>`(select count(*) ${itemsOf})`.mapWith(Number),
        firstTitle: sql<string | null>`(select ${q(orderItems.title)} ${itemsOf}
          order by ${q(orderItems.itemType)} desc, ${q(orderItems.title)}, ${q(orderItems.id)} limit 1)`,
        refundStatus: sql<AdminOrdersPage['orders'][number]['refundStatus']>`(
          select ${q(refunds.status)} from ${refunds} where ${q(refunds.orderId)} = ${q(orders.id)}
          order by ${q(refunds.createdAt)} desc, ${q(refunds.id)} desc limit 1)`,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.type, 'invoice')))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ADMIN_ORDERS_PAGE_SIZE)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(where),
  ]);
  return {
    orders: rows.map((row) => ({
      orderId: row.id,
      orderNumber: orderNumberOf(row),
      createdAt: row.createdAt.toISOString(),
      paidAt: row.paidAt ? row.paidAt.toISOString() : null,
      status: row.status,
      buyer: { name: row.buyerName, email: row.buyerEmail },
      total: toRupees(row.amountPaise),
      invoiceNumber: row.invoiceNumber,
      paymentId: row.paymentId,
      itemCount: row.itemCount,
      firstTitle: row.firstTitle ?? '',
      refundStatus: row.refundStatus ?? null,
    })),
    total: counted?.total ?? 0,
    page: search.page,
    pageSize: ADMIN_ORDERS_PAGE_SIZE,
  };
}

/**
 * An order as the admin reads it: the buyer's order page (invoice, tax, refunds) plus the
 * buyer's account, the gateway and its order id, and how the payment arrived. NotFoundError
 * for an unknown order.
 */
export async function getAdminOrderDetail(
  db: Executor,
  invoicing: InvoicingSettings,
  admin: { id: string; role: string },
  orderId: string,
): Promise<AdminOrderDetail> {
  const detail = await getOrderDetail(db, invoicing, admin, orderId);
  const [extra] = await db
    .select({
      buyerId: orders.userId,
      gateway: orders.gateway,
      gatewayOrderId: orders.gatewayOrderId,
      paidVia: orders.paidVia,
    })
    .from(orders)
    .where(eq(orders.id, detail.orderId))
    .limit(1);
  if (!extra) throw new Error(`Order ${detail.orderId} went away while it was read`);
  return { ...detail, ...extra };
}

/* The GST register (CSV) */

const indianDate = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** DD-MM-YYYY, India's calendar day, as GSTR-1 writes dates. */
const documentDate = (instant: Date) => indianDate.format(instant).replaceAll('/', '-');

/** Paise as rupees with two decimals, exactly (no floating point): 199950 → "1999.50". */
export function rupeesText(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const absolute = Math.abs(paise);
  return `${sign}${Math.trunc(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage: 1800 → "18", 1250 → "12.5". */
const ratePercent = (basisPoints: number) => String(basisPoints / 100);

/**
 * One CSV cell. A spreadsheet runs a cell that begins with = + - @ (or a tab or carriage return)
 * as a formula, so such text gets a leading apostrophe and is shown as written; cells holding a
 * comma, quote or line break are quoted, quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvRow = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * The tax documents issued on the India calendar days `from` to `to` (inclusive), oldest first:
 * one CSV row each, invoices and credit notes, with the columns GSTR-1 is filed from. Credit
 * notes carry positive amounts; their type says they reduce the tax. A byte-order mark first, so
 * spreadsheet programs read the buyers' names as UTF-8.
 */
export async function gstRegisterCsv(db: Executor, from: string, to: string): Promise<string> {
  const original = alias(invoices, 'original_invoice');
  const rows = await db
    .select({
      type: invoices.type,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      originalNumber: original.number,
      orderId: invoices.orderId,
      buyerName: invoices.buyerName,
      buyerLegalName: invoices.buyerLegalName,
      buyerGstin: invoices.buyerGstin,
      placeOfSupply: invoices.placeOfSupply,
      supplier: invoices.supplier,
      taxablePaise: invoices.taxablePaise,
      cgstPaise: invoices.cgstPaise,
      sgstPaise: invoices.sgstPaise,
      igstPaise: invoices.igstPaise,
      totalPaise: invoices.totalPaise,
    })
    .from(invoices)
    .leftJoin(original, eq(original.id, invoices.invoiceId))
    .where(and(gte(invoices.issuedAt, startOfIndianDay(from)), lt(invoices.issuedAt, endOfIndianDay(to))))
    .orderBy(asc(invoices.issuedAt), desc(invoices.type), asc(invoices.sequence));

  const lines = rows.map((row) => {
    const supplier = row.supplier as InvoiceSupplier;
    const intraState = row.placeOfSupply === supplier.stateCode;
    return csvRow([
      row.type === 'invoice' ? 'Invoice' : 'Credit note',
      row.number,
      documentDate(row.issuedAt),
      row.originalNumber ?? '',
      row.orderId,
      // A business invoice is made out to the registered name its GSTIN belongs to.
      (row.buyerGstin && row.buyerLegalName) || row.buyerName,
      row.buyerGstin ?? '',
      `${row.placeOfSupply}-${stateName(row.placeOfSupply)}`,
      intraState ? 'Intra-state' : 'Inter-state',
      ratePercent(supplier.rateBasisPoints),
      rupeesText(row.taxablePaise),
      rupeesText(row.cgstPaise),
      rupeesText(row.sgstPaise),
      rupeesText(row.igstPaise),
      rupeesText(row.totalPaise),
    ]);
  });
  return `\uFEFF${csvRow(GST_REGISTER_COLUMNS)}${lines.join('')}`;
}
