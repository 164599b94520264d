import { BadgePercent, CircleCheck, LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { FieldError } from '@/components/ui/text-field';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { useAuth } from '@/lib/auth';
import { keepPendingAction, takePendingAction } from '@/lib/pending-action';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { notify } from '@/lib/toast';
import {
  type AppliedCoupon,
  type CouponTarget,
  couponErrorMessage,
  useApplyCoupon,
} from '../api/apply-coupon';
import { useT } from '@/lib/i18n';

/**
 * The coupon box of the asset page, the course page and the cart (SPEC §2, §4). A coupon can be
 * applied once per page view: the page keeps the applied one (and drops it for another
 * product), a second Apply says 'Coupon has already been applied.'. `price` is the spec's
 * purchaseAmount; the server prices the target itself.
 */
export function CouponBox({
  target,
  price,
  applied,
  onApplied,
}: {
  target: CouponTarget;
  price: number;
  applied: AppliedCoupon | null;
  onApplied: (coupon: AppliedCoupon) => void;
}) {
  const { authenticate, user } = useAuth();
  const { pathname } = useLocation();
  const redirectToSignIn = useRedirectToSignIn();
  const [code, setCode] = useState('');
  // Why the last code was refused, under the field until it changes (issue 28), beside SPEC's toast.
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const inputId = useId();
  const statusId = useId();
  const errorId = useId();
  const t = useT();
  const { errors, formProps } = useFieldErrors({ coupon: { valueMissing: t('coupon.missing') } });

  const applyCode = (typed: string) => {
    const trimmed = typed.trim();
    if (!trimmed || apply.isPending) return;
    setRefusal(null);
    apply.mutate(
      { code: trimmed, target, purchaseAmount: price },
      {
        onSuccess: (coupon) => {
          onApplied(coupon);
          notify.success(coupon.message);
        },
        onError: (error) => {
          notify.error(couponErrorMessage(error));
          setRefusal(couponErrorMessage(error));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applied) {
      notify.error(t('spec.couponAlreadyApplied'));
      return;
    }
    if (!authenticate) {
      // SPEC's toast, then no dead end (issue 28): sign in, and come back with the code applied.
      notify.error(t('spec.loginFirst'));
      if (code.trim()) keepPendingAction({ kind: 'applyCoupon', code: code.trim(), path: pathname });
      redirectToSignIn();
      return;
    }
    applyCode(code);
  };

  // Back from signing in on the page where they typed it: the visitor's code is applied once.
  const signedInStudent = authenticate && user?.role === 'user';
  useEffect(() => {
    if (!signedInStudent || applied) return;
    const pending = takePendingAction('applyCoupon', (action) => action.path === pathname);
    if (!pending) return;
    setCode(pending.code);
    applyCode(pending.code);
    // Once per arrival: `applyCode` is made anew each render, and the action is taken when used.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [signedInStudent, pathname]);

  return (
    <form
      onSubmit={onSubmit}
      aria-label={t('coupon.label')}
      {...formProps}
      className="rounded-[var(--radius-card)] border border-dashed border-line bg-white p-4"
    >
      <label htmlFor={inputId} className="flex items-center gap-2 text-sm font-semibold">
        <BadgePercent size={18} className="text-accent-strong" aria-hidden />
        {t('coupon.question')}
      </label>
      <div className="mt-3 flex gap-2">
        <input
          id={inputId}
          name="coupon"
          value={code}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setRefusal(null);
          }}
          placeholder={t('coupon.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          readOnly={applied !== null}
          aria-invalid={errors.coupon || refusal ? true : undefined}
          aria-describedby={applied ? statusId : errors.coupon || refusal ? errorId : undefined}
          className="field-input min-w-0 flex-1 py-2.5 font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case read-only:bg-sand"
        />
        <button type="submit" className="btn-primary shrink-0" disabled={apply.isPending}>
          {apply.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {t('coupon.apply')}
        </button>
      </div>
      <FieldError id={errorId} error={errors.coupon ?? refusal ?? undefined} />
      <div id={statusId} role="status">
        {applied && (
          <p className="mt-3 flex items-start gap-2 text-sm font-medium text-success">
            <CircleCheck size={16} className="mt-0.5 shrink-0" aria-hidden />
            <span>
              <span className="font-mono font-semibold">{applied.code}</span> · {applied.message}
            </span>
          </p>
        )}
      </div>
    </form>
  );
}
