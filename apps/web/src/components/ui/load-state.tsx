import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';

/** A load that failed: what happened and a way to try again. */
export function LoadError({
  title,
  message,
  onRetry,
  retrying,
}: {
  title: string;
  message?: string | undefined;
  onRetry: () => void;
  retrying: boolean;
}) {
  const t = useT();
  return (
    <EmptyState icon={TriangleAlert} title={title}>
      {message && <p>{message}</p>}
      <button type="button" className="btn-outline mt-5" onClick={onRetry} disabled={retrying}>
        <RotateCw size={16} className={retrying ? 'animate-spin' : ''} aria-hidden />
        {t('errorScreen.retry')}
      </button>
    </EmptyState>
  );
}

/** A failed query as a LoadError; the title already says what failed, so only the server's own words go under it. */
export function QueryError<T>({ query, title }: { query: UseQueryResult<T>; title: string }) {
  return (
    <LoadError
      title={title}
      message={errorMessage(query.error, '')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

/** A query's data once it has loaded; a spinner before, and the failure with Try again after. */
export function Loaded<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  /** What the spinner says is loading. */
  loading: string;
  /** The title of the failure. */
  failed: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label={loading} />;
  if (query.isError) return <QueryError query={query} title={failed} />;
  return children(query.data);
}
