import type { VerifyPaymentInput } from '@academy/shared/checkout';
import type { Executor } from '../../db/client';
import { GatewayUnavailableError, type PaymentGateway } from '../../infrastructure/payments/gateway';
import { isValidCheckoutSignature } from '../../infrastructure/payments/signatures';
import { InvalidError, UpstreamFailedError } from '../../lib/errors';
import { ORDER_MESSAGES } from './messages';
import { findOwnOrder } from './service';

/** A payment the gateway confirmed as captured for the order, and how it reached us. */
/** An order and its buyer, as a read of it before the fulfilment's transaction knows them. */
export type OrderOfBuyer = { id: string; userId: string };

export type ReceivedPayment = {
  id: string;
  amountPaise: number;
  currency: string;
  via: 'checkout' | 'webhook' | 'reconciliation';
};

/**
 * Payment verification: what the browser's checkout handed back, checked before anything is
 * fulfilled. The signature is checked against the gateway order id stored on our order, never
 * the one sent back, so a signature made for one order opens no other; then the gateway is asked
 * about the payment itself (order, amount, currency, captured). `already-paid` for a repeat of
 * the payment the order was paid with; a second, different payment is confirmed like any other
 * (fulfilment then refunds it).
 */
export async function confirmCheckoutPayment(
  context: { db: Executor; gateway: PaymentGateway },
  caller: { id: string; role: string },
  input: VerifyPaymentInput,
): Promise<{ order: OrderOfBuyer; payment: ReceivedPayment } | 'already-paid'> {
  const { db, gateway } = context;
  const order = await findOwnOrder(db, caller, { orderId: input.orderId });
  const refuse = () => new InvalidError(ORDER_MESSAGES.verificationFailed);
  if (!order.gatewayOrderId || order.gateway === 'none' || order.gateway !== gateway.provider) throw refuse();
  if (input.razorpayOrderId !== order.gatewayOrderId) throw refuse();
  if (
    !isValidCheckoutSignature(
      gateway.keySecret,
      order.gatewayOrderId,
      input.razorpayPaymentId,
      input.razorpaySignature,
    )
  ) {
    throw refuse();
  }
  if (order.gatewayPaymentId === input.razorpayPaymentId) return 'already-paid';

  let confirmation;
  try {
    confirmation = await gateway.confirmPayment({
      gatewayOrderId: order.gatewayOrderId,
      paymentId: input.razorpayPaymentId,
      amountPaise: order.amountPaise,
      currency: order.currency,
    });
  } catch (error) {
    if (error instanceof GatewayUnavailableError)
      throw new UpstreamFailedError(ORDER_MESSAGES.gatewayUnavailable);
    throw error;
  }
  if (!confirmation.ok) throw refuse();
  return {
    order: { id: order.id, userId: order.userId },
    payment: {
      id: input.razorpayPaymentId,
      amountPaise: confirmation.payment.amount,
      currency: confirmation.payment.currency,
      via: 'checkout',
    },
  };
}
