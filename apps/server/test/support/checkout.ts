import { checkoutSuccessSchema } from '@academy/shared/checkout';
import type { App } from '../../src/app';
import { bearer } from './app';

/**
 * Pays an order in the sandbox checkout and verifies the payment, as the browser does: the
 * answer of `verifyUrl` (`/api/student/order/verify-payment`, or the cart's `/api/verify-order`).
 */
export async function payInSandbox(
  app: App,
  token: string,
  order: { orderId: string; razorpayOrderId: string | null },
  verifyUrl = '/api/student/order/verify-payment',
) {
  const paid = await app.inject({
    method: 'POST',
    url: '/api/payments/sandbox/pay',
    headers: bearer(token),
    payload: { razorpayOrderId: order.razorpayOrderId, outcome: 'success' },
  });
  const payment = checkoutSuccessSchema.parse(paid.json());
  return app.inject({
    method: 'POST',
    url: verifyUrl,
    headers: bearer(token),
    payload: {
      orderId: order.orderId,
      razorpayOrderId: order.razorpayOrderId,
      razorpayPaymentId: payment.razorpay_payment_id,
      razorpaySignature: payment.razorpay_signature,
    },
  });
}
