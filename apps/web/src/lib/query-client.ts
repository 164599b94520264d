import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's one QueryClient: in the browser for the whole visit, on the server for one request. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on a second try; a dropped connection or a 5xx may.
        retry: (failures, error) =>
          failures < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
        refetchOnWindowFocus: false,
      },
    },
  });
}

/** The longest a sign-out waits for reads on their way (a phone's slow answer, one offline). */
export const SETTLE_BEFORE_SIGN_OUT_MS = 3_000;

/**
 * Resolves once no query is fetching, or after `limitMs`. Signing out revokes the token those
 * reads were sent with: let them land first, or each answers 401 and the browser logs it.
 */
export function whenQueriesSettle(client: QueryClient, limitMs = SETTLE_BEFORE_SIGN_OUT_MS): Promise<void> {
  if (client.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) done();
    });
    const timer = setTimeout(done, limitMs);
  });
}
