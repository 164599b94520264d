import type { User } from '@academy/shared/auth';
import type { WishlistItem } from '@academy/shared/wishlist';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSession } from '@/dom-test-session';
import { takePendingAction } from '@/lib/pending-action';
import { storage } from '@/lib/storage';

/*
 * Issue 31: the heart. It says whether the product is saved (pressed), saves and unsaves with
 * one call each whose answer is the whole wishlist, and keeps a visitor's heart through signing in.
 */

const COURSE_ID = '2f0e5c1a-0000-4000-8000-000000000031';
const STUDENT: User = {
  _id: 'student-1',
  name: 'Ishita Joshi',
  email: 'ishita@example.in',
  phone: '+91 98220 10031',
  role: 'user',
  emailVerified: true,
};
const saved: WishlistItem = {
  type: 'course',
  id: COURSE_ID,
  title: 'Brand Identity Design',
  image: '',
  category: 'Digital Branding',
  price: 3999,
  bestPrice: 3999,
  couponCode: null,
  savedPrice: 3999,
  addedAt: '2026-11-30T10:00:00.000Z',
};

/**
 * The wishlist's API over `initial`. With `holdReads`, a read is answered only when the test
 * calls `answerRead`, with the items the wishlist had when it was asked.
 */
function serve(initial: WishlistItem[], { holdReads = false } = {}) {
  let items = initial;
  const calls: string[] = [];
  const heldReads: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const { pathname } = new URL(url, 'http://store.test');
      // The session's check when the page opens.
      if (pathname === '/api/auth/check-auth') {
        return Promise.resolve(Response.json({ success: true, data: { user: STUDENT } }));
      }
      calls.push(`${method} ${pathname}`);
      if (method === 'PUT') items = [saved];
      if (method === 'DELETE') items = [];
      const message = { PUT: 'Saved to your wishlist.', DELETE: 'Removed from your wishlist.' }[method];
      const answer = Response.json({ success: true, message, data: { items } });
      if (method === 'GET' && holdReads) {
        return new Promise<Response>((resolve) => heldReads.push(() => resolve(answer)));
      }
      return Promise.resolve(answer);
    }),
  );
  return { calls, answerRead: () => heldReads.shift()?.() };
}

/** The heart on a catalogue card, opened signed in or not. */
const renderHeart = (signedIn: boolean) =>
  renderInSession({
    user: signedIn ? STUDENT : null,
    url: '/all-courses',
    load: () => import('./wish-button'),
    page: ({ WishButton }) => (
      <WishButton item={{ kind: 'course', id: COURSE_ID }} title="Brand Identity Design" variant="card" />
    ),
  });

const heart = () => screen.getByRole('button', { name: 'Save Brand Identity Design to your wishlist' });

describe('the wishlist’s heart', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.clearAuth();
    storage.setPendingAction(null);
  });

  it('fills once the wishlist says the product is saved, and a press takes it out', async () => {
    const { calls } = serve([saved]);
    const user = await renderHeart(true);
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    await user.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('false'));
    expect(calls).toEqual(['GET /api/wishlist', `DELETE /api/wishlist/course/${COURSE_ID}`]);
  });

  it('saves with one PUT, and the answer fills it', async () => {
    const { calls } = serve([]);
    const user = await renderHeart(true);
    await waitFor(() => expect(calls).toEqual(['GET /api/wishlist']));
    expect(heart().getAttribute('aria-pressed')).toBe('false');
    await user.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    expect(calls).toEqual(['GET /api/wishlist', `PUT /api/wishlist/course/${COURSE_ID}`]);
  });

  it('stays filled when a wishlist read asked before the save is answered after it', async () => {
    // Signing in asks for the wishlist while a kept heart is saved: on a slow network the read's
    // older answer (nothing saved) can arrive last, and must not empty the heart.
    const { calls, answerRead } = serve([], { holdReads: true });
    const user = await renderHeart(true);
    await waitFor(() => expect(calls).toEqual(['GET /api/wishlist']));
    await user.click(heart());
    await waitFor(() => expect(heart().getAttribute('aria-pressed')).toBe('true'));
    answerRead();
    // The old answer's way into the cache takes a few turns of the event loop.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(heart().getAttribute('aria-pressed')).toBe('true');
  });

  it('sends a visitor to sign in, asking nothing of the server, and keeps the heart for afterwards', async () => {
    const { calls } = serve([]);
    const user = await renderHeart(false);
    await user.click(heart());
    expect(await screen.findByRole('heading', { name: 'Sign In page' })).toBeTruthy();
    expect(calls).toEqual([]);
    expect(takePendingAction('wish')).toEqual({ kind: 'wish', item: { kind: 'course', id: COURSE_ID } });
  });
});
