/** What checkout and the order routes answer, in the buyer's words, each written once. */
export const ORDER_MESSAGES = {
  orderNotFound: 'Order not found',
  notYourOrder: 'This order belongs to another account.',
  emptyOrder: 'Your cart is empty. Add items before proceeding.',
  alreadyOwned: (title: string) => `You already own ${title}.`,
  alsoInBundle: (title: string, bundle: string) =>
    `“${title}” is also in the bundle “${bundle}”: buy one or the other.`,
  belowGatewayMinimum: 'The amount to pay must be at least ₹1. Please use another coupon.',
  couponInvalid: 'Invalid coupon code.',
  gatewayUnavailable: 'The payment service is not reachable. Please try again in a minute.',
  verificationFailed: 'Payment verification failed.',
  verified: 'Payment verified. Your order is confirmed.',
  freeOrderConfirmed: 'Order confirmed.',
  alreadyPaid: 'This order is already paid.',
  refunding: {
    'duplicate-payment':
      'This order was already paid, so this second payment will be refunded automatically within 5–7 working days.',
    'already-owned':
      'You already own what this order was for, so this payment will be refunded automatically within 5–7 working days.',
    'order-closed':
      'This checkout had been closed, so this payment will be refunded automatically within 5–7 working days. Please buy again.',
    'coupon-used-up':
      'The coupon on this order was used up before your payment arrived, so it will be refunded automatically within 5–7 working days. Please buy again.',
    admin: 'This order has been refunded.',
  },
} as const;
