import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useReconciliation } from '../api/orders';
import { Panel } from '../components/admin-page';
import { formatDateTime } from '../orders/order-parts';

const count = (value: number, one: string, many: string) =>
  `${value.toLocaleString('en-IN')} ${value === 1 ? one : many}`;

/**
 * What the payment check found: the job that asks Razorpay about orders left unpaid, so a lost
 * webhook or a closed tab loses nobody's purchase. Calm by design: these are fixes, not alarms.
 */
export function PaymentsCard() {
  const summary = useReconciliation();
  const data = summary.data;

  return (
    <Panel
      title="Payments"
      description="Unpaid orders, checked with Razorpay."
      actions={<ShieldCheck size={20} className="text-accent" aria-hidden />}
    >
      {summary.isPending ? (
        <div className="space-y-3" aria-hidden>
          <div className="h-10 animate-pulse rounded-lg bg-sand" />
          <div className="h-10 animate-pulse rounded-lg bg-sand" />
        </div>
      ) : !data ? (
        <p className="text-sm text-ink-muted">Not available right now.</p>
      ) : (
        <dl className="space-y-3 text-sm">
          <div>
            <dt className="text-xs font-medium text-ink-muted">Last check</dt>
            <dd className="mt-0.5 font-medium">
              {data.lastRunAt ? formatDateTime(data.lastRunAt) : 'Not run yet'}
              {data.lastRunAt && data.errors > 0 && (
                <span className="block text-xs font-normal text-ink-soft">
                  {count(data.errors, 'order', 'orders')} could not be checked; they are asked about again
                  next time.
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-ink-muted">Recovered, last 30 days</dt>
            <dd className="mt-0.5 font-medium">
              {data.recoveredLast30Days === 0
                ? 'None needed: every payment arrived on its own.'
                : `${count(data.recoveredLast30Days, 'paid order', 'paid orders')} completed by the check`}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-ink-muted">Automatic refunds, last 30 days</dt>
            <dd className="mt-0.5 font-medium">
              {data.autoRefundsLast30Days === 0
                ? 'None'
                : `${count(data.autoRefundsLast30Days, 'payment', 'payments')} that bought nothing new, sent back`}
            </dd>
          </div>
        </dl>
      )}
      {data && (
        <Link
          to={paths.admin.orders}
          className="mt-4 inline-block text-sm font-semibold text-ink underline decoration-line underline-offset-2 hover:decoration-ink"
        >
          See all orders
        </Link>
      )}
    </Panel>
  );
}
