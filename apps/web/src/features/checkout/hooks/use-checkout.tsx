import type { OrderCreated } from '@academy/shared/checkout';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { GstProblems } from '@/components/billing/gst-fields';
import type { GstDraft } from '@/components/billing/place-of-supply';
import { useNavigate } from 'react-router';
import { deferredDialog } from '@/components/ui/deferred';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { queryKeys } from '@/lib/query-keys';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { isOffline } from '@/lib/when-online';
import { notify } from '@/lib/toast';
import { type CheckoutTarget, createOrder } from '../api/create-order';
import { useBillingDetails } from '../api/get-billing-details';
import { verifyPayment } from '../api/verify-payment';
import { CheckoutProblem, type CheckoutProblemKind } from '../components/checkout-problem';
import { GstInvoice } from '../components/gst-invoice';
import type { SandboxCheckoutProps, SandboxOrder } from '../components/sandbox-checkout';
import type { GatewayResult } from '../lib/gateway-result';
import { openRazorpay } from '../lib/razorpay';
import { translate } from '@/lib/i18n';

/** How a checkout ended: bought (and verified), or not. */
export type CheckoutOutcome = 'paid' | 'failed' | 'dismissed' | 'signed-out' | 'busy';

export type CheckoutOptions = {
  /**
   * After a paid order, open its confirmation page (the default). A Download that first takes
   * a free asset stays on the page, where the file is being saved.
   */
  showOrder?: boolean;
};

/** SPEC §9: 1-2 s; a confirmation of money spent gets the longer end. */
const PAYMENT_SUCCESS_TOAST_MS = 2000;

/** Answers to an order whose server message says more than 'Failed to create order.'. */
const TELLING_STATUSES = new Set([400, 404, 409, 429]);

function orderErrorMessage(error: unknown): string {
  return error instanceof ApiError && TELLING_STATUSES.has(error.status) && error.message
    ? error.message
    : translate('spec.orderCreateFailed');
}

/** SPEC §8: a refused verification (4xx) and one that could not be asked (network, 5xx) differ. */
function verifyErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? translate('spec.paymentVerificationFailed')
    : translate('spec.paymentVerificationError');
}

const SandboxCheckout = deferredDialog<SandboxCheckoutProps>(
  () => import('../components/sandbox-checkout').then((m) => ({ default: m.SandboxCheckout })),
  (props) => props.order !== null,
);

/** `returnTo`: the control that started the checkout, focused again when the sheet closes. */
type SandboxSession = {
  order: SandboxOrder;
  resolve: (result: GatewayResult) => void;
  returnTo: HTMLElement | null;
};

/**
 * SPEC §4 Buy flow for a course, an asset (with its applied coupon) or the cart: a visitor is
 * sent to sign in with the current path kept; a student's order is created, a zero-amount order
 * is already paid, otherwise the payment dialog opens (Razorpay's, or the sandbox sheet), and a
 * payment is verified on the endpoint of its kind. Purchases and the cart are refreshed after,
 * and the buyer lands on the order's confirmation page.
 *
 * Render `dialog` once on the page that calls `checkout`, and `gstInvoice` in its buy box: the
 * optional GST details (state, GSTIN) a signed-in buyer changes there go with the order as
 * `billing`; untouched, the server uses what the buyer saved last.
 */
