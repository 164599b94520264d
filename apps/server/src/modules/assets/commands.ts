import type {
  AssetSummary,
  assetInputSchema,
  assetUpdateInputSchema,
} from '@academy/shared/catalogue-assets';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { assetImages, digitalAssets } from '../../db/schema/assets';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { toPaise, toRupees } from '../../lib/money';
import { assetHasHolders } from '../access/ownership';
import { recordAuditEvent } from '../audit/service';
import type { ProductDeletionHook } from '../catalogue/kind';
import { readAssetSummary } from './service';

export type AssetInputData = z.output<typeof assetInputSchema>;
export type AssetUpdateData = z.output<typeof assetUpdateInputSchema>;

function detailColumns(input: AssetInputData | AssetUpdateData) {
  return {
    name: input.name,
    pricePaise: toPaise(input.price),
    fakePricePaise: toPaise(input.fakePrice),
    subTitle: input.subTitle,
    keyPoints: input.keyPoints,
    description: input.description,
    type: input.type,
    fileSize: input.fileSize,
    format: input.format,
    dimensions: input.dimensions,
    resolution: input.resolution,
    license: input.license,
    category: input.category,
  };
}

async function insertImages(tx: Executor, assetId: string, urls: string[]): Promise<void> {
  if (urls.length === 0) return;
  await tx.insert(assetImages).values(urls.map((url, position) => ({ assetId, position, url })));
}

/**
 * Creates an asset and its preview images (positions in list order) in one transaction. The
 * caller becomes its instructor unless `instructorName` names someone else.
 */
export async function createAsset(
  db: Database,
  input: AssetInputData,
  { author, date }: { author: { id: string; name: string }; date?: Date },
): Promise<AssetSummary> {
  return db.transaction(async (tx) => {
    const [asset] = await tx
      .insert(digitalAssets)
      .values({
        ...detailColumns(input),
        ...(date ? { date } : {}),
        downloadUrl: input.downloadUrl,
        instructorId: author.id,
        instructorName: input.instructorName?.trim() || author.name,
      })
      .returning({ id: digitalAssets.id });
    if (!asset) throw new Error('Inserting a digital asset returned no row');
    await insertImages(tx, asset.id, input.image);
    return readAssetSummary(tx, asset.id);
  });
}

/**
 * Replaces an asset's fields and its preview images in one transaction. A `downloadUrl` left
 * out keeps the stored file; an empty one clears it. A new price goes in the audit log.
 */
export async function updateAsset(
  db: Database,
  id: string,
  input: AssetUpdateData,
  actor: { id: string },
): Promise<AssetSummary> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ pricePaise: digitalAssets.pricePaise })
      .from(digitalAssets)
      .where(eq(digitalAssets.id, id))
      .for('update');
    if (!before) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
    const instructorName = input.instructorName?.trim();
    const [asset] = await tx
      .update(digitalAssets)
      .set({
        ...detailColumns(input),
        ...(input.downloadUrl === undefined ? {} : { downloadUrl: input.downloadUrl }),
        ...(instructorName ? { instructorName } : {}),
        updatedAt: new Date(),
      })
      .where(eq(digitalAssets.id, id))
      .returning({ id: digitalAssets.id, pricePaise: digitalAssets.pricePaise });
    if (!asset) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
    if (asset.pricePaise !== before.pricePaise) {
      const details = { oldPrice: toRupees(before.pricePaise), newPrice: toRupees(asset.pricePaise) };
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: 'asset.price',
        target: { type: 'asset', id },
        details,
      });
    }
    await tx.delete(assetImages).where(eq(assetImages.assetId, id));
    await insertImages(tx, id, input.image);
    return readAssetSummary(tx, id);
  });
}

/**
 * Deletes an asset nobody owns. Ownership is a real purchase (or grant), so an asset with any
 * is refused (ConflictError). The asset row is locked first, so a purchase committing meanwhile is
 * seen rather than silently cascaded away.
 */
export async function deleteAsset(
  db: Database,
  id: string,
  actor: { id: string },
  whenDeleting: ProductDeletionHook,
): Promise<void> {
  if (!isUuid(id)) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
  await db.transaction(async (tx) => {
    const [asset] = await tx
      .select({ id: digitalAssets.id, name: digitalAssets.name })
      .from(digitalAssets)
      .where(eq(digitalAssets.id, id))
      .for('update');
    if (!asset) throw new NotFoundError(SERVER_MESSAGES.assetNotFound);
    if (await assetHasHolders(tx, id)) throw new ConflictError(SERVER_MESSAGES.assetHasOwners);
    await whenDeleting(tx, id);
    await tx.delete(digitalAssets).where(eq(digitalAssets.id, id));
    await recordAuditEvent(tx, {
      actorId: actor.id,
      action: 'asset.delete',
      target: { type: 'asset', id },
      details: { name: asset.name },
    });
  });
}
