import type { OrderGift } from '@academy/shared/gifts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/toast';
import { OrderGiftPanel } from './order-gift-panel';

/*
 * Issue 31: the gift on its buyer's order page: for whom, where it stands in words, the message,
 * the email sent again (the server's answer as a toast) and the address corrected in place.
 */

const ORDER_ID = '7d0c6f7e-0000-4000-8000-000000000031';
const GIFT_PATH = `/api/student/orders/${ORDER_ID}/gift`;
const sent: OrderGift = {
  recipientName: 'Meera Deshpande',
  recipientEmail: 'meera@example.in',
  message: 'Happy birthday, Meera!',
  deliverOn: null,
  status: 'sent',
  sentAt: '2026-11-30T05:00:00.000Z',
  claimedAt: null,
};

type Answer = { status: number; body: unknown };
const ok = (data: OrderGift, message?: string): Answer => ({
  status: 200,
  body: { success: true, message, data },
});

/** Answers the gift's calls in turn: its read, then each change; records what was asked. */
function serve(gift: OrderGift, changes: Answer[] = []) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push(
        `${method} ${new URL(url, 'http://store.test').pathname}${init.body ? ` ${String(init.body)}` : ''}`,
      );
      const answer = method === 'GET' ? ok(gift) : (changes.shift() ?? { status: 500, body: {} });
      return Promise.resolve(Response.json(answer.body, { status: answer.status }));
    }),
  );
  return calls;
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <OrderGiftPanel orderId={ORDER_ID} userId="buyer-1" />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe('the gift panel of an order', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says for whom the gift is, that it was emailed, and the message', async () => {
    serve(sent);
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'A gift for Meera Deshpande' })).toBeTruthy();
    expect(screen.getByText('meera@example.in')).toBeTruthy();
    expect(screen.getByTestId('gift-status').textContent).toBe(
      'Emailed on 30 November 2026, not claimed yet',
    );
    expect(screen.getByText('Happy birthday, Meera!')).toBeTruthy();
  });

  it('sends the email again and toasts the server’s answer, or its refusal', async () => {
    const calls = serve(sent, [
      ok(sent, 'The gift email is on its way again.'),
      { status: 409, body: { success: false, message: 'The gift email went out less than a minute ago.' } },
    ]);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    const error = vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const user = renderPanel();
    const resend = await screen.findByRole('button', { name: 'Send the email again' });

    await user.click(resend);
    await waitFor(() => expect(success).toHaveBeenCalledWith('The gift email is on its way again.'));
    await user.click(resend);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('The gift email went out less than a minute ago.'),
    );
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([
      `POST ${GIFT_PATH}/resend`,
      `POST ${GIFT_PATH}/resend`,
    ]);
  });

  it('changes the address in place: a refusal under the field, then the new address', async () => {
    const changed = { ...sent, recipientEmail: 'meera.d@example.in' };
    const calls = serve(sent, [
      {
        status: 400,
        body: {
          success: false,
          message: 'A gift goes to someone else’s email address.',
          field: 'recipientEmail',
        },
      },
      ok(changed, 'The gift will go to the new address.'),
    ]);
    const success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(notify, 'error').mockImplementation(() => undefined);
    const user = renderPanel();

    await user.click(await screen.findByRole('button', { name: 'Change the address' }));
    const field = screen.getByRole('textbox', { name: 'New email address' });
    expect(document.activeElement).toBe(field);
    await user.type(field, 'buyer@example.in');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('A gift goes to someone else’s email address.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await user.clear(field);
    await user.type(field, 'meera.d@example.in');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The gift will go to the new address.'));
    expect(screen.getByText('meera.d@example.in')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'New email address' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change the address' }));
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([
      `PUT ${GIFT_PATH}/recipient {"recipientEmail":"buyer@example.in"}`,
      `PUT ${GIFT_PATH}/recipient {"recipientEmail":"meera.d@example.in"}`,
    ]);
  });

  it.each([
    [
      { ...sent, status: 'unpaid', sentAt: null },
      'Waiting for payment: the email goes out once the order is paid.',
    ],
    [
      { ...sent, status: 'scheduled', sentAt: null, deliverOn: '2026-12-25' },
      'Will be emailed on 25 December 2026',
    ],
  ] as const)('offers no resend before the email went: %#', async (gift, words) => {
    serve(gift);
    renderPanel();
    expect((await screen.findByTestId('gift-status')).textContent).toBe(words);
    expect(screen.queryByRole('button', { name: 'Send the email again' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Change the address' })).toBeTruthy();
  });

  it.each([
    [{ ...sent, status: 'claimed', claimedAt: '2026-12-01T10:00:00.000Z' }, 'Claimed on 1 December 2026'],
    [{ ...sent, status: 'cancelled' }, 'Cancelled: the order was refunded'],
  ] as const)('offers no change once the gift is claimed or cancelled: %#', async (gift, words) => {
    serve(gift);
    renderPanel();
    expect((await screen.findByTestId('gift-status')).textContent).toBe(words);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