export function useCheckout() {
  const { authenticate, user } = useAuth();
  const redirectToSignIn = useRedirectToSignIn();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [sandbox, setSandbox] = useState<SandboxSession | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const running = useRef(false);
  const navigate = useNavigate();
  const signedInId = authenticate ? user?._id : undefined;
  const savedBilling = useBillingDetails(signedInId);
  const [gst, setGst] = useState<{ draft: GstDraft | null; problems: GstProblems }>({
    draft: null,
    problems: {},
  });
  const [gstAttention, setGstAttention] = useState(0);
  // The last checkout's failure, kept by the Buy button until the next attempt (issue 28).
  const [problem, setProblem] = useState<{
    kind: CheckoutProblemKind;
    target: CheckoutTarget;
    options: CheckoutOptions;
  } | null>(null);

  const markBought = useCallback(
    async (target: CheckoutTarget, userId: string) => {
      // A gift is its recipient's once they claim it: the buyer owns nothing more.
      const items = target.gift
        ? []
        : target.kind === 'course'
          ? [{ kind: 'Course', id: target.course._id }]
          : target.kind === 'asset'
            ? [{ kind: 'Asset', id: target.asset._id }]
            : target.kind === 'bundle'
              ? target.bundle.items.map((item) => ({
                  kind: item.type === 'course' ? 'Course' : 'Asset',
                  id: item.id,
                }))
              : target.items.map((item) => ({ kind: item.itemType, id: item.itemId }));
      for (const item of items) {
        queryClient.setQueryData(
          item.kind === 'Course'
            ? queryKeys.coursePurchase(item.id, userId)
            : queryKeys.assetPurchase(item.id, userId),
          true,
        );
      }
      // Bought items leave the cart on the server; purchase lists gain them; the order's
      // billing details are now the saved ones.
      setGst({ draft: null, problems: {} });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.carts }),
        queryClient.invalidateQueries({ queryKey: queryKeys.purchases, refetchType: 'active' }),
        queryClient.invalidateQueries({ queryKey: queryKeys.billing(userId) }),
        // A bundle's price for the student follows what they own.
        queryClient.invalidateQueries({ queryKey: queryKeys.bundles }),
      ]);
    },
    [queryClient],
  );

  const openDialog = useCallback(
    (order: OrderCreated, onFailed: () => void): Promise<GatewayResult> => {
      if (!user || !order.razorpayOrderId) return Promise.reject(new Error('The order has no gateway order'));
      const razorpayOrderId = order.razorpayOrderId;
      if (order.provider === 'razorpay' && order.keyId) {
        return openRazorpay({ ...order, razorpayOrderId, keyId: order.keyId }, user, onFailed);
      }
      if (order.provider === 'sandbox') {
        return new Promise((resolve) =>
          setSandbox({ order: { ...order, razorpayOrderId }, resolve, returnTo: opener.current }),
        );
      }
      return Promise.reject(new Error(`Unknown payment provider ${String(order.provider)}`));
    },
    [user],
  );

  const checkout = useCallback(
    async (target: CheckoutTarget, { showOrder = true }: CheckoutOptions = {}): Promise<CheckoutOutcome> => {
      if (!authenticate || !user) {
        redirectToSignIn();
        return 'signed-out';
      }
      if (running.current) return 'busy';
      if (gst.draft && Object.keys(gst.problems).length > 0) {
        setGstAttention((count) => count + 1);
        notify.error(translate('checkout.gstProblem'));
        return 'failed';
      }
      running.current = true;
      // Taken before Buy Now turns busy: a disabled button loses focus, and the sheet's code may
      // arrive after that (it loads when the page goes idle, or on this click).
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setPending(true);
      setProblem(null);
      const fail = (kind: CheckoutProblemKind): CheckoutOutcome => {
        setProblem({ kind, target, options: { showOrder } });
        return 'failed';
      };
      try {
        let order: OrderCreated;
        try {
          order = await createOrder(target, user, gst.draft ?? undefined);
        } catch (error) {
          notify.error(orderErrorMessage(error));
          return fail(
            isOffline() ? { kind: 'offline' } : { kind: 'notStarted', reason: orderErrorMessage(error) },
          );
        }

        if (order.status === 'paid') {
          // Nothing to pay (a free asset, a 'free' coupon): the server fulfilled it already.
          notify.success(translate('spec.paymentSuccess'), PAYMENT_SUCCESS_TOAST_MS);
          await markBought(target, user._id);
          if (showOrder) void navigate(paths.order(order.orderId));
          return 'paid';
        }

        let result: GatewayResult;
        try {
          result = await openDialog(order, () => notify.error(translate('spec.paymentFailed')));
        } catch (error) {
          console.error('The payment dialog could not open', error);
          notify.error(translate('spec.paymentFailed'));
          return fail(isOffline() ? { kind: 'offline' } : { kind: 'declined' });
        }
        if (result.type === 'closed') return result.failed ? fail({ kind: 'declined' }) : 'dismissed';

        try {
          await verifyPayment(target.kind, {
            orderId: order.orderId,
            razorpayPaymentId: result.payment.razorpay_payment_id,
            razorpayOrderId: result.payment.razorpay_order_id,
            razorpaySignature: result.payment.razorpay_signature,
          });
        } catch (error) {
          notify.error(verifyErrorMessage(error));
          return fail({ kind: 'unconfirmed' });
        }
        notify.success(translate('spec.paymentSuccess'), PAYMENT_SUCCESS_TOAST_MS);
        await markBought(target, user._id);
        if (showOrder) void navigate(paths.order(order.orderId));
        return 'paid';
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [authenticate, user, redirectToSignIn, markBought, openDialog, navigate, gst],
  );

  const finishSandbox = (result: GatewayResult) => {
    sandbox?.resolve(result);
    setSandbox(null);
  };

  const dialog = (
    <SandboxCheckout
      order={sandbox?.order ?? null}
      returnTo={sandbox?.returnTo ?? null}
      onFailed={() => notify.error(translate('spec.paymentFailed'))}
      onDone={finishSandbox}
    />
  );

  const gstInvoice = (
    <GstInvoice
      saved={signedInId ? savedBilling.data : undefined}
      draft={signedInId ? gst.draft : null}
      onDraft={(draft, problems) => setGst({ draft, problems })}
      attention={gstAttention}
      signIn={signedInId ? undefined : () => redirectToSignIn()}
    />
  );

  // Try again runs this render's checkout, with the GST details as they are now.
  const problemPanel = problem ? (
    <CheckoutProblem problem={problem.kind} onRetry={() => void checkout(problem.target, problem.options)} />
  ) : null;

  return { checkout, pending, dialog, gstInvoice, problem: problemPanel };
}
