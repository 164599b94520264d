import { ACADEMY } from '@academy/shared/academy';
import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import { breadcrumbs, type JsonLd, type PageMeta, shareCardPath, summarise } from '@/lib/page-meta';

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
  return {
    title: asset.name,
    description,
    image: shareCardPath('asset', asset._id),
    imageAlt: t('asset.shareAlt', { name: asset.name, academy: ACADEMY.name }),
    type: 'product',
    jsonLd: (absolute) => [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: asset.name,
        description: summarise(asset.description || description, 500),
        url: absolute(paths.assetDetails(asset._id)),
        image: asset.image.map(absolute),
        ...(asset.category ? { category: asset.category } : {}),
        brand: { '@type': 'Brand', name: ACADEMY.name },
        offers: {
          '@type': 'Offer',
          price: asset.price,
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url: absolute(paths.assetDetails(asset._id)),
        },
        ...rating,
      },
      breadcrumbs(absolute, [
        { name: t('assets.title'), path: paths.digitalAssets },
        { name: asset.name, path: paths.assetDetails(asset._id) },
      ]),
    ],
  };
}
