import { ACADEMY } from '@academy/shared/academy';
import type { OrderCreated } from '@academy/shared/checkout';
import * as Dialog from '@radix-ui/react-dialog';
import { FlaskConical, KeyRound, LoaderCircle, ShieldCheck, X } from 'lucide-react';
import { useState } from 'react';
import { useReturnFocus } from '@/components/ui/use-return-focus';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { isCheckoutSuccess, sandboxPay } from '../api/sandbox-pay';
import type { GatewayResult } from '../lib/gateway-result';

export type SandboxOrder = OrderCreated & { razorpayOrderId: string };

/**
 * The sandbox gateway's checkout sheet (ARCHITECTURE Payments): what Razorpay's dialog shows
 * (merchant, 'Course Purchase', the amount, the public key), with Pay and Fail buttons that ask
 * the server for a signed success or a failure, exactly as Razorpay would hand them over.
 * Closing it is a quiet dismissal; a failure closes it after reporting through `onFailed`.
 */
export type SandboxCheckoutProps = {
  order: SandboxOrder | null;
  /** The control that opened the sheet, focused again when it closes. */
  returnTo?: HTMLElement | null;
  onFailed: () => void;
  onDone: (result: GatewayResult) => void;
};

export function SandboxCheckout({ order, returnTo = null, onFailed, onDone }: SandboxCheckoutProps) {
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);
  const t = useT();

  const pay = async (outcome: 'success' | 'failure') => {
    if (!order || busy) return;
    setBusy(outcome);
    try {
      const answer = await sandboxPay(order.razorpayOrderId, outcome);
      if (isCheckoutSuccess(answer)) {
        onDone({ type: 'success', payment: answer });
      } else {
        onFailed();
        onDone({ type: 'closed', failed: true });
      }
    } catch (error) {
      notify.error(errorMessage(error));
      onDone({ type: 'closed', failed: true });
    } finally {
      setBusy(null);
    }
  };

  const keepOpenWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };

  const returnFocus = useReturnFocus(order !== null, returnTo);
  return (
    <Dialog.Root
      open={order !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onDone({ type: 'closed', failed: false });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          onEscapeKeyDown={keepOpenWhileBusy}
          onPointerDownOutside={keepOpenWhileBusy}
          onInteractOutside={keepOpenWhileBusy}
          onCloseAutoFocus={returnFocus}
          className="fixed inset-x-0 bottom-0 z-50 max-h-dvh overflow-y-auto rounded-t-3xl bg-white shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out] sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[26rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl"
        >
          {order && (
            <>
              <div className="relative overflow-hidden bg-plum px-6 pt-6 pb-7 text-paper [--color-focus:var(--color-accent-bright)]">
                <div className="absolute -top-10 -right-8 size-32 rounded-full bg-accent/30" aria-hidden />
                <div className="relative flex items-start gap-4">
                  <span
                    className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-paper font-display text-xl font-bold text-plum"
                    aria-hidden
                  >
                    {ACADEMY.shortName.charAt(0)}
                  </span>
                  <div className="min-w-0 flex-1">
                    <Dialog.Title className="font-display text-lg leading-tight font-semibold">
                      {ACADEMY.name}
                    </Dialog.Title>
                    <Dialog.Description className="mt-0.5 text-sm text-paper/75">
                      {t('payDialog.description')}
                    </Dialog.Description>
                  </div>
                  <Dialog.Close
                    className="-mt-1 -mr-2 flex size-10 shrink-0 items-center justify-center rounded-full text-paper/80 hover:bg-paper/10 hover:text-paper disabled:opacity-40"
                    aria-label={t('payDialog.close')}
                    disabled={busy !== null}
                  >
                    <X size={20} aria-hidden />
                  </Dialog.Close>
                </div>
                <p className="relative mt-6 text-xs tracking-[0.18em] text-paper/60 uppercase">
                  {t('payDialog.amount')}
                </p>
                <p
                  className="relative mt-1 font-display text-4xl font-semibold tabular-nums"
                  data-testid="checkout-amount"
                >
                  {formatRupees(order.amount / 100)}
                </p>
              </div>

              <div className="px-6 pt-5 pb-6">
                <p className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold text-accent-strong">
                  <FlaskConical size={14} aria-hidden />
                  {t('payDialog.sandbox')}
                </p>
                <dl className="mt-4 space-y-3 text-sm">
                  <div>
                    <dt className="flex items-center gap-1.5 text-xs text-ink-muted">
                      <KeyRound size={13} aria-hidden />
                      {t('payDialog.publicKey')}
                    </dt>
                    <dd translate="no" className="mt-0.5 font-mono text-[0.8rem] break-all text-ink">
                      {order.keyId ?? '—'}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-ink-muted">{t('payDialog.order')}</dt>
                    <dd translate="no" className="mt-0.5 font-mono text-[0.8rem] break-all text-ink-soft">
                      {order.razorpayOrderId}
                    </dd>
                  </div>
                </dl>

                <div className="mt-6 grid grid-cols-[1fr_auto] gap-3">
                  <button
                    type="button"
                    className="btn-accent py-3 text-base"
                    onClick={() => void pay('success')}
                    disabled={busy !== null}
                    aria-busy={busy === 'success'}
                  >
                    {busy === 'success' && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
                    {t('payDialog.pay')}
                  </button>
                  <button
                    type="button"
                    className="btn-outline py-3 text-base hover:border-danger hover:text-danger"
                    onClick={() => void pay('failure')}
                    disabled={busy !== null}
                    aria-busy={busy === 'failure'}
                  >
                    {busy === 'failure' && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
                    {t('payDialog.fail')}
                  </button>
                </div>
                <p className="mt-5 flex items-center justify-center gap-1.5 text-xs text-ink-muted">
                  <ShieldCheck size={14} aria-hidden />
                  {t('payDialog.signed')}
                </p>
              </div>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
