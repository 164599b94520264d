import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';
import { formatRupees } from '@academy/shared/money';
import { type EmailDetail, renderEmail } from '../../infrastructure/mail/layout';
import { greetingIn, LAYOUT_WORDS, pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import type { TaxDocument } from '../invoices/service';
import { GIFT_RECEIPT_WORDS } from './gift-receipt-words';
import { ORDER_EMAIL_WORDS, type OrderEmailWords } from './email-words';

/*
 * The emails about money (issue 12): the receipt of every paid order, and what happens to a
 * refund. In the store's layout, with the order page one click away. Each returns what
 * `mailer.send` takes; the caller attaches the PDFs. In the buyer's language (issue 29; the words
 * are in email-words.ts), with the order page in it too.
 */

export const RECEIPT_KIND = 'order-receipt';
export const REFUND_KINDS = {
  started: 'refund-started',
  processed: 'refund-processed',
  failed: 'refund-failed',
} as const;

type Recipient = { id: string; name: string; email: string; language: Language };

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
  /** A gift's recipient address (issue 31): the products are theirs to claim, not the buyer's. */
  giftTo: string | null;
};

export type RefundNotice = {
  reason: 'admin' | 'duplicate-payment' | 'order-closed' | 'already-owned' | 'coupon-used-up';
  amountPaise: number;
  paymentId: string;
  gatewayRefundId: string | null;
  order: { id: string; couponCode: string | null; titles: string[] };
};

const rupees = (paise: number) => formatRupees(paise / 100);

/** The order page in the buyer's language, where they find the order, its invoice and its refunds. */
export const orderPageUrl = (publicUrl: string, orderId: string, language: Language) =>
  pageUrlIn(publicUrl, `/my-courses/orders/${orderId}`, language);

const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

