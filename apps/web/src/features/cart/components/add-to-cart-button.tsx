import { ArrowRight, LoaderCircle, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { type CartItemRef, useAddToCart } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';
import { useT } from '@/lib/i18n';
import { useHeldTap } from '@/lib/use-held-tap';

/**
 * Add To Cart for a course or an asset; once the item is in the signed-in student's cart (the
 * cart query, which an addition replaces at once), a 'Go to cart' link to /my-cart instead.
 */
export function AddToCartButton({
  item,
  className,
  waiting = false,
  iconSize = 16,
}: {
  item: CartItemRef;
  className: string;
  /** The page is still asking whether the student owns the product: a tap waits for the answer. */
  waiting?: boolean;
  iconSize?: number;
}) {
  const { user } = useAuth();
  const t = useT();
  const cart = useCart(user && user.role !== 'admin' ? user._id : undefined);
  const { add, isPending } = useAddToCart();
  const onAdd = useHeldTap(waiting, () => add(item));

  const inCart =
    cart.data !== undefined &&
    {
      course: () => cart.data.courses.some((entry) => entry.courseId._id === item.id),
      asset: () => cart.data.digitalAssets.some((entry) => entry.assetId._id === item.id),
      bundle: () => cart.data.bundles.some((entry) => entry.bundleId._id === item.id),
    }[item.kind]();

  if (inCart) {
    return (
      <Link to={paths.cart} className={className}>
        <ShoppingBag size={iconSize} aria-hidden />
        {t('cart.goTo')}
        <ArrowRight size={iconSize} aria-hidden />
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={onAdd} disabled={isPending} aria-busy={isPending}>
      {isPending ? (
        <LoaderCircle size={iconSize} className="animate-spin" aria-hidden />
      ) : (
        <ShoppingBag size={iconSize} aria-hidden />
      )}
      {t('cart.add')}
    </button>
  );
}
