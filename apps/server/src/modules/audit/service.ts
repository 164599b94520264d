import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEvent,
  type AuditTargetType,
} from '@academy/shared/admin-audit';
import { type Pagination, paginationOf } from '@academy/shared/paging';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

/*
 * The audit log (issue 26): every admin action that changes money, access, roles or content.
 * The module that makes the change records it, in its own transaction, so the log holds exactly
 * the changes that happened.
 */

export type AuditEventInput = {
  /** The account that acted; null for the operator's command line. */
  actorId: string | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string };
  /** What changed (old and new price in rupees, the course granted); never a person's data. */
  details?: Record<string, unknown>;
};

/** Records what the caller's transaction changes: call it with that transaction. */
export async function recordAuditEvent(executor: Executor, event: AuditEventInput): Promise<void> {
  await recordAuditEvents(executor, [event]);
}

/** Several events of one change (a grant to many students) in one statement. */
export async function recordAuditEvents(executor: Executor, events: AuditEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await executor.insert(auditEvents).values(
    events.map((event) => ({
      actorId: event.actorId,
      action: event.action,
      targetType: event.target.type,
      targetId: event.target.id,
      details: event.details ?? {},
    })),
  );
}

export type AuditListOptions = {
  page?: number | undefined;
  action?: AuditAction | undefined;
  actor?: string | undefined;
};

/**
 * A page of the log, newest first, optionally of one action or one actor (each has its index,
 * migration 0018). The actor's email is read with the event: a read model over users.
 */
export async function listAuditEvents(
  db: Executor,
  options: AuditListOptions,
): Promise<{ events: AuditEvent[]; pagination: Pagination }> {
  const page = options.page ?? 1;
  const limit = AUDIT_PAGE_SIZE;
  const where: SQL | undefined = and(
    options.action ? eq(auditEvents.action, options.action) : undefined,
    options.actor ? eq(auditEvents.actorId, options.actor) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ event: auditEvents, actorEmail: users.email })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorId))
      .where(where)
      .orderBy(desc(auditEvents.at), desc(auditEvents.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(auditEvents).where(where),
  ]);
  return {
    events: rows.map(({ event, actorEmail }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actor: event.actorId && actorEmail !== null ? { id: event.actorId, email: actorEmail } : null,
      action: event.action,
      target: { type: event.targetType, id: event.targetId },
      details: event.details,
    })),
    pagination: paginationOf(page, limit, counted?.total ?? 0),
  };
}
