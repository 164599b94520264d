import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { digitalAssets } from '../../db/schema/assets';
import { isUuid } from '../../lib/ids';

/* What other modules ask of one asset: its name and its download file. */

export type AssetFile = { id: string; name: string; downloadUrl: string };

/** The asset with this id, or nothing. */
export async function findAssetFile(db: Executor, id: string): Promise<AssetFile | undefined> {
  if (!isUuid(id)) return undefined;
  const [asset] = await db
    .select({ id: digitalAssets.id, name: digitalAssets.name, downloadUrl: digitalAssets.downloadUrl })
    .from(digitalAssets)
    .where(eq(digitalAssets.id, id))
    .limit(1);
  return asset;
}
