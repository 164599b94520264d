import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentReconciliations } from '../../db/schema/payments';
import { countOrdersPaidVia } from '../orders/service';
import { countAutomaticRefunds } from '../refunds/service';

/*
 * The payments module keeps the reconciliation's runs (workflows/payments/reconciliation.ts asks
 * the gateway; this records what it found) and sums them up for the admin's dashboard.
 */

export type ReconciliationRun = {
  checked: number;
  recovered: number;
  refunded: number;
  closed: number;
  errors: number;
};

/** Records one run of reconciliation. */
export async function recordReconciliationRun(
  db: Database,
  ranAt: Date,
  run: ReconciliationRun,
): Promise<void> {
  await db.insert(paymentReconciliations).values({ ranAt, ...run });
}

export type ReconciliationSummary = ReconciliationRun & {
  lastRunAt: string | null;
  recoveredLast30Days: number;
  autoRefundsLast30Days: number;
};

/** What the admin's dashboard shows: the last run, and what reconciliation and refunds did in 30 days. */
export async function reconciliationSummary(
  db: Database,
  now: Date = new Date(),
): Promise<ReconciliationSummary> {
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000);
  const [[last], recovered, autoRefunds] = await Promise.all([
    db.select().from(paymentReconciliations).orderBy(desc(paymentReconciliations.ranAt)).limit(1),
    countOrdersPaidVia(db, 'reconciliation', since),
    countAutomaticRefunds(db, since),
  ]);
  return {
    lastRunAt: last ? last.ranAt.toISOString() : null,
    checked: last?.checked ?? 0,
    recovered: last?.recovered ?? 0,
    refunded: last?.refunded ?? 0,
    closed: last?.closed ?? 0,
    errors: last?.errors ?? 0,
    recoveredLast30Days: recovered,
    autoRefundsLast30Days: autoRefunds,
  };
}
