import { PENDING_ACTION_MAX_AGE_MS } from '@academy/shared/limits';
import { storage } from './storage';

/**
 * What a visitor asked for before they had signed in (issue 28): SPEC's 'Please Login First.'
 * still shows, then they go to sign in, and once they are back on the page the product is in the
 * cart, the coupon is applied or the product is in their wishlist. Kept in local storage, so it survives Google's sign-in and a
 * sign-up in between; taken once, and dropped when it is an hour old.
 */
export type PendingAction =
  | { kind: 'addToCart'; item: { kind: 'course' | 'asset' | 'bundle'; id: string } }
  | { kind: 'applyCoupon'; code: string; path: string }
  | { kind: 'wish'; item: { kind: 'course' | 'asset' | 'bundle'; id: string } };

type Stored = PendingAction & { at: number };

export function keepPendingAction(action: PendingAction, now = Date.now()): void {
  storage.setPendingAction(JSON.stringify({ ...action, at: now } satisfies Stored));
}

/** A hand check rather than a zod schema, to keep zod out of the first download. */
function isPendingAction(value: unknown): value is Stored {
  if (!value || typeof value !== 'object') return false;
  const stored = value as Record<string, unknown>;
  if (typeof stored['at'] !== 'number') return false;
  if (stored['kind'] === 'applyCoupon') {
    return typeof stored['code'] === 'string' && typeof stored['path'] === 'string';
  }
  const item = stored['item'] as Record<string, unknown> | undefined;
  return (
    (stored['kind'] === 'addToCart' || stored['kind'] === 'wish') &&
    typeof item?.['id'] === 'string' &&
    (item['kind'] === 'course' || item['kind'] === 'asset' || item['kind'] === 'bundle')
  );
}

/** The kept action when `wanted` accepts it (then it is removed), else null; a stale one is removed. */
export function takePendingAction<Kind extends PendingAction['kind']>(
  kind: Kind,
  wanted: (action: Extract<PendingAction, { kind: Kind }>) => boolean = () => true,
  now = Date.now(),
): Extract<PendingAction, { kind: Kind }> | null {
  const raw = storage.getPendingAction();
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (!isPendingAction(parsed) || now - parsed.at > PENDING_ACTION_MAX_AGE_MS) {
    storage.setPendingAction(null);
    return null;
  }
  if (parsed.kind !== kind) return null;
  const { at: _at, ...action } = parsed;
  const typed = action as Extract<PendingAction, { kind: Kind }>;
  if (!wanted(typed)) return null;
  storage.setPendingAction(null);
  return typed;
}
