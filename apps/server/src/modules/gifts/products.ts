import type { GiftProduct } from '@academy/shared/gifts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { digitalAssets } from '../../db/schema/assets';
import { courses } from '../../db/schema/courses';
import { orderItems } from '../../db/schema/orders';
import { assetImageUrls } from '../assets/summaries';

/*
 * What a gift gives, as its email and claim page show it: each course and asset of the order
 * with its image, read with the order's lines in one statement (a read model of the orders,
 * courses and assets tables). A bundle shows as the items it gave; a product deleted since is
 * left out, as it can no longer be opened.
 */

export async function giftProducts(db: Executor, orderId: string): Promise<GiftProduct[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      courseTitle: courses.title,
      courseImage: courses.image,
      assetId: digitalAssets.id,
      assetName: digitalAssets.name,
      assetImages: assetImageUrls,
    })
    .from(orderItems)
    .leftJoin(courses, eq(courses.id, orderItems.courseId))
    .leftJoin(digitalAssets, eq(digitalAssets.id, orderItems.assetId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.itemType), asc(orderItems.title));
  return rows.flatMap((row): GiftProduct[] => {
    if (row.courseId)
      return [
        { type: 'course', id: row.courseId, title: row.courseTitle ?? '', image: row.courseImage ?? '' },
      ];
    if (row.assetId)
      return [
        { type: 'asset', id: row.assetId, title: row.assetName ?? '', image: row.assetImages?.[0] ?? '' },
      ];
    return [];
  });
}
