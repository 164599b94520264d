import type { AdminReview } from '@academy/shared/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewsPage } from './reviews-page';

/*
 * Issue 30: Admin → Reviews' dialogs, in milliseconds: what they refuse before anything is sent,
 * and what they send. e2e/admin-reviews.spec.ts keeps the journey in a browser against the server.
 */

const PRODUCT = {
  type: 'course',
  id: '7f3c2a10-0000-4000-8000-000000000001',
  title: 'Brand Identity Design',
};

const REVIEW: AdminReview = {
  id: '9b1d7e20-0000-4000-8000-000000000002',
  rating: 2,
  text: 'The logo module was rushed and the feedback came late.',
  createdAt: '2026-11-20T10:00:00.000Z',
  verified: true,
  reply: null,
  product: PRODUCT as AdminReview['product'],
  author: { id: '3c5e8f30-0000-4000-8000-000000000003', name: 'Priya Sharma', email: 'priya@example.test' },
  hidden: null,
};

type Sent = { method: string; path: string; body: unknown };

/**
 * The server: the review list answers REVIEW (or `review`), the product pickers nothing, and a
 * change answers as the server does, each recorded in `sent`.
 */
function server(sent: Sent[], review: AdminReview = REVIEW) {
  return (url: string, init: RequestInit): Promise<Response> => {
    const { pathname } = new URL(url, 'http://store.test');
    const method = init.method ?? 'GET';
    const page = (data: unknown[]) =>
      Response.json({
        success: true,
        data,
        pagination: { page: 1, limit: 25, total: data.length, pages: 1 },
      });
    if (method === 'GET' && pathname === '/api/admin/reviews') return Promise.resolve(page([review]));
    if (method === 'GET') return Promise.resolve(page([]));
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method, path: pathname, body });
    const message = method === 'PATCH' ? 'Review hidden' : 'Reply published';
    return Promise.resolve(Response.json({ success: true, message, data: review }));
  };
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/reviews']}>
        <ReviewsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const dialog = () => screen.getByRole('dialog');

describe('Admin → Reviews', () => {
  // jsdom lays nothing out, so it has no scrollIntoView for the picker's highlighted option.
  beforeAll(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => vi.unstubAllGlobals());

  describe('with a review without a reply', () => {
    let sent: Sent[];
    beforeEach(() => {
      sent = [];
      vi.stubGlobal('fetch', vi.fn(server(sent)));
    });

    it('Hide asks for the reason, refuses none without calling the server, then sends it', async () => {
      const user = userEvent.setup();
      renderPage();
      await user.click(
        await screen.findByRole('button', { name: 'Hide review by Priya Sharma of Brand Identity Design' }),
      );
      expect(within(dialog()).getByRole('heading', { name: 'Hide this review?' })).toBeTruthy();
      const reason = within(dialog()).getByRole('textbox', { name: 'Reason' });
      expect(document.activeElement).toBe(reason);

      await user.type(reason, '   ');
      await user.click(within(dialog()).getByRole('button', { name: 'Hide review' }));
      expect(within(dialog()).getByText('Write why this review is hidden.')).toBeTruthy();
      expect(reason.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(reason);
      expect(sent).toEqual([]);

      await user.type(reason, 'Names a teacher in abusive terms.');
      expect(within(dialog()).queryByText('Write why this review is hidden.')).toBeNull();
      await user.click(within(dialog()).getByRole('button', { name: 'Hide review' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent).toEqual([
        {
          method: 'PATCH',
          path: `/api/admin/reviews/${REVIEW.id}`,
          body: { hidden: true, reason: 'Names a teacher in abusive terms.' },
        },
      ]);
    });

    it('Hide refuses a reason over 500 characters, saying by how much', async () => {
      const user = userEvent.setup();
      renderPage();
      await user.click(
        await screen.findByRole('button', { name: 'Hide review by Priya Sharma of Brand Identity Design' }),
      );
      const reason = within(dialog()).getByRole('textbox', { name: 'Reason' });
      await user.click(reason);
      await user.paste('x'.repeat(503));
      await user.click(within(dialog()).getByRole('button', { name: 'Hide review' }));
      expect(within(dialog()).getByText('Keep the reason to 500 characters: 3 too many.')).toBeTruthy();
      expect(sent).toEqual([]);
    });

    it('Reply sends the text, trimmed', async () => {
      const user = userEvent.setup();
      renderPage();
      await user.click(
        await screen.findByRole('button', {
          name: 'Reply to review by Priya Sharma of Brand Identity Design',
        }),
      );
      const text = within(dialog()).getByRole('textbox', { name: 'Reply' });
      expect((text as HTMLTextAreaElement).value).toBe('');
      await user.click(within(dialog()).getByRole('button', { name: 'Publish reply' }));
      expect(within(dialog()).getByText('Write the reply first.')).toBeTruthy();
      expect(sent).toEqual([]);

      await user.type(text, '  Thank you, Priya: the logo module is being re-recorded.  ');
      await user.click(within(dialog()).getByRole('button', { name: 'Publish reply' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(sent).toEqual([
        {
          method: 'POST',
          path: `/api/admin/reviews/${REVIEW.id}/reply`,
          body: { text: 'Thank you, Priya: the logo module is being re-recorded.' },
        },
      ]);
    });
  });

  it('Edit reply starts from the reply published, and sends the new one', async () => {
    const sent: Sent[] = [];
    const replied = { ...REVIEW, reply: { text: 'Thank you!', createdAt: '2026-11-21T10:00:00.000Z' } };
    vi.stubGlobal('fetch', vi.fn(server(sent, replied)));
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Thank you!')).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: 'Edit reply to review by Priya Sharma of Brand Identity Design' }),
    );
    const text = within(dialog()).getByRole('textbox', { name: 'Reply' });
    expect((text as HTMLTextAreaElement).value).toBe('Thank you!');
    await user.type(text, ' We are on it.');
    await user.click(within(dialog()).getByRole('button', { name: 'Publish reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.map(({ body }) => body)).toEqual([{ text: 'Thank you! We are on it.' }]);
  });

  it('shows the server’s refusal of the reason under the box', async () => {
    const refuse = (url: string, init: RequestInit) =>
      init.method === 'PATCH'
        ? Promise.resolve(
            Response.json(
              { success: false, message: 'reason: reason must be at most 500 characters', field: 'reason' },
              { status: 400 },
            ),
          )
        : server([])(url, init);
    vi.stubGlobal('fetch', vi.fn(refuse));
    const user = userEvent.setup();
    renderPage();
    await user.click(
      await screen.findByRole('button', { name: 'Hide review by Priya Sharma of Brand Identity Design' }),
    );
    const reason = within(dialog()).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'Spam');
    await user.click(within(dialog()).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog()).findByText('reason must be at most 500 characters')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });
});
