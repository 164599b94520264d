import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsubscribeRoute } from './unsubscribe';

/*
 * Issue 30: a marketing mail's unsubscribe page. It asks before it acts (a link opened by a
 * mail scanner must not unsubscribe anyone); the API's own tests prove the token's checks.
 */

const OFF =
  'No more emails about reviews, price drops or unfinished checkouts. Receipts and emails about your account still come.';
let calls: string[] = [];

function answer(url: string, init?: RequestInit): Promise<Response> {
  calls.push(`${init?.method ?? 'GET'} ${url}`);
  return Promise.resolve(Response.json({ success: true, message: OFF }));
}

function renderAt(url: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <UnsubscribeRoute />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the unsubscribe page', () => {
  beforeEach(() => {
    calls = [];
    vi.stubGlobal('fetch', vi.fn(answer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks first, then unsubscribes with the link’s token and says so', async () => {
    const user = userEvent.setup();
    renderAt('/unsubscribe?token=abc.def');
    expect(
      screen.getByRole('heading', {
        name: 'Stop emails about reviews, price drops and unfinished checkouts?',
      }),
    ).toBeTruthy();
    expect(calls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', OFF);
    expect(screen.getByRole('heading', { name: 'Unsubscribed' })).toBeTruthy();
    expect(calls).toEqual(['POST /api/account/marketing-emails/unsubscribe?token=abc.def']);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('says what to do when the link lost its token', () => {
    renderAt('/unsubscribe');
    expect(screen.getByRole('alert').textContent).toContain('This link has no unsubscribe code.');
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Change it on your account page' }).getAttribute('href')).toBe(
      '/account#emails-title',
    );
  });
});
