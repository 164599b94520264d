import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { Check, CircleCheck, Download, LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { AssetGrid } from '@/components/catalogue/catalogue-grids';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { StickyBuyBar } from '@/components/catalogue/sticky-buy-bar';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useAsset } from '@/features/assets/api/get-asset';
import { useAssetRecommendations } from '@/features/assets/api/get-asset-recommendations';
import { assetMeta } from '@/features/assets/lib/asset-meta';
import { AssetGallery } from '@/features/assets/components/asset-gallery';
import { KitOffer } from '@/features/bundles/components/kit-offer';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishButton } from '@/features/wishlist/components/wish-button';
import { GiveAsGift } from '@/features/gifts/components/give-as-gift';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import type { AppliedCoupon } from '@/features/coupons/api/apply-coupon';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import { RefundTerms } from '@/components/legal/refund-terms';
import { CouponPrice } from '@/features/coupons/components/coupon-price';
import { useDownloadAsset } from '@/features/purchases/api/download-asset';
import { useAssetPurchase } from '@/features/purchases/api/get-asset-purchase';
import { useFirstReviews } from '@/features/reviews/api/reviews';
import { RatingLink, ReviewsSection } from '@/features/reviews/components/reviews-section';
import { reviewsJsonLd } from '@/features/reviews/lib/reviews-json-ld';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { useHeldTap } from '@/lib/use-held-tap';

/**
 * SPEC §2, §4 Asset detail: price, Add To Cart, Buy Now, and Download in place of Buy Now once
 * the asset is bought or a coupon makes it free; a coupon applies once per page view. Keyed by
 * the asset, so another asset starts with no coupon.
 */
