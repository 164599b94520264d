import type { CheckoutFailure, CheckoutSuccess } from '@academy/shared/checkout';
import { api } from '@/lib/api-client';

/**
 * The sandbox gateway's Pay and Fail (ARCHITECTURE Payments): the answer is exactly what
 * Razorpay Checkout would hand the browser, signed like a real payment.
 */
export const sandboxPay = (razorpayOrderId: string, outcome: 'success' | 'failure') =>
  api.post('/payments/sandbox/pay', { body: { razorpayOrderId, outcome } });

export const isCheckoutSuccess = (answer: CheckoutSuccess | CheckoutFailure): answer is CheckoutSuccess =>
  'razorpay_payment_id' in answer && typeof answer.razorpay_payment_id === 'string';
