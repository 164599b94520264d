import { randomUUID } from 'node:crypto';
import type { WishlistItem } from '@academy/shared/wishlist';
import { expect } from 'vitest';
import { WISHLIST_MESSAGES } from '../../../src/modules/wishlist/messages';
import { bearer, type registerAndLogin, type TestApp } from '../../support/app';
import { addTestKit } from '../../support/catalogue';

/* What the wishlist's test files share: its calls through the API, as a student and an admin. */

export type Student = Awaited<ReturnType<typeof registerAndLogin>>;

/** The calls, on the app `current()` answers when they are made (a file's beforeAll makes it). */
export function wishlistCalls(current: () => TestApp, adminToken: () => string) {
  const unique = () => randomUUID().slice(0, 8);

  /** A kit of a course (₹2,000) and an asset (₹1,000), sold for ₹2,400. */
  const kit = () => addTestKit(current().app);

  const wish = (
    method: 'PUT' | 'DELETE',
    who: Student | undefined,
    type: string,
    id: string,
    language?: string,
  ) =>
    current().app.inject({
      method,
      url: `/api/wishlist/${type}/${id}`,
      headers: {
        ...(who ? bearer(who.token) : {}),
        ...(language ? { 'accept-language': language } : {}),
      },
    });

  async function wishlistOf(who: Student): Promise<WishlistItem[]> {
    const response = await current().app.inject({ url: '/api/wishlist', headers: bearer(who.token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ data: { items: WishlistItem[] } }>().data.items;
  }

  async function save(who: Student, type: string, id: string): Promise<WishlistItem[]> {
    const response = await wish('PUT', who, type, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: WISHLIST_MESSAGES.saved });
    return response.json<{ data: { items: WishlistItem[] } }>().data.items;
  }

  async function addBannerCoupon(input: Record<string, unknown>): Promise<string> {
    const code = `WISH${unique().toUpperCase()}`;
    const response = await current().app.inject({
      method: 'POST',
      url: '/api/admin/coupon/create',
      headers: bearer(adminToken()),
      payload: { code, showOnBanner: true, ...input },
    });
    expect(response.statusCode, response.body).toBe(201);
    return code;
  }

  return { unique, kit, wish, wishlistOf, save, addBannerCoupon };
}
