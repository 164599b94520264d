import { CircleAlert, RotateCw, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type Translate, useT } from '@/lib/i18n';

/**
 * How a checkout failed, as the buyer needs to know it (issue 28): what happened, whether money
 * moved, and what to do. `notStarted` carries the server's reason.
 */
export type CheckoutProblemKind =
  | { kind: 'offline' }
  | { kind: 'notStarted'; reason: string }
  | { kind: 'declined' }
  | { kind: 'unconfirmed' };

function describe(problem: CheckoutProblemKind, t: Translate): { title: string; detail: string } {
  switch (problem.kind) {
    case 'offline':
      return { title: t('offline.title'), detail: t('checkoutProblem.offlineDetail') };
    case 'notStarted':
      return { title: problem.reason, detail: t('checkoutProblem.notStartedDetail') };
    case 'declined':
      return { title: t('checkoutProblem.declined'), detail: t('checkoutProblem.declinedDetail') };
    case 'unconfirmed':
      return { title: t('checkoutProblem.unconfirmed'), detail: t('checkoutProblem.unconfirmedDetail') };
  }
}

/**
 * Beside SPEC's toasts, which go after a few seconds, the outcome of a failed checkout stays by
 * the button that started it: Try again where nothing was charged, My Purchases where a payment
 * may have been taken (trying again could charge twice).
 */
export function CheckoutProblem({ problem, onRetry }: { problem: CheckoutProblemKind; onRetry: () => void }) {
  const t = useT();
  const { title, detail } = describe(problem, t);
  const Icon = problem.kind === 'offline' ? WifiOff : CircleAlert;
  return (
    <div role="alert" className="mt-4 max-w-md rounded-2xl bg-danger-soft p-4 text-sm text-ink">
      <p className="flex items-start gap-2 font-semibold">
        <Icon size={18} className="mt-px shrink-0 text-danger" aria-hidden />
        {title}
      </p>
      <p className="mt-1 pl-[26px] text-ink-soft">{detail}</p>
      <div className="mt-3 pl-[26px]">
        {problem.kind === 'unconfirmed' ? (
          <Link to={paths.purchases} className="btn-outline py-2">
            {t('checkoutProblem.openPurchases')}
          </Link>
        ) : (
          <button type="button" className="btn-outline py-2" onClick={onRetry}>
            <RotateCw size={16} aria-hidden />
            {t('errorScreen.retry')}
          </button>
        )}
      </div>
    </div>
  );
}
