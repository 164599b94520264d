import { ReceiptText, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { OrderGiftPanel } from '@/features/gifts/components/order-gift-panel';
import { useOrder } from '@/features/purchases/api/get-order';
import { OrderReceipt } from '@/features/purchases/components/order-receipt';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

/** /my-courses/orders/{id}: an order's confirmation page, for its buyer (the route guard keeps visitors out). */
export function OrderDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const order = useOrder(id, user?._id ?? '');
  const t = useT();
  useDocumentMeta({ title: t('order.metaTitle'), description: t('order.metaDescription') });

  if (order.isPending) return <PageSpinner label={t('order.loading')} />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && [400, 403, 404].includes(order.error.status);
    return (
      <div className="container-page py-14">
        <EmptyState
          icon={missing ? ReceiptText : TriangleAlert}
          title={missing ? t('order.notFound') : t('order.loadFailed')}
        >
          <p>{missing ? t('order.notFoundHint') : order.error.message}</p>
          <Link to={paths.purchases} className="btn-outline mt-5">
            {t('menu.myPurchases')}
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="container-page pt-10 pb-20 md:pt-14">
      <OrderReceipt order={order.data}>
        {order.data.isGift && user && <OrderGiftPanel orderId={id} userId={user._id} />}
      </OrderReceipt>
    </div>
  );
}
