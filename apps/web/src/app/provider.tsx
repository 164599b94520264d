import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { DeferredToastContainer } from '@/components/ui/toast-container';
import { ApiError } from '@/lib/api-client';
import { AuthProvider } from '@/lib/auth';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: 30_000,
            // A 4xx answer will not change on a second try; a dropped connection or a 5xx may.
            retry: (failures, error) =>
              failures < 1 && !(error instanceof ApiError && error.status < 500 && error.status > 0),
            refetchOnWindowFocus: false,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AuthProvider>
          {children}
          <DeferredToastContainer />
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
