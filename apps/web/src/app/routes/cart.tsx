import { PageHeader } from '@/components/ui/page-header';
import { CartView } from '@/features/cart/components/cart-view';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';

/** SPEC §2 Cart (/my-cart): signed-in students only (the route guard sends visitors home). */
export function CartRoute() {
  const { user } = useAuth();
  const { checkout, pending, dialog } = useCheckout();
  useDocumentMeta({ title: 'Your cart', description: 'The courses and design assets in your cart.' });

  if (!user) return null;
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Checkout" title="Your Cart" />
      <CartView
        userId={user._id}
        checkoutPending={pending}
        onCheckout={(items) => void checkout({ kind: 'cart', items })}
      />
      {dialog}
    </div>
  );
}
