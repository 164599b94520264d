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
