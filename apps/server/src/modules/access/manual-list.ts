import type { ManualAccessRecord } from '@academy/shared/admin-access';
import {
  ADMIN_PAGE_SIZE,
  type adminManualAccessListQuerySchema,
  type Pagination,
  paginationOf,
  sortDirectionOf,
} from '@academy/shared/paging';
import {
  and,
  asc,
  countDistinct,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  notExists,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { entitlements } from '../../db/schema/access';
import { courses } from '../../db/schema/courses';
import { users } from '../../db/schema/users';
import { containing, qualified as q } from '../../lib/sql';

/* The Manual Access table (SPEC §7): one record per student, a page at a time. */

export type ManualAccessListOptions = z.output<typeof adminManualAccessListQuerySchema>;

/** A manual course grant, in the entitlements table or an alias of it. */
const manualCourseGrant = (grants: { source: AnyPgColumn; courseId: AnyPgColumn }) =>
  and(eq(grants.source, 'manual'), isNotNull(grants.courseId));

/**
 * Students with manual course grants (SPEC §3: one record per student), a page of students at
 * a time: the most recent grant first, or by name. `q` keeps the students whose name or email,
 * or the title of a course granted to them, holds the text; a student found keeps every grant
 * in the record, the latest first.
 *
 * Each student is found through their latest grant (no later one exists), so the newest-first
 * page walks the grants' index backwards and stops after a page (migration 0013), instead of
 * grouping every grant to sort the students.
 */
export async function listManualAccess(
  db: Executor,
  options: ManualAccessListOptions,
): Promise<{ records: ManualAccessRecord[]; pagination: Pagination }> {
  const page = options.page ?? 1;
  const limit = options.limit ?? ADMIN_PAGE_SIZE;
  const by = sortDirectionOf(options.sort, options.dir) === 'asc' ? asc : desc;

  const later = alias(entitlements, 'later_grant');
  const latestGrant = notExists(
    db
      .select({ id: later.id })
      .from(later)
      .where(
        and(
          manualCourseGrant(later),
          eq(later.userId, q(entitlements.userId)),
          sql`(${q(later.createdAt)}, ${q(later.id)}) > (${q(entitlements.createdAt)}, ${q(entitlements.id)})`,
        ),
      ),
  );
  const found = options.q === undefined ? undefined : matchingStudents(db, options.q);
  const [students, [counted]] = await Promise.all([
    db
      .select({ userId: entitlements.userId, name: users.name, email: users.email })
      .from(entitlements)
      .innerJoin(users, eq(users.id, entitlements.userId))
      .where(and(manualCourseGrant(entitlements), latestGrant, found))
      .orderBy(
        ...(options.sort === 'name'
          ? [by(sql`lower(${users.name})`), by(entitlements.userId)]
          : [by(entitlements.createdAt), by(entitlements.userId)]),
      )
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ total: countDistinct(entitlements.userId) })
      .from(entitlements)
      .where(and(manualCourseGrant(entitlements), found)),
  ]);
  const pagination = paginationOf(page, limit, counted?.total ?? 0);
  if (students.length === 0) return { records: [], pagination };

  const grants = await db
    .select({
      userId: entitlements.userId,
      courseId: courses.id,
      title: courses.title,
      grantedAt: entitlements.createdAt,
    })
    .from(entitlements)
    .innerJoin(courses, eq(courses.id, entitlements.courseId))
    .where(
      and(
        manualCourseGrant(entitlements),
        inArray(
          entitlements.userId,
          students.map((student) => student.userId),
        ),
      ),
    )
    .orderBy(desc(entitlements.createdAt), asc(courses.title), asc(courses.id));
  const records = students.map((student): ManualAccessRecord => ({
    userId: { _id: student.userId, name: student.name, email: student.email },
    manualAccessCourses: grants
      .filter((grant) => grant.userId === student.userId)
      .map((grant) => ({
        _id: grant.courseId,
        title: grant.title,
        grantedAt: grant.grantedAt.toISOString(),
      })),
  }));
  return { records, pagination };
}

/**
 * `entitlements.user_id in (...)`: students whose name or email holds the text, or who were
 * granted a course whose title does, each side read from its trigram index.
 */
function matchingStudents(db: Executor, text: string): SQL {
  const pattern = containing(text.toLowerCase());
  const granted = alias(entitlements, 'granted');
  return inArray(
    entitlements.userId,
    db
      .select({ id: users.id })
      .from(users)
      .where(or(sql`lower(${users.name}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`))
      .union(
        db
          .select({ id: granted.userId })
          .from(granted)
          .innerJoin(courses, eq(courses.id, granted.courseId))
          .where(and(manualCourseGrant(granted), ilike(courses.title, pattern))),
      ),
  );
}
