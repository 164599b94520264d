import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { bundles } from '../../db/schema/bundles';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { BUNDLE_MESSAGES } from './messages';
import { priceForBuyerPaise, splitByWeight } from './pricing';
import { ownedItems } from './service';
import { bundleProduct, summaryColumns } from './summaries';

/** One item a bundle sells a buyer, with its share of what the buyer pays for the bundle. */
export type BundlePart = { type: 'Course' | 'Asset'; id: string; title: string; sharePaise: number };

/** A bundle as one buyer would buy it now: what it costs them, and what that buys. */
export type BundleSale = { id: string; title: string; pricePaise: number; parts: BundlePart[] };

/**
 * A bundle on sale, priced for `userId` (null: for someone who owns none of it, a gift's
 * recipient): the items they do not own yet, each with its share of
 * the buyer's price in proportion to its list price (largest remainder, so the shares add up to
 * the price to the paisa). Unknown or off sale: NotFoundError; every item owned: ConflictError.
 */
export async function bundleForSale(
  db: Executor,
  bundleId: string,
  userId: string | null,
): Promise<BundleSale> {
  if (!isUuid(bundleId)) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);
  const [row] = await db
    .select(summaryColumns)
    .from(bundles)
    .where(and(eq(bundles.id, bundleId), bundleProduct.visible))
    .limit(1);
  if (!row) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);

  const owned = userId ? await ownedItems(db, userId, row.items) : new Set<string>();
  const wanted = row.items.filter((item) => !owned.has(item.id));
  if (wanted.length === 0) throw new ConflictError(BUNDLE_MESSAGES.allOwned);
  const pricePaise = priceForBuyerPaise(
    row.pricePaise,
    row.items.map((item) => ({ listPricePaise: item.pricePaise, owned: owned.has(item.id) })),
  );
  const shares = splitByWeight(
    pricePaise,
    wanted.map((item) => item.pricePaise),
  );
  return {
    id: row.id,
    title: row.title,
    pricePaise,
    parts: wanted.map((item, index) => ({
      type: item.type === 'course' ? 'Course' : 'Asset',
      id: item.id,
      title: item.title,
      sharePaise: shares[index] ?? 0,
    })),
  };
}
