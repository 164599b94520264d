import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entitlements } from '../../db/schema/access';

/*
 * Access given and taken away by the store's own flows: a paid order hands over what it bought,
 * a refund takes it back, an erased account loses everything. Manual grants are manual.ts.
 */

/** What a paid order bought, one line each: a course or an asset. */
export type PurchasedLine = { courseId: string | null; assetId: string | null };

/**
 * Gives the buyer every line of a paid order, in the caller's transaction. A line already held
 * (a manual grant made meanwhile) stays as it is.
 */
export async function grantPurchase(
  tx: Executor,
  { userId, orderId, lines }: { userId: string; orderId: string; lines: readonly PurchasedLine[] },
): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(entitlements)
    .values(
      lines.map((line) => ({
        userId,
        courseId: line.courseId,
        assetId: line.assetId,
        source: 'purchase' as const,
        orderId,
      })),
    )
    .onConflictDoNothing();
}

/** A refund: what the order bought is taken back; manual grants of the same products stay. */
export async function revokePurchase(tx: Executor, orderId: string): Promise<void> {
  await tx
    .delete(entitlements)
    .where(and(eq(entitlements.orderId, orderId), eq(entitlements.source, 'purchase')));
}

/**
 * Erasure of an account (issue 11): every course and asset the account could open, bought or
 * granted. The orders that paid for them stay, for the tax records.
 */
export async function removeAllAccessOf(db: Executor, userId: string): Promise<void> {
  await db.delete(entitlements).where(eq(entitlements.userId, userId));
}
