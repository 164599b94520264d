import type { OrderDetail } from '@academy/shared/orders';
import { Ban, CircleCheck, Clock, TriangleAlert, Undo2 } from 'lucide-react';
import { formatOrderDay } from '../lib/order-dates';

/** What became of the order, in words, above its receipt: confirmed, refunded, unpaid or cancelled. */
export function StatusBanner({ order }: { order: OrderDetail }) {
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
  if (order.status === 'refunded') {
    const refundedOn = order.creditNote?.issuedAt ?? order.refunds[0]?.createdAt;
    return (
      <div className="flex items-start gap-4" role="status">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          <Undo2 size={26} aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">Refunded</p>
          <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">This order was refunded</h1>
          <p className="mt-2 text-ink-soft">
            {refundedOn ? (
              <>Refunded on {formatOrderDay(refundedOn)}; access removed. </>
            ) : (
              'Access removed. '
            )}
            The money goes back the way you paid; banks usually take 5–7 working days.
          </p>
        </div>
      </div>
    );
  }
  const failed = order.status === 'failed';
  const cancelled = order.status === 'cancelled';
  const Icon = failed ? TriangleAlert : cancelled ? Ban : Clock;
  return (
    <div className="flex items-start gap-4">
      <span
        className={`flex size-12 shrink-0 items-center justify-center rounded-full ${failed ? 'bg-danger/10 text-danger' : 'bg-sand text-ink-soft'}`}
      >
        <Icon size={26} aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-[0.2em] text-ink-muted uppercase">
          {failed ? 'Payment failed' : cancelled ? 'Order cancelled' : 'Awaiting payment'}
        </p>
        <h1 className="mt-1 text-2xl font-semibold sm:text-3xl">
          {cancelled ? 'This order was cancelled' : 'This order is not paid'}
        </h1>
        <p className="mt-2 text-ink-soft">
          {cancelled && 'It was replaced by a newer checkout or closed. '}
          {order.refunds.length > 0
            ? 'A payment that reached us for it is being refunded; see below.'
            : 'Nothing was charged for it. You can buy these items again from their pages or your cart.'}
        </p>
      </div>
    </div>
  );
}
