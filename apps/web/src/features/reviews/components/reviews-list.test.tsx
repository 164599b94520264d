import type { Review } from '@academy/shared/reviews';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '@/lib/auth';
import ReviewsList from './reviews-list';

/*
 * Issue 30: the list's own states, in milliseconds: ten at a time with "Show more", each order
 * from its first page. e2e/reviews.spec.ts keeps the journeys in a browser against the server.
 */

const PRODUCT = { type: 'course', id: '7f3c2a10-0000-4000-8000-000000000001' } as const;
const TOTAL = 12;

const reviewNumbered = (number: number): Review => ({
  id: `review-${number}`,
  rating: (number % 5) + 1,
  text: `Review number ${number}, about the course's lessons.`,
  author: { name: `Student${number} K.` },
  createdAt: '2026-11-20T10:00:00.000Z',
  verified: true,
  reply: null,
});

/**
 * The server's pages: twelve reviews, numbered in the order asked for ("lowest" counts down), ten
 * at a time; a page's nextCursor is `at-<how many came before the next>`.
 */
function answer(url: string): Promise<Response> {
  const { pathname, searchParams } = new URL(url, 'http://store.test');
  if (pathname !== '/api/reviews') return new Promise(() => {});
  const start = Number(/^at-(\d+)$/.exec(searchParams.get('after') ?? '')?.[1] ?? 0);
  const numbers = Array.from({ length: TOTAL }, (_, index) =>
    searchParams.get('sort') === 'lowest' ? TOTAL - index : index + 1,
  ).slice(start, start + 10);
  const end = start + numbers.length;
  return Promise.resolve(
    Response.json({
      success: true,
      data: {
        summary: { average: 3.5, count: TOTAL, distribution: { '1': 2, '2': 2, '3': 3, '4': 2, '5': 3 } },
        reviews: numbers.map(reviewNumbered),
        nextCursor: end < TOTAL ? `at-${end}` : null,
      },
      pagination: { page: 1, limit: 10, total: TOTAL, nextPage: null },
    }),
  );
}

function renderList() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AuthProvider>
          <ReviewsList product={PRODUCT} owned={false} />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const authors = () =>
  screen.getAllByRole('article').map((review) => within(review).getByText(/^Student\d+ K\.$/).textContent);

describe('a product’s reviews list', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn(answer)));
  afterEach(() => vi.unstubAllGlobals());

  it('shows ten, then the rest with "Show more reviews", which then goes', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getByText('10 of 12 reviews')).toBeTruthy();
    expect(screen.getAllByText('Verified buyer')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));
    expect(screen.getByText('12 of 12 reviews')).toBeTruthy();
    expect(authors().at(-1)).toBe('Student12 K.');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('starts again from the first page in the order chosen', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(12));

    await user.selectOptions(screen.getByLabelText('Sort reviews'), 'Lowest rated first');
    await waitFor(() => expect(authors()[0]).toBe('Student12 K.'));
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Show more reviews' })).toBeTruthy();
  });
});