function AssetPurchasePanel({ asset, children }: { asset: AssetSummary; children?: ReactNode }) {
  const { authenticate, user } = useAuth();
  const purchase = useAssetPurchase(asset._id, authenticate ? user?._id : undefined);
  const { checkout, pending, dialog, gstInvoice, problem } = useCheckout();
  const { downloadAsync, isPending: downloading } = useDownloadAsset();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [buyBlock, setBuyBlock] = useState<HTMLDivElement | null>(null);
  const t = useT();

  const purchased = purchase.data === true;
  const price = coupon ? coupon.finalAmount : asset.price;
  const showDownload = purchased || price === 0;
  const checking = purchase.isLoading;

  const buy = () => void checkout({ kind: 'asset', asset, couponCode: coupon?.code });

  // Not yet owned but free: the order is fulfilled at once (status 'paid'), then the file comes.
  const download = async () => {
    if (!purchased) {
      const outcome = await checkout(
        { kind: 'asset', asset, couponCode: coupon?.code },
        { showOrder: false },
      );
      if (outcome !== 'paid') return;
    }
    await downloadAsync(asset._id);
  };

  // Tapped while ownership loads: acted on once the page knows, unless the asset is theirs (its
  // Download then takes Buy Now's place).
  const onPrimary = useHeldTap(checking, () => {
    if (purchased) return;
    if (showDownload) void download();
    else buy();
  });

  // The page's primary action, in the panel and in the phone's sticky bar.
  const primary = showDownload ? (
    <button
      type="button"
      className="btn-accent py-3"
      onClick={onPrimary}
      disabled={pending || downloading}
      aria-busy={pending || downloading}
    >
      {pending || downloading ? (
        <LoaderCircle size={18} className="animate-spin" aria-hidden />
      ) : (
        <Download size={18} aria-hidden />
      )}
      {t('asset.download')}
    </button>
  ) : (
    <button
      type="button"
      className="btn-accent py-3"
      onClick={onPrimary}
      disabled={pending}
      aria-busy={pending}
    >
      {pending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
      {t('buy.now')}
    </button>
  );

  return (
    <>
      <div className="mt-5" data-testid="asset-price">
        <CouponPrice price={asset.price} fakePrice={asset.fakePrice} coupon={coupon} size="lg" />
      </div>
      {purchased && (
        <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-success/10 px-3 py-1 text-sm font-semibold text-success">
          <CircleCheck size={16} aria-hidden />
          {t('asset.owned')}
        </p>
      )}
      {children}
      {/* The price sits above: once these actions scroll away, so has it. */}
      <div ref={setBuyBlock} className="mt-8 flex flex-wrap gap-3">
        {!purchased && (
          <AddToCartButton
            item={{ kind: 'asset', id: asset._id }}
            className="btn-outline py-3"
            waiting={checking}
            iconSize={18}
          />
        )}
        {primary}
        {!purchased && (
          <WishButton
            item={{ kind: 'asset', id: asset._id }}
            title={asset.name}
            variant="page"
            className="py-3"
          />
        )}
      </div>
      {asset.price > 0 && (
        <GiveAsGift
          title={asset.name}
          price={asset.price}
          className="mt-4 text-accent-strong underline-offset-4 hover:underline"
          onGive={async (gift) => (await checkout({ kind: 'asset', asset, gift })) !== 'failed'}
        />
      )}
      {!purchased && asset.price > 0 && <RefundTerms className="mt-3" />}
      {problem}
      {!purchased && asset.price > 0 && (
        <div className="mt-6 max-w-md">
          <CouponBox
            target={{ assetId: asset._id }}
            price={asset.price}
            applied={coupon}
            onApplied={setCoupon}
          />
          {gstInvoice && price > 0 && <div className="mt-3">{gstInvoice}</div>}
        </div>
      )}
      <StickyBuyBar
        watch={buyBlock}
        title={asset.name}
        price={price}
        fakePrice={coupon ? asset.price : asset.fakePrice}
      >
        {primary}
      </StickyBuyBar>
      {dialog}
    </>
  );
}

export function AssetDetailsRoute() {
  const { id = '' } = useParams();
  const asset = useAsset(id);
  const recommendations = useAssetRecommendations(asset.data?.category, id);
  const reviews = useFirstReviews({ type: 'asset', id });
  const { authenticate, user } = useAuth();
  const purchase = useAssetPurchase(id, authenticate ? user?._id : undefined);
  const t = useT();

  const data = asset.data;
  useDocumentMeta(
    data
      ? assetMeta(data, t, reviewsJsonLd(reviews.data))
      : asset.isError
        ? null
        : { title: t('asset.metaTitle'), description: t('asset.metaDescription') },
  );

  if (asset.isPending) return <PageSpinner label={t('asset.loading')} />;
  if (asset.isError || !data) return <DetailUnavailable error={asset.error} backTo={paths.digitalAssets} />;

  const keyPoints = data.keyPoints
    .split(',')
    .map((point) => point.trim())
    .filter(Boolean);
  const details = [
    { label: t('asset.license'), value: data.license },
    { label: t('asset.type'), value: data.type },
    { label: t('asset.format'), value: data.format },
    { label: t('asset.fileSize'), value: data.fileSize && t('asset.megabytes', { size: data.fileSize }) },
    { label: t('asset.dimensions'), value: data.dimensions },
    { label: t('asset.category'), value: data.category },
  ].filter((detail) => detail.value);

  return (
    <div className="container-page pt-8 pb-20 md:pt-12">
      <div className="grid gap-10 lg:grid-cols-2">
        <AssetGallery images={data.image} name={data.name} />
        <div className="min-w-0">
          {data.category && (
            <p translate="no" className="text-xs font-semibold tracking-[0.2em] text-plum uppercase">
              {data.category}
            </p>
          )}
          <h1 translate="no" className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">
            {data.name}
          </h1>
          {data.subTitle && (
            <p translate="no" className="mt-3 text-lg text-ink-soft">
              {data.subTitle}
            </p>
          )}
          <RatingLink summary={reviews.data?.data.summary} />
          <AssetPurchasePanel key={data._id} asset={data}>
            {keyPoints.length > 0 && (
              <ul className="mt-6 space-y-2.5" aria-label={t('asset.keyPoints')}>
                {keyPoints.map((point) => (
                  <li key={point} className="flex gap-3">
                    <Check className="mt-0.5 shrink-0 text-success" size={18} aria-hidden />
                    <span translate="no">{point}</span>
                  </li>
                ))}
              </ul>
            )}
          </AssetPurchasePanel>
          {purchase.data !== true && <KitOffer kind="asset" id={data._id} />}
        </div>
      </div>

      <section aria-labelledby="more-heading" className="mt-14 max-w-3xl">
        <h2 id="more-heading" className="text-2xl font-semibold">
          {t('asset.more')}
        </h2>
        {details.length > 0 && (
          <dl className="mt-5 grid grid-cols-1 gap-px overflow-hidden rounded-[var(--radius-card)] border border-line bg-line sm:grid-cols-2">
            {details.map((detail) => (
              <div key={detail.label} className="bg-white px-5 py-4">
                <dt className="text-xs text-ink-muted">{detail.label}</dt>
                <dd translate="no" className="mt-0.5 font-medium">
                  {detail.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {data.description && (
          <div className="mt-6">
            <h3 className="text-sm font-semibold text-ink-muted">{t('asset.description')}</h3>
            <p translate="no" className="mt-2 leading-7 whitespace-pre-line text-ink-soft">
              {data.description}
            </p>
          </div>
        )}
      </section>

      <ReviewsSection
        product={{ type: 'asset', id: data._id }}
        firstPage={reviews.data}
        owned={purchase.data === true}
      />

      {recommendations.data && recommendations.data.length > 0 && (
        <section aria-labelledby="recommended-heading" className="mt-16">
          <h2 id="recommended-heading" className="text-2xl font-semibold">
            {t('asset.youMayLike')}
          </h2>
          <AssetGrid assets={recommendations.data} />
        </section>
      )}
    </div>
  );
}
