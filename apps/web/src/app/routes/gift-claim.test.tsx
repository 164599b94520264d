import type { User } from '@academy/shared/auth';
import type { GiftView } from '@academy/shared/gifts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSession } from '@/dom-test-session';
import { storage } from '@/lib/storage';

/*
 * Issue 31 (/gift#token): the page a gift's email leads to. What it offers depends on the gift's
 * state and on who reads it; the API's own tests prove the claim's rules.
 */

const TOKEN = 'order-1.1.signature';
const COURSE_ID = '2f0e5c1a-0000-4000-8000-000000000031';
const RECIPIENT: User = {
  _id: 'student-2',
  name: 'Meera Deshpande',
  email: 'meera@example.in',
  phone: '+91 98220 10031',
  role: 'user',
  emailVerified: true,
};
const waiting: GiftView = {
  fromName: 'Aarav Kulkarni',
  recipientName: 'Meera Deshpande',
  recipientEmail: 'meera@example.in',
  message: 'Happy birthday, Meera!',
  state: 'waiting',
  products: [{ type: 'course', id: COURSE_ID, title: 'Brand Identity Design', image: '' }],
};

type Answer = { status: number; body: unknown };
const json = (body: unknown, status = 200): Answer => ({ status, body });

/** The API as the page meets it: `answers` by "METHOD /path"; every call recorded with its body. */
function serve(answers: Record<string, Answer | (() => Answer)>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const key = `${init.method ?? 'GET'} ${new URL(url, 'http://store.test').pathname}`;
      calls.push(init.body ? `${key} ${String(init.body)}` : key);
      const found =
        answers[key] ?? (key === 'GET /api/auth/check-auth' ? json({ data: { user: RECIPIENT } }) : null);
      const answer = typeof found === 'function' ? found() : (found ?? json({ message: 'Not here' }, 404));
      return Promise.resolve(Response.json(answer.body, { status: answer.status }));
    }),
  );
  return calls;
}

/** The page at `url`, signed in as `user` or not. */
const renderPage = (url: string, user: User | null = null) =>
  renderInSession({
    user,
    url,
    load: () => import('./gift-claim'),
    page: ({ GiftClaimRoute }) => <GiftClaimRoute />,
  });

const viewCall = `POST /api/gifts/view {"token":"${TOKEN}"}`;

