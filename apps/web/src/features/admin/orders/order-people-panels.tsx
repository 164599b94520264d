import type { AdminOrderDetail } from '@academy/shared/admin-orders';
import type { ReactNode } from 'react';
import { CopyableValue } from '@/components/ui/copyable-value';
import { Panel } from '../components/admin-page';
import { formatDateTime } from './order-parts';

const GATEWAYS: Record<AdminOrderDetail['gateway'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Sandbox (test payments)',
  none: 'None: the order cost nothing',
};

const PAID_VIA: Record<NonNullable<AdminOrderDetail['paidVia']>, string> = {
  checkout: 'The checkout in the browser',
  webhook: "Razorpay's webhook",
  reconciliation: 'The reconciliation check',
  free: 'Nothing to pay',
};

/** A label and its value, in a definition list. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-ink-muted">{label}</dt>
      <dd className="mt-1 font-medium text-ink">{children}</dd>
    </div>
  );
}

/** Who bought, and what their invoice says about them. */
export function OrderBuyerPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title="Buyer and billing">
      <dl className="grid gap-4 text-sm">
        <Fact label="Name">{order.buyer.name || '—'}</Fact>
        <Fact label="Email">
          <span className="[overflow-wrap:anywhere]">{order.buyer.email}</span>
        </Fact>
        <Fact label="Place of supply">
          {order.billing.placeOfSupply}-{order.billing.placeOfSupplyName}
        </Fact>
        <Fact label="GSTIN">
          {order.billing.gstin ? (
            <span className="font-mono">{order.billing.gstin}</span>
          ) : (
            <span className="text-ink-soft">None (a private buyer)</span>
          )}
        </Fact>
        {order.billing.legalName && <Fact label="Registered name">{order.billing.legalName}</Fact>}
      </dl>
    </Panel>
  );
}

/** How the order was paid: ids to copy, the gateway, when, and its tax documents. */
export function OrderPaymentPanel({ order }: { order: AdminOrderDetail }) {
  return (
    <Panel title="Payment">
      <dl className="grid gap-4 text-sm">
        <Fact label="Order number">
          <CopyableValue value={order.orderNumber} label="order number" />
        </Fact>
        <Fact label="Gateway">{GATEWAYS[order.gateway]}</Fact>
        {order.paymentId && (
          <Fact label="Payment ID">
            <CopyableValue value={order.paymentId} label="payment ID" />
          </Fact>
        )}
        {order.gatewayOrderId && (
          <Fact label="Gateway order ID">
            <CopyableValue value={order.gatewayOrderId} label="gateway order ID" />
          </Fact>
        )}
        <Fact label="Paid via">
          {order.paidVia ? PAID_VIA[order.paidVia] : order.paidAt ? 'Not recorded' : 'Not paid'}
        </Fact>
        {order.paidAt && <Fact label="Paid on">{formatDateTime(order.paidAt)}</Fact>}
        {order.invoiceNumber && (
          <Fact label="Invoice">
            <span className="font-mono">{order.invoiceNumber}</span>
          </Fact>
        )}
        {order.creditNote && (
          <Fact label="Credit note">
            <span className="font-mono">{order.creditNote.number}</span>
          </Fact>
        )}
      </dl>
    </Panel>
  );
}
