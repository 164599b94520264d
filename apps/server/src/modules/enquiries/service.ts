import type { Enquiry, EnquiryInput } from '@academy/shared/enquiries';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';

type EnquiryRow = typeof enquiries.$inferSelect;

/** How long a forward may take before we give up on it (the visitor is waiting). */
export const FORWARD_TIMEOUT_MS = 3000;

export function toEnquiry(row: EnquiryRow): Enquiry {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    subject: row.subject,
    gender: row.gender,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    forwardedAt: row.forwardedAt ? row.forwardedAt.toISOString() : null,
  };
}

export async function createEnquiry(db: Executor, input: EnquiryInput): Promise<Enquiry> {
  const [row] = await db.insert(enquiries).values(input).returning();
  if (!row) throw new Error('The enquiry insert returned no row');
  return toEnquiry(row);
}

export type ForwardOutcome = { forwarded: true } | { forwarded: false; reason: string };

/**
 * POSTs the stored enquiry as JSON to the configured collection service and marks it
 * forwarded when that answers 2xx. Never throws: a slow, refusing or failing service is an
 * outcome to log, and the enquiry stays in our table either way.
 */
export async function forwardEnquiry(
  db: Executor,
  enquiry: Enquiry,
  url: string,
  timeoutMs = FORWARD_TIMEOUT_MS,
): Promise<ForwardOutcome> {
  let status: number;
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ ...enquiry, forwardedAt: undefined }),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    status = response.status;
    // Free the connection; the body is of no interest.
    await response.body?.cancel().catch(() => undefined);
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : error instanceof Error
          ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
          : String(error);
    return { forwarded: false, reason };
  }
  if (status < 200 || status >= 300) return { forwarded: false, reason: `HTTP ${status}` };
  await db
    .update(enquiries)
    .set({ forwardedAt: sql`now()` })
    .where(eq(enquiries.id, enquiry._id));
  return { forwarded: true };
}

export async function listEnquiries(
  db: Executor,
  { page, limit }: { page: number; limit: number },
): Promise<{ enquiries: Enquiry[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(enquiries)
      .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(enquiries),
  ]);
  return { enquiries: rows.map(toEnquiry), total: totals?.total ?? 0 };
}
