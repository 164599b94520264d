import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { entitlements } from '../../db/schema/index';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { qualified as q } from '../../lib/sql';

/*
 * Who may open what. The access module is the only code that reads or writes the entitlements
 * table (a purchase or a manual grant of one course or asset to one account); other modules ask
 * it, or embed the SQL fragments below in their own statements so a page stays one statement.
 */

/** Whether the user may open the course (bought it or was granted it). Malformed ids own nothing. */
export async function ownsCourse(db: Executor, userId: string, courseId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(courseId)) return false;
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user may download the asset (bought it or was granted it). Malformed ids own nothing. */
export async function ownsAsset(db: Executor, userId: string, assetId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(assetId)) return false;
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(entitlements.assetId, assetId)))
    .limit(1);
  return row !== undefined;
}

/** SPEC §7 purchase check: answers when owned, 404 'Course not purchased' otherwise. */
export async function assertCoursePurchased(db: Executor, userId: string, courseId: string): Promise<void> {
  if (!(await ownsCourse(db, userId, courseId))) throw new NotFoundError(SERVER_MESSAGES.courseNotPurchased);
}

/** SPEC §7 purchase check: answers when owned, 404 'Asset not purchased' otherwise. */
export async function assertAssetPurchased(db: Executor, userId: string, assetId: string): Promise<void> {
  if (!(await ownsAsset(db, userId, assetId))) throw new NotFoundError(SERVER_MESSAGES.assetNotPurchased);
}

/** Of these courses and assets, the ones the user already holds, with how each was given. */
export async function heldAmong(
  db: Executor,
  userId: string,
  { courseIds, assetIds }: { courseIds: readonly string[]; assetIds: readonly string[] },
): Promise<{ productId: string; source: 'purchase' | 'manual' }[]> {
  if (courseIds.length === 0 && assetIds.length === 0) return [];
  const rows = await db
    .select({ courseId: entitlements.courseId, assetId: entitlements.assetId, source: entitlements.source })
    .from(entitlements)
    .where(
      and(
        eq(entitlements.userId, userId),
        or(
          courseIds.length > 0 ? inArray(entitlements.courseId, [...courseIds]) : sql`false`,
          assetIds.length > 0 ? inArray(entitlements.assetId, [...assetIds]) : sql`false`,
        ),
      ),
    );
  return rows.flatMap((row) => {
    const productId = row.courseId ?? row.assetId;
    return productId ? [{ productId, source: row.source }] : [];
  });
}

/** Whether anyone holds the course: a course with students cannot be deleted. */
export async function courseHasHolders(db: Executor, courseId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(eq(entitlements.courseId, courseId))
    .limit(1);
  return row !== undefined;
}

/** Whether anyone holds the asset: an asset with owners cannot be deleted. */
export async function assetHasHolders(db: Executor, assetId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(eq(entitlements.assetId, assetId))
    .limit(1);
  return row !== undefined;
}

/* SQL fragments for other modules' statements (correlated subqueries on indexes). */

/** How many accounts hold the course whose id is `courseId` (a column of the outer statement). */
export const courseHolderCount = (courseId: AnyPgColumn): SQL<number> =>
  sql<number>`(
    select count(*) from ${entitlements} where ${q(entitlements.courseId)} = ${q(courseId)}
  )`.mapWith(Number);

/** How many accounts hold the asset whose id is `assetId` (a column of the outer statement). */
export const assetHolderCount = (assetId: AnyPgColumn): SQL<number> =>
  sql<number>`(
    select count(*) from ${entitlements} where ${q(entitlements.assetId)} = ${q(assetId)}
  )`.mapWith(Number);

/** Whether `userId` (a parameter or placeholder) holds the course of the outer statement. */
export const holdsCourse = (
  courseId: AnyPgColumn,
  userId: SQLWrapper | string,
): SQL<boolean> => sql<boolean>`exists (
  select 1 from ${entitlements}
  where ${q(entitlements.courseId)} = ${q(courseId)} and ${q(entitlements.userId)} = ${userId}
)`;

/** Whether `userId` holds the asset of the outer statement. */
export const holdsAsset = (
  assetId: AnyPgColumn,
  userId: SQLWrapper | string,
): SQL<boolean> => sql<boolean>`exists (
  select 1 from ${entitlements}
  where ${q(entitlements.assetId)} = ${q(assetId)} and ${q(entitlements.userId)} = ${userId}
)`;
