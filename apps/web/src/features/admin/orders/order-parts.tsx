import { ACADEMY } from '@academy/shared/academy';
import type { OrderRefund, OrderStatus } from '@academy/shared/orders';

/* What the register and the order page share: status badges, dates, a copyable id. */

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});

/** "24 Nov 2026, 12:06 pm", in Pune's time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

/** "1 Nov 2026" for an India calendar day written YYYY-MM-DD. */
export const formatDay = (isoDay: string) => day.format(new Date(`${isoDay}T12:00:00+05:30`));

/** Today in India, YYYY-MM-DD. */
export const indianToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ACADEMY.timeZone }).format(new Date());

const ORDER_STATUS: Record<OrderStatus, { label: string; className: string }> = {
  paid: { label: 'Paid', className: 'bg-success/10 text-success' },
  created: { label: 'Awaiting payment', className: 'bg-sand text-ink-soft' },
  failed: { label: 'Failed', className: 'bg-danger/5 text-danger' },
  cancelled: { label: 'Cancelled', className: 'bg-sand text-ink-muted' },
  refunded: { label: 'Refunded', className: 'bg-plum/10 text-plum' },
};

export const ORDER_STATUS_LABELS = Object.fromEntries(
  Object.entries(ORDER_STATUS).map(([status, { label }]) => [status, label]),
) as Record<OrderStatus, string>;

const REFUND_STATUS: Record<OrderRefund['status'], { label: string; className: string }> = {
  queued: { label: 'Refund queued', className: 'bg-sand text-ink-soft' },
  pending: { label: 'Refund in progress', className: 'bg-accent-soft text-accent-strong' },
  processed: { label: 'Refund processed', className: 'bg-success/10 text-success' },
  failed: { label: 'Refund failed', className: 'bg-danger/5 text-danger' },
};

/**
 * A status pill. Its tints are laid over white wherever it stands: over the page's paper the
 * green and red text would fall below 4.5:1 contrast.
 */
function Badge({ label, className }: { label: string; className: string }) {
  return (
    <span className="inline-block rounded-full bg-white">
      <span
        className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${className}`}
      >
        {label}
      </span>
    </span>
  );
}

export const OrderStatusBadge = ({ status }: { status: OrderStatus }) => <Badge {...ORDER_STATUS[status]} />;

export const RefundStatusBadge = ({ status }: { status: OrderRefund['status'] }) => (
  <Badge {...REFUND_STATUS[status]} />
);
