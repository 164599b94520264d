import type { Bundle, bundleInputSchema } from '@academy/shared/bundles';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { bundleItems, bundles } from '../../db/schema/bundles';
import { InvalidError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPaise, toRupees } from '../../lib/money';
import { assetProduct } from '../assets/summaries';
import { recordAuditEvent } from '../audit/service';
import { productFacts } from '../catalogue/products';
import { courseProduct } from '../courses/summaries';
import { getAdminBundle } from './service';

/* An admin's bundles: made, changed and deleted, each in the audit log. */

export type BundleInputData = z.output<typeof bundleInputSchema>;

export const BUNDLE_RULES = {
  twoItems: 'A bundle needs at least two items: courses, digital assets or both.',
  unknownCourses: (ids: string[]) => `No course has the id ${ids.join(', ')}.`,
  unknownAssets: (ids: string[]) => `No digital asset has the id ${ids.join(', ')}.`,
  priceBelowItems: (listPaise: number) =>
    `price must be below what the items cost one by one (₹${toRupees(listPaise).toLocaleString('en-IN')}).`,
  unpublishedCourses: (titles: string[]) =>
    `A bundle on sale needs its courses on sale: publish ${titles.map((title) => `“${title}”`).join(', ')} first, or save the bundle unpublished.`,
} as const;

/**
 * Checks the items against today's catalogue: two or more, each one known, a price below the
 * sum of theirs (InvalidError naming `courseIds`, `assetIds` or `price`), and, for a bundle on
 * sale, every course published (naming `isPublished`).
 */
async function checkItems(tx: Executor, input: BundleInputData): Promise<void> {
  if (input.courseIds.length + input.assetIds.length < 2) {
    throw new InvalidError(BUNDLE_RULES.twoItems, input.courseIds.length > 0 ? 'assetIds' : 'courseIds');
  }
  const [courseRows, assetRows] = await Promise.all([
    productFacts(tx, courseProduct, input.courseIds),
    productFacts(tx, assetProduct, input.assetIds),
  ]);
  const missing = (ids: string[], rows: { id: string }[]) =>
    ids.filter((id) => !rows.some((row) => row.id === id));
  const missingCourses = missing(input.courseIds, courseRows);
  if (missingCourses.length > 0)
    throw new InvalidError(BUNDLE_RULES.unknownCourses(missingCourses), 'courseIds');
  const missingAssets = missing(input.assetIds, assetRows);
  if (missingAssets.length > 0) throw new InvalidError(BUNDLE_RULES.unknownAssets(missingAssets), 'assetIds');

  const listPaise = [...courseRows, ...assetRows].reduce((sum, row) => sum + row.pricePaise, 0);
  if (toPaise(input.price) >= listPaise)
    throw new InvalidError(BUNDLE_RULES.priceBelowItems(listPaise), 'price');
  const unpublished = courseRows.filter((row) => !row.visible);
  if (input.isPublished && unpublished.length > 0) {
    throw new InvalidError(
      BUNDLE_RULES.unpublishedCourses(unpublished.map((row) => row.title)),
      'isPublished',
    );
  }
}

async function writeItems(tx: Executor, bundleId: string, input: BundleInputData): Promise<void> {
  await tx.delete(bundleItems).where(eq(bundleItems.bundleId, bundleId));
  await tx.insert(bundleItems).values([
    ...input.courseIds.map((courseId, index) => ({ bundleId, position: index, courseId })),
    ...input.assetIds.map((assetId, index) => ({
      bundleId,
      position: input.courseIds.length + index,
      assetId,
    })),
  ]);
}

const columnsOf = (input: BundleInputData) => ({
  title: input.title,
  description: input.description,
  image: input.image,
  pricePaise: toPaise(input.price),
  isPublished: input.isPublished,
});

/** Makes a bundle (POST /admin/bundles). */
export async function createBundle(
  db: Database,
  input: BundleInputData,
  actor: { id: string },
): Promise<Bundle> {
  return db.transaction((tx) => createBundleIn(tx, input, actor));
}

/** createBundle in the caller's transaction (the demo seed's). */
export async function createBundleIn(
  tx: Executor,
  input: BundleInputData,
  actor: { id: string },
): Promise<Bundle> {
  await checkItems(tx, input);
  const [created] = await tx.insert(bundles).values(columnsOf(input)).returning({ id: bundles.id });
  if (!created) throw new Error('The bundle was not written');
  await writeItems(tx, created.id, input);
  await recordAuditEvent(tx, {
    actorId: actor.id,
    action: 'bundle.create',
    target: { type: 'bundle', id: created.id },
    details: { title: input.title, price: input.price },
  });
  return getAdminBundle(tx, created.id);
}

/**
 * Changes a bundle (PUT /admin/bundles/:id): what it holds and costs from now on. Orders keep
 * what they sold, so its earlier buyers keep their items and their invoices.
 */
export async function updateBundle(
  db: Database,
  id: string,
  input: BundleInputData,
  actor: { id: string },
): Promise<Bundle> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pricePaise: bundles.pricePaise })
      .from(bundles)
      .where(eq(bundles.id, id))
      .for('update');
    if (!before) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);
    await checkItems(tx, input);
    await tx
      .update(bundles)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(bundles.id, id));
    await writeItems(tx, id, input);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'bundle.update',
      target: { type: 'bundle', id },
      details: { title: input.title, oldPrice: toRupees(before.pricePaise), newPrice: input.price },
    });
    return getAdminBundle(tx, id);
  });
}

/** Deletes a bundle (DELETE /admin/bundles/:id); its buyers keep what it gave them. */
export async function deleteBundle(db: Database, id: string, actor: { id: string }): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(bundles).where(eq(bundles.id, id)).returning({ title: bundles.title });
    if (!deleted) throw new NotFoundError(SERVER_MESSAGES.bundleNotFound);
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'bundle.delete',
      target: { type: 'bundle', id },
      details: { title: deleted.title },
    });
  });
}
