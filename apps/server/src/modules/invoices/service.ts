import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvoicingSettings } from '../../config';
import type { Executor } from '../../db/client';
import { type InvoiceRow, invoices, invoiceSequences } from '../../db/schema/invoices';
import { documentNumber, financialYearOf, type LineTax, sumTaxes, taxOfInclusivePrice } from './tax';

/*
 * Tax invoices and credit notes (issue 12, decision 011). The invoices module owns the
 * `invoices` and `invoice_sequences` tables; the order service calls `issueInvoice` inside its
 * fulfilment transaction and the refund service `issueCreditNote` inside its own, so a number
 * is taken only by a document that exists: a rolled-back transaction gives its number back,
 * and the numbers in each financial year run without gaps.
 */

export type InvoiceSupplier = Omit<InvoicingSettings, 'prefix'>;

export type InvoiceLine = LineTax & {
  title: string;
  type: 'Course' | 'Asset';
  sac: string;
  /** The product's price before the order's coupon, GST included. */
  listPricePaise: number;
  /** The line's share of the coupon's discount. */
  discountPaise: number;
};

/** An invoice or credit note with its JSON columns typed. */
export type TaxDocument = Omit<InvoiceRow, 'supplier' | 'lines'> & {
  supplier: InvoiceSupplier;
  lines: InvoiceLine[];
};

const CREDIT_NOTE_PREFIX = 'CN';

function typed(row: InvoiceRow): TaxDocument {
  return { ...row, supplier: row.supplier as InvoiceSupplier, lines: row.lines as InvoiceLine[] };
}

/**
 * The next number in `series` for `financialYear`. The upsert locks the sequence's row until
 * the caller's transaction ends, so concurrent fulfilments take numbers one after another.
 */
async function nextSequence(
  tx: Executor,
  series: 'invoice' | 'credit-note',
  financialYear: string,
): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ series, financialYear, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSequences.series, invoiceSequences.financialYear],
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error(`No number came back for the ${series} series of ${financialYear}`);
  return row.lastNumber;
}

/** What an invoice is issued for: the order, its buyer, and its lines courses first, each by title. */
export type InvoiceSubject = {
  orderId: string;
  amountPaise: number;
  buyerName: string;
  buyerEmail: string;
  buyerStateCode: string | null;
  buyerGstin: string | null;
  buyerLegalName: string | null;
  items: { title: string; itemType: 'Course' | 'Asset'; listPricePaise: number; pricePaise: number }[];
};

/**
 * Issues the tax invoice of a paid order, in the caller's (fulfilment) transaction, or answers
 * the one it already has. An order that cost nothing gets none: there is no consideration to
 * tax. The buyer's state and GSTIN come from the order; without a state the place of supply is
 * the academy's.
 */
export async function issueInvoice(
  tx: Executor,
  settings: InvoicingSettings,
  order: InvoiceSubject,
  issuedAt: Date,
): Promise<TaxDocument | null> {
  const { orderId } = order;
  const existing = await findDocument(tx, orderId, 'invoice');
  if (existing) return existing;
  if (order.amountPaise === 0) return null;

  const placeOfSupply = order.buyerStateCode ?? settings.stateCode;
  const intraState = placeOfSupply === settings.stateCode;
  const lines: InvoiceLine[] = order.items.map((item) => ({
    title: item.title,
    type: item.itemType,
    sac: settings.sac,
    listPricePaise: item.listPricePaise,
    discountPaise: item.listPricePaise - item.pricePaise,
    ...taxOfInclusivePrice(item.pricePaise, settings.rateBasisPoints, intraState),
  }));
  const totals = sumTaxes(lines);

  const financialYear = financialYearOf(issuedAt);
  const sequence = await nextSequence(tx, 'invoice', financialYear);
  const { prefix, ...supplier } = settings;
  const [row] = await tx
    .insert(invoices)
    .values({
      type: 'invoice',
      number: documentNumber(prefix, financialYear, sequence),
      financialYear,
      sequence,
      orderId,
      issuedAt,
      supplier,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      buyerGstin: order.buyerGstin,
      buyerLegalName: order.buyerLegalName,
      placeOfSupply,
      lines,
      ...totals,
    })
    .returning();
  if (!row) throw new Error(`Issuing the invoice of order ${orderId} returned no row`);
  return typed(row);
}

/**
 * Issues the credit note that reverses an order's invoice in full, in the caller's (refund)
 * transaction, or answers the one it already has; null for an order with no invoice. It carries
 * the invoice's lines and amounts unchanged, under its own sequence and the financial year of
 * the day it is issued.
 */
export async function issueCreditNote(
  tx: Executor,
  settings: InvoicingSettings,
  orderId: string,
  issuedAt: Date,
): Promise<TaxDocument | null> {
  const existing = await findDocument(tx, orderId, 'credit-note');
  if (existing) return existing;
  const invoice = await findDocument(tx, orderId, 'invoice');
  if (!invoice) return null;
  const financialYear = financialYearOf(issuedAt);
  const sequence = await nextSequence(tx, 'credit-note', financialYear);
  const {
    id,
    number: _number,
    financialYear: _year,
    sequence: _sequence,
    issuedAt: _issued,
    ...rest
  } = invoice;
  const [row] = await tx
    .insert(invoices)
    .values({
      ...rest,
      type: 'credit-note',
      number: documentNumber(CREDIT_NOTE_PREFIX, financialYear, sequence),
      financialYear,
      sequence,
      invoiceId: id,
      issuedAt,
    })
    .returning();
  if (!row) throw new Error(`Issuing the credit note of order ${orderId} returned no row`);
  return typed(row);
}

/** An order's invoice or credit note, if it has one. */
export async function findDocument(
  db: Executor,
  orderId: string,
  type: 'invoice' | 'credit-note',
): Promise<TaxDocument | undefined> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.type, type)))
    .limit(1);
  return row ? typed(row) : undefined;
}

/**
 * Erasure of an account (issue 11): invoices must be kept for the tax records, but an invoice
 * to a private buyer does not need their name or address, so those are cleared. A business
 * invoice keeps its GSTIN and registered name, which are the business's, not the person's.
 */
export async function anonymiseInvoicesOf(tx: Executor, orderIds: string[]): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .update(invoices)
    .set({ buyerName: 'Erased account', buyerEmail: null })
    .where(inArray(invoices.orderId, orderIds));
}
