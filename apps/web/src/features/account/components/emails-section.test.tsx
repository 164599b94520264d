import type { AccountProfile } from '@academy/shared/account';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmailsSection } from './emails-section';

/* Issue 30: the account's switch for the emails that ask for a review. */

const ACCOUNT: AccountProfile = {
  _id: '7f3c2a10-0000-4000-8000-000000000030',
  name: 'Ishita Joshi',
  email: 'ishita@example.in',
  phone: '+91 98220 10030',
  role: 'user',
  hasPassword: true,
  googleLinked: false,
  language: 'en',
  marketingEmails: true,
  createdAt: '2026-11-01T10:00:00.000Z',
};

let bodies: unknown[] = [];
function answer(url: string, init?: RequestInit): Promise<Response> {
  if (url !== '/api/account/marketing-emails') return new Promise(() => {});
  const body = JSON.parse(String(init?.body)) as { marketingEmails: boolean };
  bodies.push(body);
  return Promise.resolve(Response.json({ success: true, data: { account: { ...ACCOUNT, ...body } } }));
}

/** The account page's part, with the account as the page's query keeps it. */
function Page() {
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <EmailsSection account={ACCOUNT} />
    </QueryClientProvider>
  );
}

describe('the account’s emails', () => {
  beforeEach(() => {
    bodies = [];
    vi.stubGlobal('fetch', vi.fn(answer));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switches the marketing emails off', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const toggle = screen.getByRole('switch', {
      name: 'Emails about reviews, price drops and unfinished checkouts',
    });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.getAttribute('aria-describedby')).toBeTruthy();

    await user.click(toggle);
    await waitFor(() => expect(bodies).toEqual([{ marketingEmails: false }]));
  });
});
