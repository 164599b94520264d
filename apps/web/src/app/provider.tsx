import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { DeferredToastContainer } from '@/components/ui/toast-container';
import { AuthProvider } from '@/lib/auth';
import { PublicUrlContext } from '@/lib/server-render';

/**
 * Everything a page needs around it. In the browser the router follows the address bar; on the
 * server (`location` given) it renders that one URL.
 */
export function AppProvider({
  children,
  queryClient,
  publicUrl,
  location,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  publicUrl: string;
  location?: string;
}) {
  const app = (
    <AuthProvider>
      {children}
      <DeferredToastContainer />
    </AuthProvider>
  );
  return (
    <PublicUrlContext value={publicUrl}>
      <QueryClientProvider client={queryClient}>
        {location === undefined ? (
          <BrowserRouter>{app}</BrowserRouter>
        ) : (
          <StaticRouter location={location}>{app}</StaticRouter>
        )}
      </QueryClientProvider>
    </PublicUrlContext>
  );
}
