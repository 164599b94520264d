import { ACADEMY } from '@academy/shared/academy';
import { formatRupees } from '@academy/shared/money';
import { type EmailDetail, renderEmail } from '../../infrastructure/mail/layout';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import type { TaxDocument } from '../invoices/service';

/*
 * The emails about money (issue 12): the receipt of every paid order, and what happens to a
 * refund. In the store's layout, with the order page one click away. Each returns what
 * `mailer.send` takes; the caller attaches the PDFs.
 */

export const RECEIPT_KIND = 'order-receipt';
export const REFUND_KINDS = {
  started: 'refund-started',
  processed: 'refund-processed',
  failed: 'refund-failed',
} as const;

type Recipient = { id: string; name: string; email: string };

export type ReceiptOrder = {
  id: string;
  /** The order's number for people (orderNumberOf). */
  number: string;
  paidAt: Date;
  gatewayPaymentId: string | null;
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  amountPaise: number;
  items: { title: string; listPricePaise: number; pricePaise: number }[];
};

export type RefundNotice = {
  reason: 'admin' | 'duplicate-payment' | 'order-closed' | 'already-owned' | 'coupon-used-up';
  amountPaise: number;
  paymentId: string;
  gatewayRefundId: string | null;
  order: { id: string; couponCode: string | null; titles: string[] };
};

const greeting = (name: string) => `Namaste ${name.trim().split(/\s+/)[0] || 'there'},`;

const rupees = (paise: number) => formatRupees(paise / 100);

/** The order page, where the buyer finds the order, its invoice and its refunds. */
export const orderPageUrl = (publicUrl: string, orderId: string) =>
  `${publicUrl}/my-courses/orders/${orderId}`;

const paidOn = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});

/** 'Typography Essentials', 'Typography Essentials and Brush Pack', 'A, B and 2 more'. */
export function titlesInWords(titles: readonly string[]): string {
  if (titles.length <= 2) return titles.join(' and ');
  return `${titles.slice(0, 2).join(', ')} and ${titles.length - 2} more`;
}

const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** The GST inside the total, under it: CGST + SGST within the state, IGST across. */
function gstDetails(invoice: TaxDocument): EmailDetail[] {
  const rate = invoice.supplier.rateBasisPoints;
  const interState = invoice.igstPaise > 0 || invoice.placeOfSupply !== invoice.supplier.stateCode;
  return [
    {
      label: `GST included (${percent(rate)})`,
      value: rupees(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise),
      muted: true,
    },
    { label: 'Taxable value', value: rupees(invoice.taxablePaise), muted: true },
    ...(interState
      ? [{ label: `IGST ${percent(rate)}`, value: rupees(invoice.igstPaise), muted: true }]
      : [
          { label: `CGST ${percent(rate / 2)}`, value: rupees(invoice.cgstPaise), muted: true },
          { label: `SGST ${percent(rate / 2)}`, value: rupees(invoice.sgstPaise), muted: true },
        ]),
  ];
}

/** The receipt of a paid order; a free one too, which has no invoice (nothing to tax). */
export function receiptEmail(
  buyer: Recipient,
  order: ReceiptOrder,
  invoice: TaxDocument | undefined,
  publicUrl: string,
): OutgoingMail {
  const titles = order.items.map((item) => item.title);
  const free = order.amountPaise === 0;
  const details: EmailDetail[] = [
    { label: 'Order number', value: order.number },
    { label: free ? 'Confirmed on' : 'Paid on', value: paidOn.format(order.paidAt) },
    ...(order.gatewayPaymentId ? [{ label: 'Payment ID', value: order.gatewayPaymentId }] : []),
    ...(invoice ? [{ label: 'Tax invoice', value: invoice.number }] : []),
    ...order.items.map((item, index) => ({
      label: item.title,
      value: item.pricePaise === 0 ? 'Free' : rupees(item.listPricePaise),
      ruled: index === 0,
    })),
    ...(order.discountPaise > 0
      ? [
          { label: 'Subtotal', value: rupees(order.subtotalPaise), ruled: true },
          {
            label: order.couponCode ? `Discount (coupon ${order.couponCode})` : 'Discount',
            value: `−${rupees(order.discountPaise)}`,
          },
        ]
      : []),
    { label: free ? 'Total' : 'Total paid', value: free ? 'Free' : rupees(order.amountPaise), strong: true },
    ...(invoice ? gstDetails(invoice) : []),
  ];
  return {
    kind: RECEIPT_KIND,
    to: buyer.email,
    userId: buyer.id,
    subject: free
      ? `Your order is confirmed: ${titlesInWords(titles)}`
      : `Your receipt${invoice ? ` and tax invoice ${invoice.number}` : ''}: ${titlesInWords(titles)}`,
    ...renderEmail({
      preheader: free
        ? 'Your free enrolment is confirmed and ready in My Purchases.'
        : `Paid ${rupees(order.amountPaise)}. Your purchase is ready in My Purchases.`,
      heading: free ? 'Your order is confirmed' : 'Thank you for your purchase',
      paragraphs: [
        greeting(buyer.name),
        free
          ? `${titlesInWords(titles)} ${titles.length === 1 ? 'is' : 'are'} now yours, at no cost. Here is the record of your order.`
          : `We have received your payment. ${titlesInWords(titles)} ${titles.length === 1 ? 'is' : 'are'} now yours. Here is your receipt.`,
      ],
      details,
      action: { label: 'View your order', url: orderPageUrl(publicUrl, order.id) },
      footnote: invoice
        ? `Your tax invoice ${invoice.number} is attached as a PDF. Prices include GST.`
        : free
          ? 'No tax invoice comes with this order: it cost nothing, so there was no tax.'
          : 'Keep this email as your receipt. Questions about your order? Reply to this email.',
    }),
  };
}

