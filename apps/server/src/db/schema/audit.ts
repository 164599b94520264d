import type { AuditAction, AuditTargetType } from '@academy/shared/admin-audit';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/* The audit module's table (issue 26). */

/**
 * Who changed money, access, roles or content, and when: one row per admin action, written in
 * the transaction of the change it records, so a change is never without its row nor a row
 * without its change. Rows are only ever added.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when no account acted: the operator's command line (`create-admin`, ADMIN_EMAIL). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    /** Not a foreign key: the target may be deleted (that is often what is recorded). */
    targetId: text('target_id').notNull(),
    /** What the action changed (old and new price, the course granted); never a person's data. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    // The log is read newest first, a page at a time, all of it or one action's or one actor's.
    index('audit_events_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_events_action_at_idx').on(table.action, table.at.desc(), table.id.desc()),
    index('audit_events_actor_at_idx').on(table.actorId, table.at.desc(), table.id.desc()),
  ],
);

export type AuditEventRow = typeof auditEvents.$inferSelect;
export type NewAuditEventRow = typeof auditEvents.$inferInsert;
