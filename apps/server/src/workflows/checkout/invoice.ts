import type { InvoicingSettings } from '../../config';
import type { Executor } from '../../db/client';
import { issueInvoice, type TaxDocument } from '../../modules/invoices/service';
import { findAccount } from '../../modules/users/lookups';
import type { OrderRow } from '../../db/schema/orders';
import { findOrder, orderLinesOf } from '../../modules/orders/service';

/**
 * The tax invoice of a paid order, issued in the caller's transaction (the fulfilment's, which
 * takes its number) from the order, its lines and its buyer as their modules keep them; or the
 * one it already has. Null for an order that cost nothing. The order is its row where the caller
 * has read it in the transaction (marking it paid changes nothing an invoice shows), or its id.
 */
export async function invoiceOrder(
  tx: Executor,
  settings: InvoicingSettings,
  orderOrId: OrderRow | string,
  issuedAt: Date,
): Promise<TaxDocument | null> {
  const order = typeof orderOrId === 'string' ? await findOrder(tx, orderOrId) : orderOrId;
  if (!order) throw new Error(`Order ${String(orderOrId)} has no row to invoice`);
  const orderId = order.id;
  const buyer = await findAccount(tx, order.userId);
  if (!buyer) throw new Error(`Order ${orderId} has no buyer to invoice`);
  return issueInvoice(
    tx,
    settings,
    {
      orderId,
      amountPaise: order.amountPaise,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerStateCode: order.buyerStateCode,
      buyerGstin: order.buyerGstin,
      buyerLegalName: order.buyerLegalName,
      items: await orderLinesOf(tx, orderId),
    },
    issuedAt,
  );
}
