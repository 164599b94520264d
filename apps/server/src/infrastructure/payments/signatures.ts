import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

function sameHex(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Razorpay Checkout's signature of a successful payment: HMAC-SHA256 of `order_id|payment_id`. */
export function signCheckout(keySecret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(keySecret, `${gatewayOrderId}|${paymentId}`);
}

/** Compared in constant time; `gatewayOrderId` must be the one stored on our order. */
export function isValidCheckoutSignature(
  keySecret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameHex(signCheckout(keySecret, gatewayOrderId, paymentId), signature);
}

/** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
export function signWebhook(webhookSecret: string, rawBody: string | Buffer): string {
  return hmacHex(webhookSecret, rawBody);
}

export function isValidWebhookSignature(
  webhookSecret: string,
  rawBody: string | Buffer,
  signature: string,
): boolean {
  return sameHex(signWebhook(webhookSecret, rawBody), signature);
}
