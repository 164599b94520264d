import { signInLockedMessage } from '@academy/shared/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { AuthForm } from './auth-form';

const LOCKED = signInLockedMessage('device', 240);

/** Google is not configured; a sign-in is refused as the server refuses a locked one. */
function answer(url: string): Promise<Response> {
  if (url.startsWith('/api/auth/config')) {
    return Promise.resolve(Response.json({ success: true, data: { google: null } }));
  }
  if (url.startsWith('/api/auth/login')) {
    return Promise.resolve(
      Response.json({ success: false, message: LOCKED }, { status: 429, headers: { 'retry-after': '240' } }),
    );
  }
  return new Promise(() => {});
}

function renderSignIn() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/auth']}>
        <AuthProvider>
          <AuthForm />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Sign In, locked out', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(answer)));
  afterEach(() => vi.unstubAllGlobals());

  it('says what happened, when to try again and how to get in now', async () => {
    const user = userEvent.setup();
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(
      'Too many failed sign-ins for this email from this device. Try again in 4 minutes, or choose a new password with "Forgot password?".',
    );
    const reset = screen.getByRole('link', { name: 'Choose a new password' });
    expect(reset.getAttribute('href')).toBe('/forgot-password');
  });
});
