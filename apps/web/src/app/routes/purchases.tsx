import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { CourseProjectLink } from '@/features/projects/components/course-project-link';
import { OrdersList } from '@/features/purchases/components/orders-list';
import { PurchasesList } from '@/features/purchases/components/purchases-list';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

/** SPEC §2 Purchases (/my-courses): the signed-in student's courses and assets. */
export function PurchasesRoute() {
  const { user } = useAuth();
  const t = useT();
  useDocumentMeta({ title: t('menu.myPurchases'), description: t('purchases.metaDescription') });

  if (!user) return null;
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('purchases.eyebrow')} title={t('purchases.title')}>
        {t('purchases.intro')}
        <Link
          to={paths.downloads}
          className="mt-3 flex w-fit items-center gap-2 font-semibold text-accent-strong hover:underline"
        >
          <Download size={18} aria-hidden />
          {t('saved.downloads')}
        </Link>
      </PageHeader>
      <PurchasesList
        userId={user._id}
        courseExtra={(course) => (
          <CourseProjectLink userId={user._id} courseId={course._id} courseTitle={course.title} />
        )}
      />
      <OrdersList userId={user._id} />
    </div>
  );
}
