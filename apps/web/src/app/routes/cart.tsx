import type { Cart } from '@academy/shared/cart';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { useCart } from '@/features/cart/api/get-cart';
import { cartContentKey, CartView } from '@/features/cart/components/cart-view';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { type AppliedCoupon, applyCoupon, couponErrorMessage } from '@/features/coupons/api/apply-coupon';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import { useAppliedCoupon } from '@/features/coupons/hooks/use-applied-coupon';
import { GiveAsGift } from '@/features/gifts/components/give-as-gift';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { notify } from '@/lib/toast';
import { useT } from '@/lib/i18n';
import { queryKeys } from '@/lib/query-keys';

/**
 * What the cart's items cost given as a gift: whole, so a kit the student partly owns counts at
 * its own price, and an applied coupon is quoted again on that (the server charges the same).
 * Undefined while that quote is on its way, or if it failed.
 */
/** What the cart costs the student (a kit at what they still lack of it), and as a gift (whole). */
function cartTotals(cart: Cart | undefined): { forYou: number; whole: number } {
  if (!cart) return { forYou: 0, whole: 0 };
  const items =
    cart.courses.reduce((sum, line) => sum + line.courseId.price, 0) +
    cart.digitalAssets.reduce((sum, line) => sum + line.assetId.price, 0);
  return {
    forYou: items + cart.bundles.reduce((sum, line) => sum + line.bundleId.price, 0),
    whole: items + cart.bundles.reduce((sum, line) => sum + line.bundleId.wholePrice, 0),
  };
}

function useGiftPrice(
  { forYou, whole }: { forYou: number; whole: number },
  contentKey: string,
  coupon: AppliedCoupon | null,
) {
  const code = coupon?.code ?? '';
  const quote = useQuery({
    queryKey: queryKeys.cartGiftQuote(code, contentKey),
    queryFn: () => applyCoupon({ code, target: { cart: true }, purchaseAmount: whole, gift: true }),
    enabled: coupon !== null && whole !== forYou,
  });
  if (!coupon) return whole;
  return whole === forYou ? coupon.finalAmount : quote.data?.finalAmount;
}

/**
 * SPEC §2 Cart (/my-cart): signed-in students only (the route guard sends visitors home). A
 * coupon applies to the cart as it is; when an item leaves, the server prices it again on what
 * is left, or says why it no longer applies. The items can be given as a gift (issue 31).
 */
export function CartRoute() {
  const { user } = useAuth();
  const { checkout, pending, dialog, gstInvoice, problem } = useCheckout();
  const cart = useCart(user?._id);
  const contentKey = cart.data ? cartContentKey(cart.data) : '';
  const totals = cartTotals(cart.data);
  const grandTotal = totals.forYou;
  const [coupon, setCoupon] = useAppliedCoupon(contentKey);
  const giftPrice = useGiftPrice(totals, contentKey, coupon);
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
        giftButton={(items) =>
          giftPrice !== undefined && (
            <GiveAsGift
              title={t('cart.title')}
              items={items.length}
              price={giftPrice}
              className="text-accent-strong underline-offset-4 hover:underline"
              onGive={async (gift) =>
                (await checkout({ kind: 'cart', items, couponCode: coupon?.code, gift })) !== 'failed'
              }
            />
          )
        }
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
