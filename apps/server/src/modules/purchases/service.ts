import { PERSONAL_PAGE_SIZE, type Pagination, paginationOf } from '@academy/shared/paging';
import type { PurchasedAsset, PurchasedCourse } from '@academy/shared/purchases';
import { and, count, desc, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entitlements } from '../../db/schema/access';
import { digitalAssets } from '../../db/schema/assets';
import { courseCompletions } from '../../db/schema/certificates';
import { courses, lectures } from '../../db/schema/courses';
import { orderItems } from '../../db/schema/orders';
import { lectureProgress } from '../../db/schema/progress';
import { isUuid } from '../../lib/ids';
import { toRupees } from '../../lib/money';
import { qualified } from '../../lib/sql';
import { assetImageUrls } from '../assets/summaries';

const q = qualified;

/*
 * Purchase lists: one statement each; prices, counts, progress, certificates and images are
 * correlated subqueries on indexes.
 */

/**
 * What the entitlement's order line cost, in paise: 0 for a manual grant, and 0 for a purchase
 * whose order is gone (orders are kept, so that is only a grant recorded by hand).
 */
const paidPaise = (product: typeof orderItems.courseId | typeof orderItems.assetId, owned: SQL) =>
  sql<number>`case when ${q(entitlements.source)} = 'manual' then 0 else coalesce((
    select ${q(orderItems.pricePaise)} from ${orderItems}
    where ${q(orderItems.orderId)} = ${q(entitlements.orderId)} and ${q(product)} = ${owned}
    order by ${q(orderItems.id)}
    limit 1
  ), 0) end`.mapWith(Number);

const newestFirst = [desc(entitlements.createdAt), desc(entitlements.id)];

/** Which page of a student's list, and how long: PERSONAL_PAGE_SIZE unless asked. */
export type PersonalPageOptions = { page?: number | undefined; limit?: number | undefined };

/** A page of a student's purchases, and how many there are in all. */
type PurchasePage<Item> = { items: Item[]; pagination: Pagination };

const pageOf = (options: PersonalPageOptions) => {
  const page = options.page ?? 1;
  const limit = options.limit ?? PERSONAL_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
};

/** Every course the user may open, newest entitlement first, with what it cost; a page at a time. */
export async function listPurchasedCourses(
  db: Executor,
  userId: string,
  options: PersonalPageOptions = {},
): Promise<PurchasePage<PurchasedCourse>> {
  const { page, limit, offset } = pageOf(options);
  if (!isUuid(userId)) return { items: [], pagination: paginationOf(page, limit, 0) };
  const owned = and(eq(entitlements.userId, userId), isNotNull(entitlements.courseId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        image: courses.image,
        category: courses.category,
        instructorName: courses.instructorName,
        lectures: sql<number>`(
          select count(*) from ${lectures} where ${q(lectures.courseId)} = ${q(courses.id)}
        )`.mapWith(Number),
        viewedLectures: sql<number>`(
          select count(*) from ${lectureProgress}
          where ${q(lectureProgress.userId)} = ${q(entitlements.userId)}
            and ${q(lectureProgress.courseId)} = ${q(courses.id)}
            and ${q(lectureProgress.viewed)}
        )`.mapWith(Number),
        certificateNumber: sql<string | null>`(
          select ${q(courseCompletions.certificateNumber)} from ${courseCompletions}
          where ${q(courseCompletions.userId)} = ${q(entitlements.userId)}
            and ${q(courseCompletions.courseId)} = ${q(courses.id)}
        )`,
        pricePaise: paidPaise(orderItems.courseId, q(entitlements.courseId)),
        purchasedAt: entitlements.createdAt,
        source: entitlements.source,
      })
      .from(entitlements)
      .innerJoin(courses, eq(courses.id, entitlements.courseId))
      .where(owned)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(entitlements).where(owned),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    title: row.title,
    image: row.image,
    category: row.category,
    instructorName: row.instructorName,
    lectures: row.lectures,
    // Lecture rows go with their lecture, so a count above the course's is only a race with an edit.
    viewedLectures: Math.min(row.viewedLectures, row.lectures),
    certificateNumber: row.certificateNumber,
    price: toRupees(row.pricePaise),
    purchasedAt: row.purchasedAt.toISOString(),
    source: row.source,
  }));
  return { items, pagination: paginationOf(page, limit, counted?.total ?? 0) };
}

/** Every asset the user may download, newest entitlement first, with what it cost; a page at a time. */
export async function listPurchasedAssets(
  db: Executor,
  userId: string,
  options: PersonalPageOptions = {},
): Promise<PurchasePage<PurchasedAsset>> {
  const { page, limit, offset } = pageOf(options);
  if (!isUuid(userId)) return { items: [], pagination: paginationOf(page, limit, 0) };
  const owned = and(eq(entitlements.userId, userId), isNotNull(entitlements.assetId));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: digitalAssets.id,
        name: digitalAssets.name,
        image: assetImageUrls,
        type: digitalAssets.type,
        category: digitalAssets.category,
        pricePaise: paidPaise(orderItems.assetId, q(entitlements.assetId)),
        purchasedAt: entitlements.createdAt,
        source: entitlements.source,
      })
      .from(entitlements)
      .innerJoin(digitalAssets, eq(digitalAssets.id, entitlements.assetId))
      .where(owned)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(entitlements).where(owned),
  ]);
  const items = rows.map((row) => ({
    _id: row.id,
    name: row.name,
    image: row.image,
    type: row.type,
    category: row.category,
    price: toRupees(row.pricePaise),
    purchasedAt: row.purchasedAt.toISOString(),
    source: row.source,
  }));
  return { items, pagination: paginationOf(page, limit, counted?.total ?? 0) };
}
