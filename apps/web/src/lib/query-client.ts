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

/**
 * Puts what a change answered with (the cart after an addition, the wishlist after a heart) into
 * the cache. A read of the same thing already under way (the header's cart, the wishlist, asked
 * as the student signed in) was answered by the server before the change and can arrive after
 * it: it would put the old answer back, and the change would vanish from the page. It is
 * cancelled first.
 */
export async function replaceWithChangedAnswer<Answer>(
  client: QueryClient,
  queryKey: readonly unknown[],
  answer: Answer,
): Promise<void> {
  await client.cancelQueries({ queryKey });
  client.setQueryData(queryKey, answer);
}
