import { SERVER_MESSAGES } from '@academy/shared/messages';
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { entitlements } from '../../db/schema/access';
import { NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { qualified as q } from '../../lib/sql';

/*
 * Who may open what. The access module is the only code that reads or writes the entitlements
 * table (a purchase or a manual grant of one course or asset to one account); other modules ask
 * it, or embed the SQL fragments below in their own statements so a page stays one statement.
 */

/** A product an entitlement is of: a course or an asset, each in its own column. */
type ProductKind = 'course' | 'asset';
const productColumn = (kind: ProductKind) =>
  kind === 'course' ? entitlements.courseId : entitlements.assetId;

async function owns(db: Executor, kind: ProductKind, userId: string, productId: string): Promise<boolean> {
  if (!isUuid(userId) || !isUuid(productId)) return false;
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(and(eq(entitlements.userId, userId), eq(productColumn(kind), productId)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user may open the course (bought it or was granted it). Malformed ids own nothing. */
export const ownsCourse = (db: Executor, userId: string, courseId: string) =>
  owns(db, 'course', userId, courseId);

/** Whether the user may download the asset (bought it or was granted it). Malformed ids own nothing. */
export const ownsAsset = (db: Executor, userId: string, assetId: string) =>
  owns(db, 'asset', userId, assetId);

/** SPEC §7 purchase check: answers when owned, NotFoundError 'Course not purchased' otherwise. */
export async function assertCoursePurchased(db: Executor, userId: string, courseId: string): Promise<void> {
  if (!(await ownsCourse(db, userId, courseId))) throw new NotFoundError(SERVER_MESSAGES.courseNotPurchased);
}

/** SPEC §7 purchase check: answers when owned, NotFoundError 'Asset not purchased' otherwise. */
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

async function hasHolders(db: Executor, kind: ProductKind, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: entitlements.id })
    .from(entitlements)
    .where(eq(productColumn(kind), productId))
    .limit(1);
  return row !== undefined;
}

/** Whether anyone holds the course: a course with students cannot be deleted. */
export const courseHasHolders = (db: Executor, courseId: string) => hasHolders(db, 'course', courseId);

/** Whether anyone holds the asset: an asset with owners cannot be deleted. */
export const assetHasHolders = (db: Executor, assetId: string) => hasHolders(db, 'asset', assetId);

/* SQL fragments for other modules' statements (correlated subqueries on indexes). */

const holderCount = (kind: ProductKind, productId: AnyPgColumn): SQL<number> =>
  sql<number>`(
    select count(*) from ${entitlements} where ${q(productColumn(kind))} = ${q(productId)}
  )`.mapWith(Number);

const holds = (kind: ProductKind, productId: AnyPgColumn, userId: SQLWrapper | string): SQL<boolean> =>
  sql<boolean>`exists (
    select 1 from ${entitlements}
    where ${q(productColumn(kind))} = ${q(productId)} and ${q(entitlements.userId)} = ${userId}
  )`;

/** How many accounts hold the course whose id is `courseId` (a column of the outer statement). */
export const courseHolderCount = (courseId: AnyPgColumn) => holderCount('course', courseId);

/** How many accounts hold the asset whose id is `assetId` (a column of the outer statement). */
export const assetHolderCount = (assetId: AnyPgColumn) => holderCount('asset', assetId);

/** Whether `userId` (a parameter or placeholder) holds the course of the outer statement. */
export const holdsCourse = (courseId: AnyPgColumn, userId: SQLWrapper | string) =>
  holds('course', courseId, userId);

/** Whether `userId` holds the asset of the outer statement. */
export const holdsAsset = (assetId: AnyPgColumn, userId: SQLWrapper | string) =>
  holds('asset', assetId, userId);
