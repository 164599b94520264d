import type { OrderDetail, OrderLine } from '@academy/shared/commerce';
import {
  ArrowRight,
  Check,
  CircleCheck,
  Clock,
  Copy,
  Download,
  LoaderCircle,
  Receipt,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { useDownloadAsset } from '../api/download-asset';
import { formatOrderDateTime } from '../lib/order-dates';

const PROVIDERS: Record<OrderDetail['paymentProvider'], string> = {
  razorpay: 'Razorpay',
  sandbox: 'Test payment (sandbox)',
  none: 'No payment needed',
};

const COPIED_MS = 2000;

/** A value the buyer may need to quote (the payment id), with a button that copies it. */
function CopyableValue({ value, label }: { value: string; label: string }) {
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
    <span className="flex min-w-0 items-center gap-1.5">
      <span className="min-w-0 font-mono text-sm break-all">{value}</span>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={copied ? `${label} copied` : `Copy ${label}`}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
      >
        {copied ? <Check size={16} className="text-success" aria-hidden /> : <Copy size={16} aria-hidden />}
      </button>
    </span>
  );
}

/** The next step for one bought line: its course player, or its file. */
function NextStep({ line, paid }: { line: OrderLine; paid: boolean }) {
  const { download, pendingId } = useDownloadAsset();
  if (!paid || !line.id) return null;
  if (line.type === 'course') {
    return (
      <Link
        to={paths.courseProgress(line.id)}
        className="btn-primary whitespace-nowrap max-sm:w-full"
        aria-label={`Start learning: ${line.title}`}
      >
        Start learning
        <ArrowRight size={16} aria-hidden />
      </Link>
    );
  }
  const downloading = pendingId === line.id;
  const assetId = line.id;
  return (
    <button
      type="button"
      className="btn-outline whitespace-nowrap max-sm:w-full"
      onClick={() => download(assetId)}
      disabled={downloading}
      aria-busy={downloading}
      aria-label={`Download: ${line.title}`}
    >
      {downloading ? (
        <LoaderCircle size={16} className="animate-spin" aria-hidden />
      ) : (
        <Download size={16} aria-hidden />
      )}
      Download
    </button>
  );
}

