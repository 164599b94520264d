import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailMessages } from '../../db/schema/infrastructure';

/**
 * Whether a message of this kind to the account, whose text mentions `reference`, is already
 * in the outbox (sent, held or waiting), or, with `since`, was written at or after it: what a
 * job that must mail once (or once more per admin's request) checks first.
 */
export async function mailAlreadyWritten(
  db: Executor,
  { kind, userId, reference, since }: { kind: string; userId: string; reference: string; since?: Date },
): Promise<boolean> {
  const [written] = await db
    .select({ id: mailMessages.id })
    .from(mailMessages)
    .where(
      and(
        eq(mailMessages.kind, kind),
        eq(mailMessages.userId, userId),
        since ? gte(mailMessages.createdAt, since) : undefined,
        sql`strpos(${mailMessages.text}, ${reference}) > 0`,
      ),
    )
    .limit(1);
  return written !== undefined;
}
