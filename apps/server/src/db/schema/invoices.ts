import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

/* The invoices module's tables: tax invoices and credit notes, and their numbering. */

/**
 * Tax invoices and credit notes, as issued: numbers, the supplier's and buyer's details and
 * every amount are frozen here, so a document reads the same however the configuration or
 * the catalogue changes later. Integer paise throughout.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['invoice', 'credit-note'] }).notNull(),
    /** As printed, e.g. KDA/26-27/00001 or CN/26-27/00001 (GST: at most 16 characters). */
    number: text('number').notNull(),
    /** The Indian financial year the number belongs to, e.g. '2026-27'. */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** For a credit note: the invoice it reverses. */
    invoiceId: uuid('invoice_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    supplier: jsonb('supplier').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email'),
    buyerGstin: text('buyer_gstin'),
    buyerLegalName: text('buyer_legal_name'),
    /** GST state code of the place of supply. */
    placeOfSupply: text('place_of_supply').notNull(),
    lines: jsonb('lines').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    uniqueIndex('invoices_order_type_unique').on(table.orderId, table.type),
    uniqueIndex('invoices_sequence_unique').on(table.type, table.financialYear, table.sequence),
    index('invoices_issued_at_idx').on(table.issuedAt),
    check('invoices_type_check', sql`${table.type} in ('invoice', 'credit-note')`),
    check(
      'invoices_total_check',
      sql`${table.totalPaise} = ${table.taxablePaise} + ${table.cgstPaise} + ${table.sgstPaise} + ${table.igstPaise}`,
    ),
  ],
);

/** The last number issued in each series (invoice, credit note) and financial year. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    series: text('series', { enum: ['invoice', 'credit-note'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

export type InvoiceRow = typeof invoices.$inferSelect;
