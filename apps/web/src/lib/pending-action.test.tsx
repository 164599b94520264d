import { PENDING_ACTION_MAX_AGE_MS, STORAGE_KEYS } from '@academy/shared/limits';
import { beforeEach, describe, expect, it } from 'vitest';
import { keepPendingAction, takePendingAction } from './pending-action';

describe("a visitor's pending Add To Cart or coupon (issue 28)", () => {
  beforeEach(() => window.localStorage.clear());

  it('is taken once, by its kind', () => {
    keepPendingAction({ kind: 'addToCart', item: { kind: 'course', id: 'c1' } });
    expect(takePendingAction('applyCoupon')).toBeNull();
    expect(takePendingAction('addToCart')).toEqual({ kind: 'addToCart', item: { kind: 'course', id: 'c1' } });
    expect(takePendingAction('addToCart')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingAction)).toBeNull();
  });

  it('stays for another page: a coupon is applied only where it was typed', () => {
    keepPendingAction({ kind: 'applyCoupon', code: 'WELCOME10', path: '/course/details/c1' });
    const onPage = (path: string) => (action: { path: string }) => action.path === path;
    expect(takePendingAction('applyCoupon', onPage('/course/details/c2'))).toBeNull();
    expect(takePendingAction('applyCoupon', onPage('/course/details/c1'))).toEqual({
      kind: 'applyCoupon',
      code: 'WELCOME10',
      path: '/course/details/c1',
    });
  });

  it('is dropped when an hour old, or when it is not one', () => {
    const kept = Date.now() - PENDING_ACTION_MAX_AGE_MS - 1;
    keepPendingAction({ kind: 'addToCart', item: { kind: 'asset', id: 'a1' } }, kept);
    expect(takePendingAction('addToCart')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingAction)).toBeNull();

    window.localStorage.setItem(STORAGE_KEYS.pendingAction, '{"kind":"addToCart","item":{"kind":"bundle"}}');
    expect(takePendingAction('addToCart')).toBeNull();
    window.localStorage.setItem(STORAGE_KEYS.pendingAction, 'not json');
    expect(takePendingAction('addToCart')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.pendingAction)).toBeNull();
  });
});
