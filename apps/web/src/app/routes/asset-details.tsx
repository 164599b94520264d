import { ACADEMY } from '@academy/shared/academy';
import { MESSAGES } from '@academy/shared/messages';
import { Check, ShoppingBag } from 'lucide-react';
import { useParams } from 'react-router';
import { AssetGrid } from '@/components/catalogue/catalogue-grids';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { Price } from '@/components/catalogue/price';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAsset } from '@/features/assets/api/get-asset';
import { useAssetRecommendations } from '@/features/assets/api/get-asset-recommendations';
import { AssetGallery } from '@/features/assets/components/asset-gallery';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { notify } from '@/lib/toast';

export function AssetDetailsRoute() {
  const { id = '' } = useParams();
  const asset = useAsset(id);
  const recommendations = useAssetRecommendations(asset.data?.category, id);
  const { authenticate } = useAuth();
  const redirectToSignIn = useRedirectToSignIn();

  const data = asset.data;
  useDocumentMeta({
    title: data?.name ?? 'Digital asset',
    description: data ? (data.subTitle || data.description).slice(0, 160) : 'A digital asset from Kalakriti.',
    image: data?.image[0],
    type: 'product',
    jsonLd: data && {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: data.name,
      description: (data.description || data.subTitle).slice(0, 500),
      image: data.image.map((image) => new URL(image, window.location.origin).toString()),
      category: data.category || undefined,
      brand: { '@type': 'Brand', name: ACADEMY.name },
      offers: {
        '@type': 'Offer',
        price: data.price,
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    },
  });

  if (asset.isPending) return <PageSpinner label="Loading asset" />;
  if (asset.isError || !data) return <DetailUnavailable error={asset.error} backTo={paths.digitalAssets} />;

  const keyPoints = data.keyPoints
    .split(',')
    .map((point) => point.trim())
    .filter(Boolean);
  const details = [
    { label: 'License', value: data.license },
    { label: 'Type', value: data.type },
    { label: 'Format', value: data.format },
    { label: 'File size', value: data.fileSize && `${data.fileSize} MB` },
    { label: 'Dimensions', value: data.dimensions },
    { label: 'Category', value: data.category },
  ].filter((detail) => detail.value);

  return (
    <div className="container-page pt-8 pb-20 md:pt-12">
      <div className="grid gap-10 lg:grid-cols-2">
        <AssetGallery images={data.image} name={data.name} />
        <div className="min-w-0">
          {data.category && (
            <p className="text-xs font-semibold tracking-[0.2em] text-plum uppercase">{data.category}</p>
          )}
          <h1 className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">{data.name}</h1>
          {data.subTitle && <p className="mt-3 text-lg text-ink-soft">{data.subTitle}</p>}
          <div className="mt-5">
            <Price price={data.price} fakePrice={data.fakePrice} size="lg" />
          </div>
          {keyPoints.length > 0 && (
            <ul className="mt-6 space-y-2.5" aria-label="Key points">
              {keyPoints.map((point) => (
                <li key={point} className="flex gap-3">
                  <Check className="mt-0.5 shrink-0 text-success" size={18} aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-8 flex flex-wrap gap-3">
            {authenticate ? (
              <>
                <button
                  type="button"
                  className="btn-outline py-3"
                  disabled
                  title="The cart opens with payments"
                >
                  <ShoppingBag size={18} aria-hidden />
                  Add To Cart
                </button>
                <button
                  type="button"
                  className="btn-accent py-3"
                  disabled
                  title="Online checkout opens with payments"
                >
                  Buy Now
                </button>
              </>
            ) : (
              <>
                <button
                  type="button"
                  className="btn-outline py-3"
                  onClick={() => notify.error(MESSAGES.loginFirst)}
                >
                  <ShoppingBag size={18} aria-hidden />
                  Add To Cart
                </button>
                <button type="button" className="btn-accent py-3" onClick={redirectToSignIn}>
                  Buy Now
                </button>
              </>
            )}
          </div>
        </div>
      </div>

      <section aria-labelledby="more-heading" className="mt-14 max-w-3xl">
        <h2 id="more-heading" className="text-2xl font-semibold">
          More About Product
        </h2>
        {details.length > 0 && (
          <dl className="mt-5 grid grid-cols-1 gap-px overflow-hidden rounded-[var(--radius-card)] border border-line bg-line sm:grid-cols-2">
            {details.map((detail) => (
              <div key={detail.label} className="bg-white px-5 py-4">
                <dt className="text-xs text-ink-muted">{detail.label}</dt>
                <dd className="mt-0.5 font-medium">{detail.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {data.description && (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-ink-muted">Description</h3>
            <p className="mt-2 leading-7 whitespace-pre-line text-ink-soft">{data.description}</p>
          </div>
        )}
      </section>

      {recommendations.data && recommendations.data.length > 0 && (
        <section aria-labelledby="recommended-heading" className="mt-16">
          <h2 id="recommended-heading" className="text-2xl font-semibold">
            You May Also Like
          </h2>
          <AssetGrid assets={recommendations.data} />
        </section>
      )}
    </div>
  );
}