function StatusBanner({ order }: { order: OrderDetail }) {
  if (order.status === 'paid') {
    return (
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-success/10 text-success">
          <CircleCheck size={28} aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-success uppercase">Order confirmed</p>
          <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">
            Thank you, {order.buyer.name.split(' ')[0]}!
          </h1>
          <p className="mt-2 text-ink-soft">
            {order.items.length === 1
              ? 'Your purchase is ready. It is also waiting for you in My Purchases.'
              : 'Your purchases are ready. They are also waiting for you in My Purchases.'}
          </p>
        </div>
      </div>
    );
  }
  const failed = order.status === 'failed';
  const Icon = failed ? TriangleAlert : Clock;
  return (
    <div className="flex items-start gap-4">
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full ${failed ? 'bg-danger/10 text-danger' : 'bg-sand text-ink-soft'}`}
      >
        <Icon size={26} aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">
          {failed ? 'Payment failed' : 'Awaiting payment'}
        </p>
        <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">This order is not paid</h1>
        <p className="mt-2 text-ink-soft">
          Nothing was charged for it. You can buy these items again from their pages or your cart.
        </p>
      </div>
    </div>
  );
}

/**
 * The order's confirmation page, laid out like a receipt: number, payment id (copyable), date,
 * every line with what it cost, the coupon's discount and the total paid, and the next step for
 * each line (Start learning, Download).
 */
export function OrderReceipt({ order }: { order: OrderDetail }) {
  const paid = order.status === 'paid';
  const facts = [
    {
      label: 'Order number',
      value: <span className="font-mono text-sm break-all">{order.orderNumber}</span>,
    },
    {
      label: paid ? 'Paid on' : 'Placed on',
      value: (
        <time dateTime={order.paidAt ?? order.createdAt}>
          {formatOrderDateTime(order.paidAt ?? order.createdAt)}
        </time>
      ),
    },
    { label: 'Payment method', value: PROVIDERS[order.paymentProvider] },
    ...(order.paymentId
      ? [{ label: 'Payment ID', value: <CopyableValue value={order.paymentId} label="payment ID" /> }]
      : []),
  ];

  return (
    <div className="mx-auto max-w-3xl">
      <StatusBanner order={order} />

      <article
        aria-labelledby="receipt-heading"
        className="mt-8 overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card"
      >
        <header className="flex items-center gap-2 border-b border-dashed border-line bg-sand/60 px-5 py-4 sm:px-6">
          <Receipt size={18} className="text-accent-strong" aria-hidden />
          <h2 id="receipt-heading" className="text-lg font-semibold">
            Order summary
          </h2>
        </header>

        <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
          {facts.map((fact) => (
            <div key={fact.label} className="min-w-0">
              <dt className="text-xs font-medium text-ink-muted">{fact.label}</dt>
              <dd className="mt-1 font-medium">{fact.value}</dd>
            </div>
          ))}
        </dl>

        <ul className="divide-y divide-line border-t border-line" aria-label="Items">
          {order.items.map((line, index) => (
            <li
              key={`${line.type}-${line.id ?? index}`}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-5 py-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:px-6"
            >
              <div className="flex min-w-0 items-center gap-4">
                <CoverImage
                  src={line.image ?? undefined}
                  alt=""
                  width={160}
                  height={line.type === 'course' ? 90 : 120}
                  className="w-16 shrink-0 rounded-lg sm:w-20"
                />
                <div className="min-w-0">
                  <p className="font-semibold [overflow-wrap:anywhere]">{line.title}</p>
                  <p className="mt-0.5 text-xs font-medium text-ink-muted">
                    {line.type === 'course' ? 'Video course' : 'Digital asset'}
                  </p>
                </div>
              </div>
              <p className="text-right whitespace-nowrap tabular-nums">
                <span className="sr-only">Paid: </span>
                <span className="font-display font-semibold">
                  {line.pricePaid === 0 ? 'Free' : formatRupees(line.pricePaid)}
                </span>
                {line.listPrice > line.pricePaid && (
                  <s
                    className="block text-xs text-ink-muted"
                    aria-label={`was ${formatRupees(line.listPrice)}`}
                  >
                    {formatRupees(line.listPrice)}
                  </s>
                )}
              </p>
              <div className="col-span-2 sm:col-span-1 sm:justify-self-end">
                <NextStep line={line} paid={paid} />
              </div>
            </li>
          ))}
        </ul>

        <dl className="space-y-2.5 border-t border-dashed border-line px-5 py-5 text-sm sm:px-6">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="text-ink-soft">Subtotal</dt>
            <dd className="tabular-nums">{formatRupees(order.subtotal)}</dd>
          </div>
          {order.discount > 0 && (
            <div className="flex items-baseline justify-between gap-4 text-success">
              <dt>
                Discount
                {order.couponCode && (
                  <>
                    {' '}
                    (<span className="font-mono font-semibold">{order.couponCode}</span>)
                  </>
                )}
              </dt>
              <dd className="tabular-nums">−{formatRupees(order.discount)}</dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <dt className="font-semibold">{paid ? 'Total paid' : 'Total'}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums" data-testid="order-total">
              {formatRupees(order.total)}
            </dd>
          </div>
        </dl>

        <footer className="border-t border-line bg-sand/40 px-5 py-4 text-sm text-ink-soft sm:px-6">
          Billed to <span className="font-medium text-ink">{order.buyer.name}</span> ·{' '}
          <span className="break-all">{order.buyer.email}</span>
        </footer>
      </article>

      <div className="mt-8 flex flex-wrap gap-3">
        <Link to={paths.purchases} className="btn-outline max-sm:flex-1">
          My Purchases
        </Link>
        <Link to={paths.allCourses} className="btn-primary max-sm:flex-1">
          Keep exploring
          <ArrowRight size={16} aria-hidden />
        </Link>
      </div>
    </div>
  );
}
