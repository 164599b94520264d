import { ReceiptText, TriangleAlert } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/purchases/api/get-order';
import { OrderReceipt } from '@/features/purchases/components/order-receipt';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';

/** /my-courses/orders/{id}: an order's confirmation page, for its buyer (the route guard keeps visitors out). */
export function OrderDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const order = useOrder(id, user?._id ?? '');
  useDocumentMeta({ title: 'Your order', description: 'The receipt of your order.' });

  if (order.isPending) return <PageSpinner label="Loading your order" />;
  if (order.isError) {
    const missing = order.error instanceof ApiError && [400, 403, 404].includes(order.error.status);
    return (
      <div className="container-page py-14">
        <EmptyState
          icon={missing ? ReceiptText : TriangleAlert}
          title={missing ? 'We could not find this order' : "We couldn't load this order"}
        >
          <p>
            {missing
              ? 'It may belong to another account. Your orders are listed under My Purchases.'
              : order.error.message}
          </p>
          <Link to={paths.purchases} className="btn-outline mt-5">
            My Purchases
          </Link>
        </EmptyState>
      </div>
    );
  }
  return (
    <div className="container-page pt-10 pb-20 md:pt-14">
      <OrderReceipt order={order.data} />
    </div>
  );
}
