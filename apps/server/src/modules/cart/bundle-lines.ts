import type { Cart } from '@academy/shared/cart';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { Executor } from '../../db/client';
import { cartItems } from '../../db/schema/cart';
import { ConflictError, InvalidError, NotFoundError } from '../../lib/errors';
import { BUNDLE_MESSAGES } from '../bundles/messages';
import { getBundle } from '../bundles/service';
import { assertRoomInCart, ensureCart, getCart, removeFromCart } from './service';

/* Issue 31: bundles in the cart, beside courses and assets. */

/**
 * Adds a bundle on sale: NotFoundError when there is none, ConflictError when the student owns
 * every item already or the cart is full, InvalidError when it is in the cart already. Answers
 * the cart as it now is.
 */
export async function addBundleToCart(db: Executor, userId: string, bundleId: string): Promise<Cart> {
  const bundle = await getBundle(db, bundleId, { id: userId, role: 'user' });
  if (bundle.items.every((item) => item.owned)) throw new ConflictError(BUNDLE_MESSAGES.allOwned);
  const cartId = await ensureCart(db, userId);
  await assertRoomInCart(db, cartId);
  const added = await db
    .insert(cartItems)
    .values({ cartId, bundleId: bundle.id })
    .onConflictDoNothing()
    .returning({ id: cartItems.id });
  if (added.length === 0) throw new InvalidError(SERVER_MESSAGES.bundleAlreadyInCart);
  return getCart(db, userId);
}

/** Takes a bundle out of the cart: NotFoundError when it is not there. */
export async function removeBundleFromCart(db: Executor, userId: string, bundleId: string): Promise<Cart> {
  const removed = await removeFromCart(db, userId, { bundleIds: [bundleId] });
  if (removed === 0) throw new NotFoundError(SERVER_MESSAGES.bundleNotInCart);
  return getCart(db, userId);
}
