import { Link } from 'react-router';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { useHttpStatus } from '@/lib/server-render';

/** 'Page Not Found': an unknown path, or a course or asset that does not exist (HTTP 404). */
export function NotFound({ homePath }: { homePath: string }) {
  useHttpStatus(404);
  const t = useT();
  useDocumentMeta({
    title: t('spec.pageNotFound'),
    description: t('notFound.body'),
    noindex: true,
  });
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-8xl font-bold text-accent">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{t('spec.pageNotFound')}</h1>
      <p className="mt-3 max-w-md text-ink-soft">{t('notFound.body')}</p>
      <Link to={homePath} className="btn-primary mt-8">
        {t('notFound.backHome')}
      </Link>
    </div>
  );
}