/** Why an automatic refund happened, in plain words. */
function automaticReason(refund: RefundNotice): string {
  const amount = `${rupees(refund.amountPaise)} (payment ${refund.paymentId})`;
  switch (refund.reason) {
    case 'duplicate-payment':
      return `Your order for ${titlesInWords(refund.order.titles)} was already paid when a second payment of ${amount} reached us, so we are refunding that second payment. Your purchase is not affected.`;
    case 'order-closed':
      return `A payment of ${amount} reached us for an order that had already been replaced by a newer checkout or closed, so nothing was bought with it and we are refunding it.`;
    case 'already-owned':
      return `A payment of ${amount} reached us for ${titlesInWords(refund.order.titles)}, which you already own, so we are refunding it rather than charge you twice.`;
    case 'coupon-used-up':
      return `The coupon ${refund.order.couponCode ?? 'on your order'} was used up by other buyers before your payment of ${amount} reached us, so we could not confirm the order at that price and are refunding your payment. You are welcome to buy it again.`;
    case 'admin':
      return '';
  }
}

/**
 * A refund has started: an admin refunded the order (access removed, credit note attached), or
 * the store refunds a payment it should not keep, with the reason.
 */
export function refundStartedEmail(
  buyer: Recipient,
  refund: RefundNotice,
  documents: { creditNote?: TaxDocument; invoice?: TaxDocument },
  publicUrl: string,
): OutgoingMail {
  const admin = refund.reason === 'admin';
  const titles = titlesInWords(refund.order.titles);
  const { creditNote, invoice } = documents;
  return {
    kind: REFUND_KINDS.started,
    to: buyer.email,
    userId: buyer.id,
    subject: admin ? 'Your order has been refunded' : 'We are refunding your payment',
    ...renderEmail({
      preheader: `${rupees(refund.amountPaise)} is going back to you.`,
      heading: admin ? 'We have refunded your order' : 'We are refunding your payment',
      paragraphs: [
        greeting(buyer.name),
        admin
          ? `We have refunded your order for ${titles}: ${rupees(refund.amountPaise)} (payment ${refund.paymentId}) is going back to you. Access to ${titles} has been removed from your account.`
          : automaticReason(refund),
        'The money goes back the way you paid. We will write again when it is on its way; banks usually take 5–7 working days to show it.',
        ...(creditNote
          ? [
              `The credit note ${creditNote.number}${invoice ? `, which cancels tax invoice ${invoice.number},` : ''} is attached as a PDF.`,
            ]
          : []),
      ],
      action: { label: 'View your order', url: orderPageUrl(publicUrl, refund.order.id) },
      footnote: 'Questions about this refund? Reply to this email and we will help.',
    }),
  };
}

/** The gateway has processed the refund: the money is on its way. */
export function refundProcessedEmail(
  buyer: Recipient,
  refund: RefundNotice,
  publicUrl: string,
): OutgoingMail {
  return {
    kind: REFUND_KINDS.processed,
    to: buyer.email,
    userId: buyer.id,
    subject: 'Your refund is on its way',
    ...renderEmail({
      preheader: `${rupees(refund.amountPaise)} is on its way back to you.`,
      heading: 'Your refund is on its way',
      paragraphs: [
        greeting(buyer.name),
        `Your refund of ${rupees(refund.amountPaise)} for payment ${refund.paymentId} has been processed${refund.gatewayRefundId ? ` (refund ${refund.gatewayRefundId})` : ''}.`,
        'The money is on its way back the way you paid: it usually shows in 5–7 working days, depending on your bank.',
      ],
      action: { label: 'View your order', url: orderPageUrl(publicUrl, refund.order.id) },
      footnote: 'If it has not arrived after 7 working days, reply to this email with the refund number.',
    }),
  };
}

/** The gateway could not refund: the academy will contact the buyer. */
export function refundFailedEmail(buyer: Recipient, refund: RefundNotice, publicUrl: string): OutgoingMail {
  return {
    kind: REFUND_KINDS.failed,
    to: buyer.email,
    userId: buyer.id,
    subject: 'We could not refund your payment automatically',
    ...renderEmail({
      preheader: 'We will contact you to return your money another way.',
      heading: 'We could not refund automatically',
      paragraphs: [
        greeting(buyer.name),
        `We tried to refund ${rupees(refund.amountPaise)} for payment ${refund.paymentId}, but the payment service could not do it automatically.`,
        'We will contact you within two working days to return your money another way. You do not need to do anything.',
      ],
      action: { label: 'View your order', url: orderPageUrl(publicUrl, refund.order.id) },
      footnote: `You can also write to us at ${ACADEMY.email} or call ${ACADEMY.phone}.`,
    }),
  };
}
