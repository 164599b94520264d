import { PageHeader } from '@/components/ui/page-header';
import { OrdersList } from '@/features/purchases/components/orders-list';
import { PurchasesList } from '@/features/purchases/components/purchases-list';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';

/** SPEC §2 Purchases (/my-courses): the signed-in student's courses and assets. */
export function PurchasesRoute() {
  const { user } = useAuth();
  useDocumentMeta({ title: 'My Purchases', description: 'Your courses and digital assets.' });

  if (!user) return null;
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Your library" title="Purchases List">
        Pick up a course where you left off, or download your design resources again.
      </PageHeader>
      <PurchasesList userId={user._id} />
      <OrdersList userId={user._id} />
    </div>
  );
}
