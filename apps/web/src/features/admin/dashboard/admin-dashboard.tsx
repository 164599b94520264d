import { ACADEMY } from '@academy/shared/academy';
import type { Dashboard } from '@academy/shared/admin-dashboard';
import { BookOpen, Package, Receipt, SearchX, TicketPercent, TrendingUp, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { useDashboard, useTotals } from '../api/dashboard';
import { Panel } from '../components/admin-page';
import { PaymentsCard } from './payments-card';
import { RevenueChart } from './revenue-chart';

const cards: {
  key: 'users' | 'courses' | 'assets' | 'coupons';
  label: string;
  icon: LucideIcon;
  to?: string;
}[] = [
  { key: 'users', label: 'Total Users', icon: Users },
  { key: 'courses', label: 'Total Courses', icon: BookOpen, to: paths.admin.courses },
  { key: 'assets', label: 'Total Assets', icon: Package, to: paths.admin.assets },
  { key: 'coupons', label: 'Total Coupons', icon: TicketPercent, to: paths.admin.coupons },
];

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: ACADEMY.timeZone,
});

type Order = Dashboard['recentOrders'][number];

function orderDate(order: Order): string {
  const date = new Date(order.paidAt ?? order.createdAt);
  return Number.isNaN(date.getTime()) ? '' : when.format(date);
}

function orderWhat(order: Order): string {
  const [first, ...rest] = order.items;
  if (!first) return 'Order';
  return rest.length === 0 ? first : `${first} and ${rest.length} more`;
}

const Skeleton = ({ className = '' }: { className?: string }) => (
  <div className={`animate-pulse rounded-lg bg-sand ${className}`} aria-hidden />
);

function SearchTerms({ terms, empty }: { terms: { query: string; count: number }[]; empty: string }) {
  if (terms.length === 0) return <p className="text-sm text-ink-muted">{empty}</p>;
  const max = Math.max(...terms.map((term) => term.count), 1);
  return (
    <ol className="space-y-2">
      {terms.map((term) => (
        <li key={term.query} className="text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <span className="min-w-0 truncate">{term.query}</span>
            <span className="shrink-0 text-xs text-ink-muted tabular-nums">{term.count}</span>
          </div>
          <div className="mt-1 h-1.5 rounded-full bg-sand" aria-hidden>
            <div
              className="h-full rounded-full bg-accent/70"
              style={{ width: `${(term.count / max) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * SPEC §2 Dashboard: Total Users, Courses, Assets, Coupons; beyond the spec (issue 6): revenue
 * of the last 30 days, recent orders, top searches and searches that found nothing; issue 12:
 * what the payment check found.
 */
export function AdminDashboard() {
  const dashboard = useDashboard();
  const { totals, failed } = useTotals(dashboard);
  const data = dashboard.data;
  const unavailable = 'Not available right now.';

  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className="text-2xl font-semibold sm:text-3xl">
        Dashboard
      </h1>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cards.map(({ key, label, icon: Icon, to }) => {
          const value = totals[key];
          const body = (
            <>
              <div className="flex items-center justify-between gap-2">
                <h2 className="text-sm font-medium text-ink-soft">{label}</h2>
                <span className="flex size-9 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
                  <Icon size={18} aria-hidden />
                </span>
              </div>
              <p
                className="mt-3 font-display text-3xl font-semibold sm:text-4xl"
                data-testid={`total-${key}`}
              >
                {value !== undefined ? value : failed ? '—' : '…'}
              </p>
            </>
          );
          return (
            <li key={key} className="rounded-[var(--radius-card)] border border-line bg-white shadow-card">
              {to ? (
                <Link to={to} className="block rounded-[var(--radius-card)] p-4 hover:bg-paper sm:p-6">
                  {body}
                </Link>
              ) : (
                <div className="p-4 sm:p-6">{body}</div>
              )}
            </li>
          );
        })}
      </ul>

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <Panel
          className="lg:col-span-2"
          title="Revenue, last 30 days"
          actions={<TrendingUp size={20} className="text-accent" aria-hidden />}
        >
          {dashboard.isPending ? (
            <Skeleton className="h-52" />
          ) : data ? (
            <RevenueChart days={data.revenue} />
          ) : (
            <p className="text-sm text-ink-muted">{unavailable}</p>
          )}
        </Panel>

        <Panel title="Recent orders" actions={<Receipt size={20} className="text-accent" aria-hidden />}>
          {dashboard.isPending ? (
            <div className="space-y-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
            </div>
          ) : !data ? (
            <p className="text-sm text-ink-muted">{unavailable}</p>
          ) : data.recentOrders.length === 0 ? (
            <p className="text-sm text-ink-muted">No orders yet.</p>
          ) : (
            <ul className="divide-y divide-line">
              {data.recentOrders.map((order) => (
                <li key={order._id} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{orderWhat(order)}</span>
                    <span className="block truncate text-xs text-ink-muted">
                      {[order.studentName || order.studentEmail, orderDate(order)]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                  <span className="shrink-0 text-right">
                    <span className="block font-medium tabular-nums">{formatRupees(order.amount)}</span>
                    {order.status !== 'paid' && (
                      <span className="mt-0.5 inline-block rounded-full bg-sand px-2 py-0.5 text-[11px] font-semibold text-ink-soft capitalize">
                        {order.status}
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>

        <Panel title="Top searches" description="What visitors look for most.">
          {dashboard.isPending ? (
            <Skeleton className="h-32" />
          ) : data ? (
            <SearchTerms terms={data.topSearches} empty="No searches yet." />
          ) : (
            <p className="text-sm text-ink-muted">{unavailable}</p>
          )}
        </Panel>

        <PaymentsCard />

        <Panel
          title="Searches that found nothing"
          description="Ideas for the next course or asset."
          actions={<SearchX size={20} className="text-accent" aria-hidden />}
        >
          {dashboard.isPending ? (
            <Skeleton className="h-32" />
          ) : data ? (
            <SearchTerms terms={data.zeroResultSearches} empty="Every search found something." />
          ) : (
            <p className="text-sm text-ink-muted">{unavailable}</p>
          )}
        </Panel>
      </div>
    </section>
  );
}
