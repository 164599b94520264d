import { ACADEMY } from '@academy/shared/academy';
import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { paths } from '@/config/paths';
import { breadcrumbs, type PageMeta, shareCardPath, summarise } from '@/lib/page-meta';

/** An asset page's head: its share card, a schema.org Product with an Offer in rupees. */
export function assetMeta(asset: AssetSummary): PageMeta {
  const description = summarise(asset.subTitle || asset.description || `${asset.name} from ${ACADEMY.name}.`);
  return {
    title: asset.name,
    description,
    image: shareCardPath('asset', asset._id),
    imageAlt: `${asset.name}: a design asset from ${ACADEMY.name}`,
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
      },
      breadcrumbs(absolute, [
        { name: 'Digital Assets', path: paths.digitalAssets },
        { name: asset.name, path: paths.assetDetails(asset._id) },
      ]),
    ],
  };
}
