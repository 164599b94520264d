import { PageHeader } from '@/components/ui/page-header';
import { DownloadsList } from '@/features/learning/components/downloads-list';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

/** Issue 32 (/my-courses/downloads): the lectures saved on this device, under My Courses. */
export function DownloadsRoute() {
  const { user } = useAuth();
  const t = useT();
  useDocumentMeta({ title: t('saved.metaTitle'), description: t('saved.metaDescription') });

  if (!user) return null;
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('saved.eyebrow')} title={t('saved.title')} />
      <DownloadsList userId={user._id} />
    </div>
  );
}
