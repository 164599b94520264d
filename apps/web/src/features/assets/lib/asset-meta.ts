import { ACADEMY } from '@academy/shared/academy';
import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import { inrOffer, type JsonLd, type PageMeta, productPageMeta, summarise } from '@/lib/page-meta';

/**
 * An asset page's head: its share card, a schema.org Product with an Offer in rupees, and its
 * `rating` (the reviews' aggregateRating and first reviews, once it has any).
 */
export function assetMeta(asset: AssetSummary, t: Translate, rating: JsonLd = {}): PageMeta {
  const description = summarise(
    asset.subTitle ||
      asset.description ||
      t('asset.shareDescription', { name: asset.name, academy: ACADEMY.name }),
  );
  return productPageMeta({
    kind: 'asset',
    id: asset._id,
    title: asset.name,
    description,
    imageAlt: t('asset.shareAlt', { name: asset.name, academy: ACADEMY.name }),
    path: paths.assetDetails(asset._id),
    list: { name: t('assets.title'), path: paths.digitalAssets },
    schema: (absolute, url) => ({
      '@type': 'Product',
      name: asset.name,
      description: summarise(asset.description || description, 500),
      url,
      image: asset.image.map(absolute),
      ...(asset.category ? { category: asset.category } : {}),
      brand: { '@type': 'Brand', name: ACADEMY.name },
      offers: inrOffer(asset.price, url),
      ...rating,
    }),
  });
}