/** The GST inside the total, under it: CGST + SGST within the state, IGST across. */
function gstDetails(invoice: TaxDocument, words: OrderEmailWords): EmailDetail[] {
  const rate = invoice.supplier.rateBasisPoints;
  const interState = invoice.igstPaise > 0 || invoice.placeOfSupply !== invoice.supplier.stateCode;
  return [
    {
      label: words.labels.gstIncluded(percent(rate)),
      value: rupees(invoice.cgstPaise + invoice.sgstPaise + invoice.igstPaise),
      muted: true,
    },
    { label: words.labels.taxableValue, value: rupees(invoice.taxablePaise), muted: true },
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
  const words = ORDER_EMAIL_WORDS[buyer.language];
  const { labels, receipt } = words;
  const titles = order.items.map((item) => item.title);
  const free = order.amountPaise === 0;
  const gift = order.giftTo ? GIFT_RECEIPT_WORDS[buyer.language] : null;
  const details: EmailDetail[] = [
    { label: labels.orderNumber, value: order.number },
    {
      label: free ? labels.confirmedOn : labels.paidOn,
      value: LAYOUT_WORDS[buyer.language].dateTime(order.paidAt),
    },
    ...(order.gatewayPaymentId ? [{ label: labels.paymentId, value: order.gatewayPaymentId }] : []),
    ...(invoice ? [{ label: labels.taxInvoice, value: invoice.number }] : []),
    ...order.items.map((item, index) => ({
      label: item.title,
      value: item.pricePaise === 0 ? labels.free : rupees(item.listPricePaise),
      ruled: index === 0,
    })),
    ...(order.discountPaise > 0
      ? [
          { label: labels.subtotal, value: rupees(order.subtotalPaise), ruled: true },
          { label: labels.discount(order.couponCode), value: `−${rupees(order.discountPaise)}` },
        ]
      : []),
    {
      label: free ? labels.total : labels.totalPaid,
      value: free ? labels.free : rupees(order.amountPaise),
      strong: true,
    },
    ...(invoice ? gstDetails(invoice, words) : []),
  ];
  return {
    kind: RECEIPT_KIND,
    to: buyer.email,
    userId: buyer.id,
    subject: free ? receipt.subjectFree(titles) : receipt.subjectPaid(titles, invoice?.number),
    ...renderEmail(
      {
        preheader: gift
          ? gift.preheader(rupees(order.amountPaise))
          : free
            ? receipt.preheaderFree
            : receipt.preheaderPaid(rupees(order.amountPaise)),
        heading: free ? receipt.headingFree : receipt.headingPaid,
        paragraphs: [
          greetingIn(buyer.language, buyer.name),
          order.giftTo && gift
            ? gift.body(order.giftTo)
            : free
              ? receipt.bodyFree(titles)
              : receipt.bodyPaid(titles),
        ],
        details,
        action: { label: words.viewOrder, url: orderPageUrl(publicUrl, order.id, buyer.language) },
        footnote: invoice
          ? receipt.footnoteInvoice(invoice.number)
          : free
            ? receipt.footnoteFree
            : receipt.footnotePaid,
      },
      buyer.language,
    ),
  };
}

/** Why an automatic refund happened, in plain words. */
function automaticReason(refund: RefundNotice, words: OrderEmailWords): string {
  const amount = rupees(refund.amountPaise);
  const { paymentId } = refund;
  const why = words.automaticReason;
  switch (refund.reason) {
    case 'duplicate-payment':
      return why.duplicatePayment(refund.order.titles, amount, paymentId);
    case 'order-closed':
      return why.orderClosed(amount, paymentId);
    case 'already-owned':
      return why.alreadyOwned(refund.order.titles, amount, paymentId);
    case 'coupon-used-up':
      return why.couponUsedUp(refund.order.couponCode, amount, paymentId);
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
  const words = ORDER_EMAIL_WORDS[buyer.language];
  const started = words.refundStarted;
  const admin = refund.reason === 'admin';
  const amount = rupees(refund.amountPaise);
  const { creditNote, invoice } = documents;
  return {
    kind: REFUND_KINDS.started,
    to: buyer.email,
    userId: buyer.id,
    subject: admin ? started.subjectAdmin : started.subjectAutomatic,
    ...renderEmail(
      {
        preheader: started.preheader(amount),
        heading: admin ? started.headingAdmin : started.headingAutomatic,
        paragraphs: [
          greetingIn(buyer.language, buyer.name),
          admin
            ? started.admin(refund.order.titles, amount, refund.paymentId)
            : automaticReason(refund, words),
          started.moneyBack,
          ...(creditNote ? [started.creditNote(creditNote.number, invoice?.number)] : []),
        ],
        action: { label: words.viewOrder, url: orderPageUrl(publicUrl, refund.order.id, buyer.language) },
        footnote: started.footnote,
      },
      buyer.language,
    ),
  };
}

/** The gateway has processed the refund: the money is on its way. */
export function refundProcessedEmail(
  buyer: Recipient,
  refund: RefundNotice,
  publicUrl: string,
): OutgoingMail {
  const words = ORDER_EMAIL_WORDS[buyer.language];
  const processed = words.refundProcessed;
  const amount = rupees(refund.amountPaise);
  return {
    kind: REFUND_KINDS.processed,
    to: buyer.email,
    userId: buyer.id,
    subject: processed.subject,
    ...renderEmail(
      {
        preheader: processed.preheader(amount),
        heading: processed.heading,
        paragraphs: [
          greetingIn(buyer.language, buyer.name),
          processed.processed(amount, refund.paymentId, refund.gatewayRefundId),
          processed.moneyBack,
        ],
        action: { label: words.viewOrder, url: orderPageUrl(publicUrl, refund.order.id, buyer.language) },
        footnote: processed.footnote,
      },
      buyer.language,
    ),
  };
}

/** The gateway could not refund: the academy will contact the buyer. */
export function refundFailedEmail(buyer: Recipient, refund: RefundNotice, publicUrl: string): OutgoingMail {
  const words = ORDER_EMAIL_WORDS[buyer.language];
  const failed = words.refundFailed;
  return {
    kind: REFUND_KINDS.failed,
    to: buyer.email,
    userId: buyer.id,
    subject: failed.subject,
    ...renderEmail(
      {
        preheader: failed.preheader,
        heading: failed.heading,
        paragraphs: [
          greetingIn(buyer.language, buyer.name),
          failed.tried(rupees(refund.amountPaise), refund.paymentId),
          failed.contact,
        ],
        action: { label: words.viewOrder, url: orderPageUrl(publicUrl, refund.order.id, buyer.language) },
        footnote: failed.footnote(ACADEMY.email, ACADEMY.phone),
      },
      buyer.language,
    ),
  };
}
