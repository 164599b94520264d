import { ACADEMY } from '@academy/shared/academy';
import type { Bundle } from '@academy/shared/bundles';
import { paths } from '@/config/paths';
import type { Translate } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { inrOffer, type PageMeta, productPageMeta, summarise } from '@/lib/page-meta';
import { savingOf } from './saving';

/**
 * A bundle page's head: its share card, a schema.org Product with an Offer in rupees, its items as the products
 * it is made of, and the saving in its description.
 */
export function bundleMeta(bundle: Bundle, t: Translate): PageMeta {
  const { rupees, percent } = savingOf(bundle);
  const description = summarise(
    bundle.description ||
      t('bundle.metaDescription', {
        count: bundle.items.length,
        amount: formatRupees(rupees),
        percent,
      }),
  );
  const itemPath = (item: Bundle['items'][number]) =>
    item.type === 'course' ? paths.courseDetails(item.id) : paths.assetDetails(item.id);
  return productPageMeta({
    kind: 'bundle',
    id: bundle.id,
    title: bundle.title,
    description,
    imageAlt: t('bundle.shareAlt', { title: bundle.title, academy: ACADEMY.name }),
    path: paths.bundleDetails(bundle.id),
    list: { name: t('bundles.title'), path: paths.bundles },
    schema: (absolute, url) => ({
      '@type': 'Product',
      name: bundle.title,
      description,
      url,
      ...(bundle.image ? { image: absolute(bundle.image) } : {}),
      brand: { '@type': 'Brand', name: ACADEMY.name },
      isRelatedTo: bundle.items.map((item) => ({
        '@type': item.type === 'course' ? 'Course' : 'Product',
        name: item.title,
        url: absolute(itemPath(item)),
      })),
      offers: inrOffer(bundle.price, url),
    }),
  });
}
