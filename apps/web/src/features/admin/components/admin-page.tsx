import type { UseQueryResult } from '@tanstack/react-query';
import { RotateCw, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-client';

/** The heading row of every admin section: title, a line of context, and its actions. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        {description && <p className="mt-1.5 max-w-2xl text-sm text-ink-soft">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}

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
  return (
    <EmptyState icon={TriangleAlert} title={title}>
      {message && <p>{message}</p>}
      <button type="button" className="btn-outline mt-5" onClick={onRetry} disabled={retrying}>
        <RotateCw size={16} className={retrying ? 'animate-spin' : ''} aria-hidden />
        Try again
      </button>
    </EmptyState>
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
  if (query.isError) {
    return (
      <LoadError
        title={failed}
        message={query.error instanceof ApiError ? query.error.message : undefined}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}

/** A calm white card around a form section or a table. */
export function Panel({
  title,
  description,
  children,
  className = '',
  actions,
}: {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={`rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-6 ${className}`}>
      {(title || actions) && (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
          <div>
            {title && <h2 className="text-lg font-semibold">{title}</h2>}
            {description && <p className="mt-1 text-sm text-ink-soft">{description}</p>}
          </div>
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}
