import type { User } from '@academy/shared/auth';
import { render } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { storage } from '@/lib/storage';

/**
 * A dom test's page as `user` opens it (null: a visitor), at `url`, with the store's query
 * client, router and session around it. The session is read from storage once per load of
 * lib/auth, so the modules are loaded afresh each time: `load` imports the page under test after
 * that and answers the page at `url` (the sign-in page is `/auth`, a plain heading).
 */
export async function renderInSession<Page>({
  user,
  url,
  load,
  page,
}: {
  user: User | null;
  url: string;
  load: () => Promise<Page>;
  page: (loaded: Page) => ReactNode;
}) {
  if (user) {
    storage.setAccessToken('token');
    storage.setUser(user);
    storage.setAuthenticated(true);
  }
  vi.resetModules();
  const [{ QueryClient, QueryClientProvider }, { MemoryRouter, Route, Routes }, { AuthProvider }, loaded] =
    await Promise.all([
      import('@tanstack/react-query'),
      import('react-router'),
      import('@/lib/auth'),
      load(),
    ]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <AuthProvider>
          <Routes>
            <Route path={new URL(url, 'http://store.test').pathname} element={page(loaded)} />
            <Route path="/auth" element={<h1>Sign In page</h1>} />
          </Routes>
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}
