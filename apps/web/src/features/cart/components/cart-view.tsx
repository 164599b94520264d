import type { Cart } from '@academy/shared/cart';
import type { CheckoutItem } from '@academy/shared/checkout';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { notify } from '@/lib/toast';
import { useCart } from '../api/get-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { CartItems } from './cart-items';
import { type CartRow, toRows } from './cart-rows';
import { type CartDiscount, OrderSummary } from './order-summary';
import { useT } from '@/lib/i18n';

/** SPEC §3 Checkout item, from a cart row. */
const toCheckoutItem = (row: CartRow): CheckoutItem => ({
  itemId: row.id,
  itemType: row.kind === 'course' ? 'Course' : row.kind === 'asset' ? 'Asset' : 'Bundle',
  title: row.title,
  price: row.price,
  image: row.image ?? '',
});

/** The items of a cart, whatever their order: a coupon priced for one cart fits no other. */
export const cartContentKey = (cart: Cart): string =>
  [
    ...cart.courses.map(({ courseId }) => `course:${courseId._id}`),
    ...cart.digitalAssets.map(({ assetId }) => `asset:${assetId._id}`),
    ...cart.bundles.map(({ bundleId }) => `bundle:${bundleId._id}`),
  ]
    .sort()
    .join(',');

/**
 * SPEC §2 Cart: Product / Category / Price with a remove cross per row, the three totals and
 * 'Proceed to Checkout'. On phones each row is a stacked card, so nothing scrolls sideways.
 */
export function CartView({
  userId,
  onCheckout,
  checkoutPending,
  discount = null,
  couponBox,
  gstInvoice,
  checkoutProblem,
  giftButton,
}: {
  userId: string;
  onCheckout: (items: CheckoutItem[]) => void;
  checkoutPending: boolean;
  discount?: CartDiscount | null;
  couponBox?: ReactNode;
  gstInvoice?: ReactNode;
  /** How the last checkout failed, kept under Proceed to Checkout (issue 28). */
  checkoutProblem?: ReactNode;
  /** Issue 31: the control that gives these items as a gift, under Proceed to Checkout. */
  giftButton?: (items: CheckoutItem[]) => ReactNode;
}) {
  const cart = useCart(userId);
  const remove = useRemoveFromCart(userId);
  const t = useT();

  if (cart.isPending) return <PageSpinner label={t('cart.loading')} />;
  if (cart.isError) {
    return (
      <LoadError
        title={t('spec.cartLoadFailed')}
        message={t('common.checkConnection')}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }

  const rows = toRows(cart.data);
  const proceed = () => {
    if (rows.length === 0) {
      notify.error(t('spec.emptyCartCheckout'));
      return;
    }
    onCheckout(rows.map(toCheckoutItem));
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-items-heading" className="min-w-0">
        <h2 id="cart-items-heading" className="sr-only">
          {t('cart.items')}
        </h2>
        <CartItems rows={rows} remove={remove} checkoutPending={checkoutPending} />
      </section>

      <OrderSummary
        rows={rows}
        discount={discount}
        couponBox={couponBox}
        gstInvoice={gstInvoice}
        checkoutProblem={checkoutProblem}
        giftButton={rows.length > 0 ? giftButton?.(rows.map(toCheckoutItem)) : undefined}
        onProceed={proceed}
        checkoutPending={checkoutPending}
        removing={remove.isPending}
      />
    </div>
  );
}
