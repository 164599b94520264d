import type { AdminOrderDetail } from '@academy/shared/admin-orders';
import { describe, expect, it } from 'vitest';
import { refundMode } from './refund-mode';

type Refund = AdminOrderDetail['refunds'][number];
const refund = (reason: Refund['reason'], status: Refund['status']) =>
  ({
    reason,
    status,
    paymentId: 'pay_1',
    amount: 499,
    createdAt: '',
    processedAt: null,
  }) as unknown as Refund;
const order = (fields: Partial<Parameters<typeof refundMode>[0]>) =>
  refundMode({ status: 'paid', total: 499, paymentId: 'pay_1', refunds: [], ...fields });

describe('refundMode: what the Refund button does for an order', () => {
  it('refunds a paid order with a payment, and only takes back one that cost nothing', () => {
    expect(order({})).toBe('refund');
    expect(order({ total: 0, paymentId: null })).toBe('free');
    expect(order({ paymentId: null })).toBe('free');
  });

  it("tries again an admin's refund the gateway refused, and offers nothing otherwise", () => {
    expect(order({ status: 'refunded', refunds: [refund('admin', 'failed')] })).toBe('retry');
    expect(order({ status: 'refunded', refunds: [refund('admin', 'processed')] })).toBeNull();
    expect(order({ status: 'refunded', refunds: [refund('duplicate-payment', 'failed')] })).toBeNull();
    expect(order({ status: 'created' })).toBeNull();
    expect(order({ status: 'cancelled' })).toBeNull();
  });
});