describe('the gift claim page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.clearAuth();
    storage.setRedirectPath(null);
  });

  it('says a link without its token does not work, and asks nothing', async () => {
    const calls = serve({});
    await renderPage('/gift');
    expect(screen.getByText('This gift link does not work')).toBeTruthy();
    expect(screen.getByText(/This link is missing its gift code/)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says a replaced or unknown link does not work', async () => {
    serve({ 'POST /api/gifts/view': json({ success: false, message: 'This gift link does not work' }, 404) });
    await renderPage(`/gift#${TOKEN}`);
    expect(await screen.findByText(/Ask the person who sent you the gift/)).toBeTruthy();
  });

  it('signs a new recipient up, in, and claims in one submit, with the store’s password rules', async () => {
    let claimed = false;
    const calls = serve({
      'POST /api/gifts/view': () =>
        json({ success: true, data: { ...waiting, state: claimed ? 'claimed' : 'waiting' } }),
      'POST /api/auth/register': json({ success: true, message: 'Registration successful.' }, 201),
      'POST /api/auth/login': json({
        success: true,
        message: 'Logged in',
        data: { accessToken: 'new', user: RECIPIENT },
      }),
      'POST /api/gifts/claim': () => {
        claimed = true;
        return json({ success: true, message: 'The gift is yours.', data: { products: waiting.products } });
      },
    });
    const user = await renderPage(`/gift#${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'A gift from Aarav Kulkarni' })).toBeTruthy();
    expect(screen.getByText('Happy birthday, Meera!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Brand Identity Design' }).getAttribute('href')).toBe(
      `/course/details/${COURSE_ID}`,
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect((email as HTMLInputElement).value).toBe('meera@example.in');
    expect(email.hasAttribute('readonly')).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Meera Deshpande');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+91 98220 10031');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account and claim' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeTruthy();
    expect(calls.some((call) => call.startsWith('POST /api/auth/register'))).toBe(false);

    await user.type(screen.getByLabelText('Password'), '-and-longer');
    await user.click(screen.getByRole('button', { name: 'Create account and claim' }));
    expect(await screen.findByRole('heading', { name: 'The gift is yours' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to my courses and downloads' }).getAttribute('href')).toBe(
      '/my-courses',
    );
    expect(
      screen.getByRole('link', { name: 'Start learning: Brand Identity Design' }).getAttribute('href'),
    ).toBe(`/course-progress/${COURSE_ID}`);
    expect(calls.filter((call) => !call.startsWith(viewCall))).toEqual([
      'POST /api/auth/register {"name":"Meera Deshpande","phone":"+91 98220 10031","password":"short-and-longer","email":"meera@example.in","role":"user"}',
      'POST /api/auth/login {"email":"meera@example.in","password":"short-and-longer","role":"user"}',
      `POST /api/gifts/claim {"token":"${TOKEN}"}`,
      'GET /api/auth/check-auth',
    ]);
    expect(storage.getAccessToken()).toBe('new');
  });

  it('keeps the link through signing in with an account the recipient has', async () => {
    serve({ 'POST /api/gifts/view': json({ success: true, data: waiting }) });
    const user = await renderPage(`/gift#${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { name: 'Sign In page' })).toBeTruthy();
    expect(storage.getRedirectPath()).toBe(`/gift#${TOKEN}`);
  });

  it('claims with one press for the signed-in recipient', async () => {
    let claimed = false;
    const calls = serve({
      'POST /api/gifts/view': () =>
        json({ success: true, data: { ...waiting, state: claimed ? 'claimed' : 'waiting' } }),
      'POST /api/gifts/claim': () => {
        claimed = true;
        return json({ success: true, message: 'The gift is yours.', data: { products: [] } });
      },
    });
    const user = await renderPage(`/gift#${TOKEN}`, RECIPIENT);
    await user.click(await screen.findByRole('button', { name: 'Claim your gift' }));
    expect(await screen.findByRole('heading', { name: 'The gift is yours' })).toBeTruthy();
    expect(calls).toContain(`POST /api/gifts/claim {"token":"${TOKEN}"}`);
  });

  it('tells another account where the gift went, and signs out to stay on the gift', async () => {
    const other = { ...RECIPIENT, _id: 'student-3', email: 'aarav@example.in' };
    const calls = serve({
      'POST /api/gifts/view': json({ success: true, data: waiting }),
      'GET /api/auth/check-auth': json({ data: { user: other } }),
      'POST /api/auth/logout': json({ success: true }),
    });
    const user = await renderPage(`/gift#${TOKEN}`, other);
    expect(await screen.findByRole('heading', { name: 'This gift is for another address' })).toBeTruthy();
    expect(screen.getByText('meera@example.in')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim your gift' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out to claim it' }));
    expect(await screen.findByRole('button', { name: 'Create account and claim' })).toBeTruthy();
    expect(calls).toContain('POST /api/auth/logout');
    expect(storage.getAccessToken()).toBeNull();
  });

  it('says a claimed gift is claimed, and offers a visitor to sign in to find it', async () => {
    serve({ 'POST /api/gifts/view': json({ success: true, data: { ...waiting, state: 'claimed' } }) });
    await renderPage(`/gift#${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This gift has been claimed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Start learning/ })).toBeNull();
  });

  it('says a refunded gift was cancelled', async () => {
    serve({ 'POST /api/gifts/view': json({ success: true, data: { ...waiting, state: 'cancelled' } }) });
    await renderPage(`/gift#${TOKEN}`, RECIPIENT);
    expect(await screen.findByRole('heading', { name: 'This gift was cancelled' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'This gift was cancelled' }).textContent).toContain(
      'If you think this is a mistake, ask Aarav Kulkarni.',
    );
    expect(screen.queryByRole('button', { name: 'Claim your gift' })).toBeNull();
  });
});
