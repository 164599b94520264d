import type { AdminOrderDetail } from '@academy/shared/admin-orders';
import { RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useRefundOrder } from '../api/orders';
import { ConfirmDialog } from '../components/confirm-dialog';
import type { RefundMode } from './refund-mode';

function RefundConsequences({ order, mode }: { order: AdminOrderDetail; mode: RefundMode }) {
  const firstName = order.buyer.name.split(' ')[0] || 'The buyer';
  if (mode === 'retry') {
    return (
      <p>
        Razorpay refused the refund of {formatRupees(order.total)} last time. It is asked again; {firstName}{' '}
        is emailed when it goes through. Access stays removed.
      </p>
    );
  }
  return (
    <ul className="mt-1 list-disc space-y-1 pl-5">
      {mode === 'refund' ? (
        <li>
          The whole amount, {formatRupees(order.total)}, goes back to {firstName} through Razorpay, to the
          card, UPI or account that paid. Banks usually take 5 to 7 working days.
        </li>
      ) : (
        <li>The order cost nothing, so no money goes back.</li>
      )}
      <li>
        {order.items.length === 1 ? 'Access to what was bought' : 'Access to everything in the order'} is
        removed at once.
      </li>
      {order.couponCode && (
        <li>
          The use of coupon <span className="font-mono font-semibold">{order.couponCode}</span> is given back.
        </li>
      )}
      {order.invoiceNumber && (
        <li>
          A credit note is issued against{' '}
          <span className="whitespace-nowrap">invoice {order.invoiceNumber}</span>.
        </li>
      )}
      {mode === 'refund' && <li>{firstName} is emailed about the refund.</li>}
    </ul>
  );
}

/** The Refund button and its confirmation. */
export function RefundAction({ order, mode }: { order: AdminOrderDetail; mode: RefundMode }) {
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const noteId = useId();
  const refund = useRefundOrder(order.orderId);

  const confirm = () =>
    refund.mutate(note.trim() ? { note: note.trim() } : {}, {
      onSuccess: ({ message }) => {
        setOpen(false);
        setNote('');
        notify.success(message);
      },
    });

  const labels = {
    refund: { button: 'Refund', title: `Refund ${formatRupees(order.total)}?`, confirm: 'Refund order' },
    free: { button: 'Refund', title: 'Take back this free order?', confirm: 'Take back order' },
    retry: { button: 'Try the refund again', title: 'Try the refund again?', confirm: 'Try again' },
  }[mode];

  return (
    <>
      <button
        type="button"
        className="btn border border-danger/40 bg-white text-danger hover:border-danger"
        onClick={() => {
          refund.reset();
          setOpen(true);
        }}
      >
        <RotateCcw size={16} aria-hidden />
        {labels.button}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={labels.title}
        description={
          <>
            <RefundConsequences order={order} mode={mode} />
            {mode !== 'retry' && (
              <>
                <label htmlFor={noteId} className="mt-4 block text-sm font-medium text-ink">
                  Note (optional, for the records)
                </label>
                <textarea
                  id={noteId}
                  value={note}
                  onChange={(event) => setNote(event.target.value)}
                  maxLength={500}
                  rows={2}
                  disabled={refund.isPending}
                  className="field-input mt-1.5 resize-y py-2 text-sm"
                  placeholder="Why the order is refunded"
                />
              </>
            )}
          </>
        }
        confirmLabel={labels.confirm}
        cancelLabel={mode === 'retry' ? 'Not now' : 'Keep the order'}
        pending={refund.isPending}
        error={
          refund.error
            ? errorMessage(refund.error, 'The refund could not be started. Please try again.')
            : null
        }
        onConfirm={confirm}
      />
    </>
  );
}
