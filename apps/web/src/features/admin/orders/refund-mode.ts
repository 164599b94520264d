import type { AdminOrderDetail } from '@academy/shared/admin-orders';

export type RefundMode = 'refund' | 'free' | 'retry';

/**
 * What the Refund button does for this order: refund a paid order (money back, or only access
 * taken back when it cost nothing), try again a refund the gateway refused, or nothing.
 */
export function refundMode(
  order: Pick<AdminOrderDetail, 'status' | 'total' | 'paymentId' | 'refunds'>,
): RefundMode | null {
  if (order.status === 'paid') return order.total > 0 && order.paymentId ? 'refund' : 'free';
  const failed = order.refunds.some((refund) => refund.reason === 'admin' && refund.status === 'failed');
  return order.status === 'refunded' && failed ? 'retry' : null;
}
