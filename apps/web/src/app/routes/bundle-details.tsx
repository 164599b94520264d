import type { Bundle } from '@academy/shared/bundles';
import { CircleCheck, LoaderCircle, Package } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { Price } from '@/components/catalogue/price';
import { StickyBuyBar } from '@/components/catalogue/sticky-buy-bar';
import { RefundTerms } from '@/components/legal/refund-terms';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useBundle, useBundleForStudent } from '@/features/bundles/api/bundles';
import { BundleItems } from '@/features/bundles/components/bundle-items';
import { bundleMeta } from '@/features/bundles/lib/bundle-meta';
import { savingOf } from '@/features/bundles/lib/saving';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishButton } from '@/features/wishlist/components/wish-button';
import { GiveAsGift } from '@/features/gifts/components/give-as-gift';
import { useCheckout } from '@/features/checkout/hooks/use-checkout';
import type { AppliedCoupon } from '@/features/coupons/api/apply-coupon';
import { CouponBox } from '@/features/coupons/components/coupon-box';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';

/**
 * Buying a bundle: its price against its items', the saving, and for a signed-in student what
 * it costs them (the items they own are not charged). Keyed by the bundle, so another starts
 * with no coupon.
 */
function BundlePurchasePanel({ bundle, mine }: { bundle: Bundle; mine: Bundle | undefined }) {
  const { checkout, pending, dialog, gstInvoice, problem } = useCheckout();
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [buyBlock, setBuyBlock] = useState<HTMLDivElement | null>(null);
  const t = useT();

  const ownedCount = mine?.items.filter((item) => item.owned).length ?? 0;
  const ownsAll = mine !== undefined && ownedCount === bundle.items.length;
  const yourPrice = mine?.priceForYou ?? bundle.price;
  const price = coupon ? coupon.finalAmount : yourPrice;
  const { rupees, percent } = savingOf(bundle);

  const buy = () =>
    void checkout({
      kind: 'bundle',
      bundle: { id: bundle.id, title: bundle.title, items: bundle.items },
      couponCode: coupon?.code,
    });
  // A gift costs the whole bundle: its recipient owns none of it yet, as far as the store knows.
  const giveAsGift = (
    <GiveAsGift
      title={bundle.title}
      price={bundle.price}
      className="mt-4 text-accent-strong underline-offset-4 hover:underline"
      onGive={async (gift) =>
        (await checkout({
          kind: 'bundle',
          bundle: { id: bundle.id, title: bundle.title, items: bundle.items },
          gift,
        })) !== 'failed'
      }
    />
  );
  const primary = (
    <button type="button" className="btn-accent py-3" onClick={buy} disabled={pending} aria-busy={pending}>
      {pending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
      {t('buy.now')}
    </button>
  );

  if (ownsAll) {
    return (
      <div className="mt-6">
        <p className="inline-flex items-center gap-2 rounded-full bg-success/10 px-3 py-1 text-sm font-semibold text-success">
          <CircleCheck size={16} aria-hidden />
          {t('bundle.ownsAll')}
        </p>
        <p className="mt-4">
          <Link to={paths.purchases} className="btn-outline py-3">
            {t('bundle.toPurchases')}
          </Link>
        </p>
        {giveAsGift}
        {dialog}
      </div>
    );
  }
  return (
    <>
      <div className="mt-6" data-testid="bundle-price">
        <Price price={bundle.price} fakePrice={bundle.listPrice} size="lg" />
        <p className="mt-2 font-semibold text-success">
          {t('bundle.saveWithPercent', { amount: formatRupees(rupees), percent })}
        </p>
        {ownedCount > 0 && (
          <p className="mt-3 rounded-2xl bg-sand px-4 py-3 text-sm" data-testid="bundle-price-for-you">
            {t('bundle.yourPrice', { price: formatRupees(yourPrice), count: ownedCount })}
          </p>
        )}
        {coupon && (
          <p className="mt-2 text-sm font-semibold">
            {t('bundle.withCoupon', { price: formatRupees(price) })}
          </p>
        )}
      </div>
      <div ref={setBuyBlock} className="mt-8 flex flex-wrap gap-3">
        <AddToCartButton
          item={{ kind: 'bundle', id: bundle.id }}
          className="btn-outline py-3"
          iconSize={18}
        />
        {primary}
        <WishButton
          item={{ kind: 'bundle', id: bundle.id }}
          title={bundle.title}
          variant="page"
          className="py-3"
        />
      </div>
      {giveAsGift}
      <RefundTerms className="mt-3" />
      {problem}
      <div className="mt-6 max-w-md">
        <CouponBox
          target={{ bundleId: bundle.id }}
          price={yourPrice}
          applied={coupon}
          onApplied={setCoupon}
        />
        {gstInvoice && price > 0 && <div className="mt-3">{gstInvoice}</div>}
      </div>
      <StickyBuyBar watch={buyBlock} title={bundle.title} price={price} fakePrice={bundle.listPrice}>
        {primary}
      </StickyBuyBar>
      {dialog}
    </>
  );
}

/** Issue 31: a bundle's page, rendered by the server: its items, price, saving and Buy Now. */
export function BundleDetailsRoute() {
  const { id = '' } = useParams();
  const bundle = useBundle(id);
  const { authenticate, user } = useAuth();
  const mine = useBundleForStudent(id, authenticate && user?.role === 'user' ? user._id : undefined);
  const t = useT();
  const data = bundle.data;
  useDocumentMeta(
    data
      ? bundleMeta(data, t)
      : bundle.isError
        ? null
        : { title: t('bundles.title'), description: t('bundles.description') },
  );

  if (bundle.isPending) return <PageSpinner label={t('bundle.loading')} />;
  if (bundle.isError || !data) return <DetailUnavailable error={bundle.error} backTo={paths.bundles} />;
  const shown = mine.data ?? data;
  return (
    <div className="container-page pt-8 pb-20 md:pt-12">
      <div className="grid gap-10 lg:grid-cols-2">
        <CoverImage
          src={data.image || data.items[0]?.image}
          alt={data.title}
          width={1600}
          height={900}
          eager
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="w-full rounded-[var(--radius-card)]"
        />
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 text-xs font-semibold tracking-[0.2em] text-plum uppercase">
            <Package size={14} aria-hidden />
            {t('bundle.eyebrow', { count: data.items.length })}
          </p>
          <h1 translate="no" className="mt-2 text-3xl leading-tight font-semibold sm:text-4xl">
            {data.title}
          </h1>
          {data.description && (
            <p translate="no" className="mt-4 text-lg whitespace-pre-line text-ink-soft">
              {data.description}
            </p>
          )}
          <BundlePurchasePanel key={data.id} bundle={data} mine={mine.data} />
        </div>
      </div>
      <section className="mt-14" aria-labelledby="bundle-items">
        <h2 id="bundle-items" className="text-2xl font-semibold">
          {t('bundle.inThisKit')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('bundle.oneByOne', { price: formatRupees(data.listPrice) })}</p>
        <div className="mt-6">
          <BundleItems items={shown.items} />
        </div>
      </section>
    </div>
  );
}
