import { ACADEMY } from '@academy/shared/academy';
import type { LegalDocument } from './types';

/**
 * SPEC §1: six sections, carrying the refund facts word for word: digital products are final;
 * physical returns within 14 days; refunds in 7-10 business days; a cancelled course is
 * refunded within up to 7 business days.
 */
export const refundPolicy: LegalDocument = {
  title: 'Refund Policy',
  summary: `When ${ACADEMY.name} refunds a purchase, how returns of physical items work, and how long it takes for the money to reach your account.`,
  description:
    'Digital products are final, physical items can be returned within 14 days, and approved refunds reach you in 7-10 business days.',
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'digital-products',
      heading: 'Digital products are final',
      blocks: [
        'All sales of digital products are final. Video courses and downloadable digital assets (fonts, presets, action files, layer styles, PSD and PNG files, templates and e-books) are delivered the moment your payment succeeds, so they cannot be returned and are not refundable.',
        'Every course has free-preview episodes, and every asset page lists its format, file size, dimensions and licence. Please watch the previews and check these details before you buy. A change of mind, a purchase made by mistake or not finishing a course is not a reason for a refund.',
      ],
    },
    {
      id: 'physical-returns',
      heading: 'Returns of physical products',
      blocks: [
        'Physical items we ship from our Pune studio, such as printed workbooks, sketching kits and academy merchandise, may be returned within 14 days of delivery.',
        [
          'The item must be unused, in its original packaging and with its invoice.',
          'Write to us with your order number before sending anything back; we will share the return address and, for damaged or wrong items, arrange a free pickup.',
          'For other returns, return shipping is paid by you. Once the item reaches us and passes inspection, we refund the item price including GST.',
        ],
      ],
    },
    {
      id: 'cancelled-courses',
      heading: 'Cancelled courses and batches',
      blocks: [
        'If we cancel a course you have paid for, or an offline batch at our Pune studio does not start, you receive a full refund of the amount you paid. The refund for a cancelled course is initiated within up to 7 business days of the cancellation, without you having to ask.',
        'Where we can, we will also offer you a seat in the next batch or access to an equivalent course instead; you are free to choose the refund.',
      ],
    },
    {
      id: 'payment-errors',
      heading: 'Failed, duplicate and faulty payments',
      blocks: [
        [
          'If money was debited but your order failed, Razorpay normally reverses the payment automatically; if it has not, tell us and we will refund it.',
          'If you were charged twice for the same item, we refund the duplicate payment in full.',
          'If a digital asset you bought is corrupt or does not match its description, we will first send you a working file; if we cannot, we refund it.',
        ],
        'These are the only cases in which a digital product is refunded.',
      ],
    },
    {
      id: 'refund-timelines',
      heading: 'How and when refunds are paid',
      blocks: [
        'Approved refunds are made through Razorpay to the original payment method: the same card, UPI account, net-banking account or wallet. We cannot refund in cash or to a different account.',
        'Refunds reach your account in 7-10 business days after approval, depending on your bank. The refund includes the GST you paid, and we issue a credit note against your original invoice. Coupon discounts are not refunded as cash.',
      ],
    },
    {
      id: 'request-a-refund',
      heading: 'How to request a refund',
      blocks: [
        `Email ${ACADEMY.email} or call ${ACADEMY.phone.replaceAll(' ', '\u00a0')} (Monday to Saturday, 10 am to 7 pm IST) with your registered email address, the order number and the Razorpay payment ID from your receipt. We reply within 2 business days.`,
        'If you are not satisfied with our decision, you may escalate it to our Grievance Officer at the same email address, and you keep every right you have under the Consumer Protection Act, 2019.',
      ],
    },
  ],
};
