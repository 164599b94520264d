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

describe('Sign In and Sign Up failures and success (issue 28)', () => {
  const calls: string[] = [];
  /** A wrong password is refused with 401; a new address registers; a known one is refused. */
  function answerAccounts(url: string, init?: RequestInit): Promise<Response> {
    calls.push(url);
    if (url.startsWith('/api/auth/config')) {
      return Promise.resolve(Response.json({ success: true, data: { google: null } }));
    }
    if (url.startsWith('/api/auth/login')) {
      return Promise.resolve(
        Response.json({ success: false, message: 'Invalid email or password.' }, { status: 401 }),
      );
    }
    if (url.startsWith('/api/auth/register')) {
      const { email } = JSON.parse(String(init?.body)) as { email: string };
      return Promise.resolve(
        email === 'taken@example.com'
          ? Response.json({ success: false, message: 'User already exists.' }, { status: 400 })
          : Response.json({
              success: true,
              message: 'Registration successful. Please check your email, then sign in.',
            }),
      );
    }
    return new Promise(() => {});
  }
  beforeEach(() => {
    calls.length = 0;
    vi.stubGlobal('fetch', vi.fn(answerAccounts));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps a refused sign-in under the form until the next try', async () => {
    const user = userEvent.setup();
    renderSignIn();

    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a refused sign-up under the form', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.type(screen.getByLabelText('Full name'), 'Asha Patil');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password 2026');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await screen.findByRole('alert')).textContent).toBe('User already exists.');
    expect(screen.getByRole('heading', { name: 'Sign Up' })).toBeTruthy();
  });

  it('returns to Sign In with the address kept, the password focused and a line on the confirmation mail', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await user.type(screen.getByLabelText('Full name'), 'Asha Patil');
    await user.type(screen.getByLabelText('Phone'), '9876543210');
    await user.type(screen.getByLabelText('Email'), 'asha.new@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long enough password 2026');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const note = await screen.findByText(/Your account is ready\./);
    expect(note.closest('[role="status"]')?.textContent).toBe(
      'Your account is ready. We have sent a link to asha.new@example.com to confirm your address; you can sign in now with your password.',
    );
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha.new@example.com');
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
    expect(calls.filter((url) => url.startsWith('/api/auth/register'))).toHaveLength(1);
  });
});
