// Loaded before the form asks for it, so its import answers at once rather than under load.
import '@academy/shared/common-passwords';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import { AuthForm } from './auth-form';

/*
 * The Sign In / Sign Up form's details, moved here from the browser suite (issue 27): the
 * password's eye button, Google sign-in without a Google client, and the new password's rules.
 * e2e/auth.spec.ts keeps the journeys (registering and signing in, the focus after a refused
 * Sign Up, the lock-out) in Chromium.
 */

/** The server has no Google client; a registration is taken. Every request is recorded. */
let requests: { method: string; path: string }[] = [];
function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const path = new URL(url, 'http://localhost').pathname;
  requests.push({ method: init?.method ?? 'GET', path });
  if (path === '/api/auth/config') {
    return Promise.resolve(Response.json({ success: true, data: { google: null } }));
  }
  if (path === '/api/auth/register') {
    return Promise.resolve(Response.json({ success: true, message: 'registered' }, { status: 201 }));
  }
  return new Promise(() => {});
}

const registrations = () => requests.filter((request) => request.path === '/api/auth/register');

function renderAuthForm() {
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

/** What a screen reader reads after the control's name: the text of its aria-describedby. */
function descriptionOf(element: HTMLElement) {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

const password = () => screen.getByLabelText<HTMLInputElement>('Password');

/** Puts this text in the field in one input event, as a paste does: each keystroke costs a render. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the Sign In / Sign Up form', () => {
  beforeEach(() => {
    requests = [];
    vi.stubGlobal('fetch', vi.fn(answer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the eye button shows and hides the password, keeping what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthForm();
    await fill(user, password(), 'my secret words');
    expect(password().type).toBe('password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password().type).toBe('text');
    expect(password().value).toBe('my secret words');

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password().type).toBe('password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeTruthy();
  });

  it('Continue With Google is disabled, and says why, in both modes when the server has no Google client', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthForm();
    const note = 'Google sign-in is not configured on this server.';
    const google = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Continue With Google' });
    await screen.findByText(note);
    expect(google().disabled).toBe(true);
    expect(descriptionOf(google())).toBe(note);

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeTruthy();
    expect(google().disabled).toBe(true);
    expect(descriptionOf(google())).toBe(note);
  });

  it('Sign Up names why a password cannot be used, beside the field, and sends the form only once it can', async () => {
    const user = userEvent.setup({ delay: null });
    renderAuthForm();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await fill(user, screen.getByLabelText('Full name'), 'Asha Kulkarni');
    await fill(user, screen.getByLabelText('Phone'), '+91 98765 43210');
    await fill(user, screen.getByLabelText('Email'), 'asha@kalakriti.test');

    // The form loads the list of common passwords when the field is first focused.
    await fill(user, password(), '12345678');
    await waitFor(() => expect(descriptionOf(password())).toBe(PASSWORD_RULES.common));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(password().getAttribute('aria-invalid')).toBe('true');

    await fill(user, password(), '        ');
    expect(descriptionOf(password())).toBe(PASSWORD_RULES.blank);
    await fill(user, password(), 'ASHA@KALAKRITI.TEST');
    expect(descriptionOf(password())).toBe(PASSWORD_RULES.isEmail);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeTruthy();
    expect(registrations()).toEqual([]);

    await fill(user, password(), 'a long and uncommon passphrase');
    expect(password().hasAttribute('aria-invalid')).toBe(false);
    expect(descriptionOf(password())).toBe('');
    expect(screen.queryByText(PASSWORD_RULES.isEmail)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(registrations()).toEqual([{ method: 'POST', path: '/api/auth/register' }]));
  });
});
