import type { BillingDetails } from '@academy/shared/gst';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { billingProfiles } from '../../db/schema/billing';

/*
 * The buyer's billing details for GST invoices (issue 12): the state of the place of supply
 * and, for a business, its GSTIN and registered name. The billing module owns the
 * `billing_profiles` table; checkout reads what was saved and saves what is given.
 */

const NONE: BillingDetails = { stateCode: null, gstin: null, legalName: null };

/** What the buyer saved last; all null when nothing was. */
export async function getBillingDetails(db: Executor, userId: string): Promise<BillingDetails> {
  const [row] = await db
    .select({
      stateCode: billingProfiles.stateCode,
      gstin: billingProfiles.gstin,
      legalName: billingProfiles.legalName,
    })
    .from(billingProfiles)
    .where(eq(billingProfiles.userId, userId))
    .limit(1);
  return row ?? NONE;
}

/** Remembers `details` (already checked by billingDetailsSchema) for the buyer's next checkout. */
export async function saveBillingDetails(
  db: Executor,
  userId: string,
  details: BillingDetails,
): Promise<void> {
  await db
    .insert(billingProfiles)
    .values({ userId, ...details, updatedAt: sql`now()` })
    .onConflictDoUpdate({ target: billingProfiles.userId, set: { ...details, updatedAt: sql`now()` } });
}

/** Forgets the buyer's billing details (erasure: the user row stays, anonymised, so no cascade runs). */
export async function deleteBillingDetailsOf(db: Executor, userId: string): Promise<void> {
  await db.delete(billingProfiles).where(eq(billingProfiles.userId, userId));
}
