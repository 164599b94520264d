import { useEffect, useRef } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useCart } from '@/features/cart/api/get-cart';
import { cartContentKey, CartView } from '@/features/cart/components/cart-view';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { applyCoupon, couponErrorMessage } from '@/features/coupons/api/apply-coupon';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import { useAppliedCoupon } from '@/features/coupons/hooks/use-applied-coupon';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { notify } from '@/lib/toast';
import { useT } from '@/lib/i18n';

/**
 * SPEC §2 Cart (/my-cart): signed-in students only (the route guard sends visitors home). A
 * coupon applies to the cart as it is; when an item leaves, the server prices it again on what
 * is left, or says why it no longer applies.
 */
export function CartRoute() {
  const { user } = useAuth();
  const { checkout, pending, dialog, gstInvoice, problem } = useCheckout();
  const cart = useCart(user?._id);
  const contentKey = cart.data ? cartContentKey(cart.data) : '';
  const grandTotal = cart.data
    ? [
        ...cart.data.courses.map((line) => line.courseId.price),
        ...cart.data.digitalAssets.map((line) => line.assetId.price),
        ...cart.data.bundles.map((line) => line.bundleId.price),
      ].reduce((total, price) => total + price, 0)
    : 0;
  const [coupon, setCoupon] = useAppliedCoupon(contentKey);
  const lastCode = useRef<string | null>(null);
  const t = useT();
  useDocumentMeta({ title: t('cart.metaTitle'), description: t('cart.metaDescription') });

  useEffect(() => {
    const code = lastCode.current;
    if (coupon || !code || !contentKey) return;
    let current = true;
    applyCoupon({ code, target: { cart: true }, purchaseAmount: grandTotal }).then(
      (repriced) => {
        if (current) setCoupon(repriced);
      },
      (error: unknown) => {
        if (!current) return;
        lastCode.current = null;
        notify.error(couponErrorMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [contentKey, coupon, setCoupon, grandTotal]);

  if (!user) return null;
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('cart.eyebrow')} title={t('cart.title')} />
      <CartView
        userId={user._id}
        checkoutPending={pending}
        onCheckout={(items) => void checkout({ kind: 'cart', items, couponCode: coupon?.code })}
        discount={coupon}
        gstInvoice={gstInvoice}
        checkoutProblem={problem}
        couponBox={
          <CouponBox
            target={{ cart: true }}
            price={grandTotal}
            applied={coupon}
            onApplied={(applied) => {
              lastCode.current = applied.code;
              setCoupon(applied);
            }}
          />
        }
      />
      {dialog}
    </div>
  );
}
