import { ACADEMY } from '@academy/shared/academy';
import type { OrderRefund, OrderStatus } from '@academy/shared/commerce';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

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

const COPIED_MS = 2000;

/** An id the admin quotes to Razorpay or the buyer, with a button that copies it. */
export function CopyableValue({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), COPIED_MS);
  };

  return (
    <span className="flex min-w-0 items-center gap-1">
      <span className="min-w-0 font-mono text-sm break-all">{value}</span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? `${label} copied` : `Copy ${label}`}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
      >
        {copied ? <Check size={15} className="text-success" aria-hidden /> : <Copy size={15} aria-hidden />}
      </button>
    </span>
  );
}
