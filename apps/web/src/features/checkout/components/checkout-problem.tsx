import { CircleAlert, RotateCw, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * How a checkout failed, as the buyer needs to know it (issue 28): what happened, whether money
 * moved, and what to do. `notStarted` carries the server's reason.
 */
export type CheckoutProblemKind =
  | { kind: 'offline' }
  | { kind: 'notStarted'; reason: string }
  | { kind: 'declined' }
  | { kind: 'unconfirmed' };

function describe(problem: CheckoutProblemKind): { title: string; detail: string } {
  switch (problem.kind) {
    case 'offline':
      return {
        title: 'You are offline.',
        detail: 'Nothing was charged. Connect to the internet, then try again.',
      };
    case 'notStarted':
      return { title: problem.reason, detail: 'Nothing was charged. Try again in a moment.' };
    case 'declined':
      return {
        title: 'The payment did not go through.',
        detail:
          'Nothing was charged by the academy. If your bank shows a debit for it, the bank returns it within a few working days. You can try again, with another method if you like.',
      };
    case 'unconfirmed':
      return {
        title: 'We could not confirm your payment yet.',
        detail:
          'Please do not pay again. If money left your account, the purchase appears in My Purchases within a few minutes, or the payment is refunded to you.',
      };
  }
}

/**
 * Beside SPEC's toasts, which go after a few seconds, the outcome of a failed checkout stays by
 * the button that started it: Try again where nothing was charged, My Purchases where a payment
 * may have been taken (trying again could charge twice).
 */
export function CheckoutProblem({ problem, onRetry }: { problem: CheckoutProblemKind; onRetry: () => void }) {
  const { title, detail } = describe(problem);
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
            Open My Purchases
          </Link>
        ) : (
          <button type="button" className="btn-outline py-2" onClick={onRetry}>
            <RotateCw size={16} aria-hidden />
            Try again
          </button>
        )}
      </div>
    </div>
  );
}
