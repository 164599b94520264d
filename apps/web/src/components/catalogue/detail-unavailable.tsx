import { MESSAGES } from '@academy/shared/messages';
import { NotFound } from '@/components/not-found';
import { ApiError } from '@/lib/api-client';

/** A product page whose item could not be loaded: 'Page Not Found' for a bad or unknown id. */
export function DetailUnavailable({ error, backTo }: { error: unknown; backTo: string }) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <NotFound homePath={backTo} />;
  }
  return <p className="container-page py-24 text-center text-ink-soft">{MESSAGES.genericFailure}</p>;
}
