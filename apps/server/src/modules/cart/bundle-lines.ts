import type { Cart } from '@academy/shared/cart';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { Executor } from '../../db/client';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { BUNDLE_MESSAGES } from '../bundles/messages';
import { getBundle } from '../bundles/service';
import { findAccount } from '../users/lookups';
import { getCart, putInCart, removeFromCart } from './service';

/* Issue 31: bundles in the cart, beside courses and assets. */

/**
 * Adds a bundle on sale: NotFoundError when there is none, ConflictError when the student owns
 * every item already or the cart is full, InvalidError when it is in the cart already. Answers
 * the cart as it now is.
 */
export async function addBundleToCart(db: Executor, userId: string, bundleId: string): Promise<Cart> {
  const [bundle, account] = await Promise.all([
    getBundle(db, bundleId, { id: userId, role: 'user' }),
    findAccount(db, userId),
  ]);
  if (bundle.items.every((item) => item.owned)) throw new ConflictError(BUNDLE_MESSAGES.allOwned);
  if (!account) throw new NotFoundError(SERVER_MESSAGES.userNotFound);
  await putInCart(db, userId, { bundleId: bundle.id }, SERVER_MESSAGES.bundleAlreadyInCart);
  return getCart(db, userId);
}

/** Takes a bundle out of the cart: NotFoundError when it is not there. */
export async function removeBundleFromCart(db: Executor, userId: string, bundleId: string): Promise<Cart> {
  const removed = await removeFromCart(db, userId, { bundleIds: [bundleId] });
  if (removed === 0) throw new NotFoundError(SERVER_MESSAGES.bundleNotInCart);
  return getCart(db, userId);
}
