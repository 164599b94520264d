import { type Language, languageBase } from '@academy/shared/languages';
import type { I18n } from '@lingui/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router';
import { DeferredToastContainer } from '@/components/ui/toast-container';
import { AuthProvider } from '@/lib/auth';
import { LanguageProvider } from '@/lib/i18n';
import { PublicUrlContext } from '@/lib/server-render';

/**
 * Everything a page needs around it. In the browser the router follows the address bar; on the
 * server (`location` given) it renders that one URL. A Hindi or Marathi page's router has its
 * language's prefix as its basename: every link and navigation of the app stays in the language
 * without knowing it (`/cart` is `/hi/cart` there).
 */
export function AppProvider({
  children,
  queryClient,
  publicUrl,
  language,
  i18n,
  location,
}: {
  children: ReactNode;
  queryClient: QueryClient;
  publicUrl: string;
  language: Language;
  i18n: I18n;
  location?: string;
}) {
  const basename = languageBase(language) || undefined;
  const app = (
    <AuthProvider>
      {children}
      <DeferredToastContainer />
    </AuthProvider>
  );
  return (
    <PublicUrlContext value={publicUrl}>
      <LanguageProvider language={language} i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          {location === undefined ? (
            <BrowserRouter basename={basename}>{app}</BrowserRouter>
          ) : (
            <StaticRouter basename={basename} location={location}>
              {app}
            </StaticRouter>
          )}
        </QueryClientProvider>
      </LanguageProvider>
    </PublicUrlContext>
  );
}
