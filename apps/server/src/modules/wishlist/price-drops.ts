import type { WishlistProductType } from '@academy/shared/wishlist';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { CouponRow } from '../../db/schema/coupons';
import { wishlistItems } from '../../db/schema/wishlist';
import type { JobQueue } from '../../infrastructure/jobs';
import { pageUrlIn } from '../../infrastructure/mail/layout-words';
import type { Mailer } from '../../infrastructure/mail/mailer';
import { listActiveCoupons } from '../coupons/service';
import { findMarketingRecipient } from '../users/lookups';
import { unsubscribeToken } from '../users/unsubscribe-links';
import { type PriceDrop, priceDropEmail } from './emails';
import { bestPrice, type WishedProduct, wishedProducts } from './prices';
import { forgetOwned } from './service';

/*
 * Price drops on wishlists (issue 31). A recurring job compares each saved product's best price
 * now with the one its row keeps (when saved, or when the student was last told): lower, and the
 * student gets one email listing every product of theirs that fell, written in the transaction
 * that moves the kept prices down, so each drop is told once; higher, and the kept price follows
 * it up without a word, so falling back is news again. A student who takes no marketing mail is
 * told nothing, but their prices follow all the same: switching such mail on later does not send
 * old drops. Products they own leave their wishlist here too.
 */

export const WISHLIST_PRICE_DROPS_JOB = 'wishlist.price-drops';

/** Often enough to tell a short sale while it lasts. */
const WISHLIST_PRICE_DROPS_EVERY_MS = 15 * 60_000;

/** Students read at once: a few statements a batch, however many products they saved. */
const STUDENTS_PER_BATCH = 100;

export type PriceDropDependencies = {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  /** Signs the unsubscribe links (users/unsubscribe-links.ts). */
  unsubscribeSecret: string;
};

const PRODUCT_PAGES: Record<WishlistProductType, (id: string) => string> = {
  course: (id) => `/course/details/${id}`,
  asset: (id) => `/digital/details/${id}`,
  bundle: (id) => `/bundles/${id}`,
};

async function studentsAfter(db: Database, after: string | undefined): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(after === undefined ? undefined : gt(wishlistItems.userId, after))
    .orderBy(asc(wishlistItems.userId))
    .limit(STUDENTS_PER_BATCH);
  return rows.map((row) => row.userId);
}

/** One student's wishlist settled: owned products out, kept prices moved, drops told. */
async function settleStudent(
  { db, mailer, publicUrl, unsubscribeSecret }: PriceDropDependencies,
  userId: string,
  wished: readonly WishedProduct[],
  coupons: readonly CouponRow[],
  now: Date,
): Promise<void> {
  const moves = wished.flatMap((item) => {
    if (item.owned || !item.onSale) return [];
    const best = bestPrice(
      { type: item.type, id: item.productId, pricePaise: item.onSale.pricePaise },
      coupons,
      now,
    );
    return best.pricePaise === item.savedPricePaise ? [] : [{ item, title: item.onSale.title, best }];
  });
  if (moves.length === 0 && !wished.some((item) => item.owned)) return;
  const fell = moves.some(({ item, best }) => best.pricePaise < item.savedPricePaise);
  const recipient = fell ? await findMarketingRecipient(db, userId) : undefined;

  await db.transaction(async (tx) => {
    await forgetOwned(tx, wished);
    const drops: PriceDrop[] = [];
    for (const { item, title, best } of moves) {
      // Only from the price this run read: a row another run moved first was that run's to tell.
      const [moved] = await tx
        .update(wishlistItems)
        .set({ savedPricePaise: best.pricePaise })
        .where(and(eq(wishlistItems.id, item.rowId), eq(wishlistItems.savedPricePaise, item.savedPricePaise)))
        .returning({ id: wishlistItems.id });
      if (!moved || !recipient || best.pricePaise > item.savedPricePaise) continue;
      drops.push({
        title,
        url: pageUrlIn(publicUrl, PRODUCT_PAGES[item.type](item.productId), recipient.language),
        wasPaise: item.savedPricePaise,
        nowPaise: best.pricePaise,
        couponCode: best.couponCode,
      });
    }
    if (!recipient || drops.length === 0) return;
    const token = encodeURIComponent(unsubscribeToken(unsubscribeSecret, userId));
    await mailer.send(
      tx,
      priceDropEmail(recipient, drops, {
        wishlist: pageUrlIn(publicUrl, '/wishlist', recipient.language),
        unsubscribePage: pageUrlIn(publicUrl, `/unsubscribe?token=${token}`, recipient.language),
        unsubscribe: `${publicUrl}/api/account/marketing-emails/unsubscribe?token=${token}`,
      }),
    );
  });
}

/** Every wishlist, a batch of students at a time, against the banner's coupons of now. */
async function tellPriceDrops(dependencies: PriceDropDependencies): Promise<void> {
  const { db } = dependencies;
  const now = new Date();
  const coupons = await listActiveCoupons(db, now);
  let after: string | undefined;
  for (;;) {
    const students = await studentsAfter(db, after);
    if (students.length === 0) return;
    const wished = await wishedProducts(db, students);
    for (const userId of students) {
      const own = wished.filter((item) => item.userId === userId);
      await settleStudent(dependencies, userId, own, coupons, now);
    }
    after = students.at(-1);
  }
}

export function registerPriceDrops(jobs: JobQueue, dependencies: PriceDropDependencies): void {
  jobs.every(WISHLIST_PRICE_DROPS_JOB, WISHLIST_PRICE_DROPS_EVERY_MS, () => tellPriceDrops(dependencies));
}
