import { MESSAGES } from '@academy/shared/messages';
import { Link } from 'react-router';
import { useDocumentMeta } from '@/lib/document-meta';
import { useHttpStatus } from '@/lib/server-render';

/** 'Page Not Found': an unknown path, or a course or asset that does not exist (HTTP 404). */
export function NotFound({ homePath }: { homePath: string }) {
  useHttpStatus(404);
  useDocumentMeta({
    title: MESSAGES.pageNotFound,
    description: 'The page you were looking for has moved or never existed.',
    noindex: true,
  });
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <p className="font-display text-8xl font-bold text-accent">404</p>
      <h1 className="mt-4 text-3xl font-semibold">{MESSAGES.pageNotFound}</h1>
      <p className="mt-3 max-w-md text-ink-soft">The page you were looking for has moved or never existed.</p>
      <Link to={homePath} className="btn-primary mt-8">
        Back to home
      </Link>
    </div>
  );
}
