import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { assetImages, digitalAssets } from '../../db/schema/assets';
import { mentionsAnyMedia } from '../../lib/sql';

/* Which assets use a stored file, for the rule of deleting one (workflows/media-removal). */

type NamedAsset = { id: string; name: string };

/** Assets whose download file, or one of whose preview images, is one of these files, by name. */
export async function assetsUsingMedia(
  tx: Executor,
  mediaIds: readonly string[],
): Promise<{ downloads: NamedAsset[]; previews: NamedAsset[] }> {
  const downloads = await tx
    .select({ id: digitalAssets.id, name: digitalAssets.name })
    .from(digitalAssets)
    .where(mentionsAnyMedia(digitalAssets.downloadUrl, mediaIds))
    .orderBy(digitalAssets.name);
  const previews = await tx
    .selectDistinct({ id: digitalAssets.id, name: digitalAssets.name })
    .from(assetImages)
    .innerJoin(digitalAssets, eq(digitalAssets.id, assetImages.assetId))
    .where(mentionsAnyMedia(assetImages.url, mediaIds))
    .orderBy(digitalAssets.name);
  return { downloads, previews };
}
