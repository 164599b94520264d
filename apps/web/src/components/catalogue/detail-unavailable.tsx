import { NotFound } from '@/components/not-found';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n';

/** A product page whose item could not be loaded: 'Page Not Found' for a bad or unknown id. */
export function DetailUnavailable({ error, backTo }: { error: unknown; backTo: string }) {
  const t = useT();
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <NotFound homePath={backTo} />;
  }
  return <p className="container-page py-24 text-center text-ink-soft">{t('spec.genericFailure')}</p>;
}
