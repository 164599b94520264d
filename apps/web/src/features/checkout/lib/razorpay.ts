import { ACADEMY } from '@academy/shared/academy';
import type { User } from '@academy/shared/auth';
import type { CheckoutFailure, CheckoutSuccess, OrderCreated } from '@academy/shared/checkout';
import { translate } from '@/lib/i18n';
import type { GatewayResult } from './gateway-result';

/** The part of Razorpay Checkout (checkout.js) we use. */
type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string; contact?: string };
  theme: { color: string };
  handler: (response: CheckoutSuccess) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = {
  open(): void;
  on(event: 'payment.failed', listener: (response: CheckoutFailure) => void): void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
/** The academy's accent, so the gateway's sheet matches the store. */
const THEME_COLOR = '#ff6b3d';

let loading: Promise<RazorpayConstructor> | null = null;

/** checkout.js is fetched once, and only when a student first pays through Razorpay. */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('checkout.js defined no Razorpay'));
    script.onerror = () => reject(new Error('checkout.js could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    // A later click tries again rather than remembering a dropped connection for ever.
    loading = null;
    document.querySelector(`script[src="${CHECKOUT_SCRIPT}"]`)?.remove();
    throw error;
  });
  return loading;
}

/**
 * Razorpay's own dialog. A failed attempt fires `payment.failed` while the dialog stays open for
 * another try, so the flow ends on the success handler or on dismissal.
 */
export async function openRazorpay(
  order: OrderCreated & { razorpayOrderId: string; keyId: string },
  user: User,
  onFailed: () => void,
): Promise<GatewayResult> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    let failed = false;
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: ACADEMY.name,
      // SPEC §1's 'Course Purchase', in the page's language.
      description: translate('payDialog.description'),
      order_id: order.razorpayOrderId,
      prefill: { name: user.name, email: user.email, ...(user.phone ? { contact: user.phone } : {}) },
      theme: { color: THEME_COLOR },
      handler: (payment) => resolve({ type: 'success', payment }),
      modal: { ondismiss: () => resolve({ type: 'closed', failed }) },
    });
    checkout.on('payment.failed', () => {
      failed = true;
      onFailed();
    });
    checkout.open();
  });
}
