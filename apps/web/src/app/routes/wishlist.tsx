import type { WishlistItem } from '@academy/shared/wishlist';
import { Heart, LoaderCircle, X } from 'lucide-react';
import { Link } from 'react-router';
import { BrowseCatalogueLinks } from '@/components/catalogue/browse-catalogue-links';
import { CoverImage } from '@/components/catalogue/cover-image';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { useWishlist, useWishToggle } from '@/features/wishlist/api/wishlist';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';

const PAGE_OF = {
  course: paths.courseDetails,
  asset: paths.assetDetails,
  bundle: paths.bundleDetails,
} as const;
const KIND_LABEL = { course: 'cart.videoCourse', asset: 'asset.metaTitle', bundle: 'cart.bundle' } as const;

/** Today's price, the banner coupon's when one lowers it, and how far it fell since it was saved. */
function WishPrice({ item }: { item: WishlistItem }) {
  const t = useT();
  const withCoupon = item.couponCode !== null && item.bestPrice < item.price;
  const fell = item.savedPrice - item.bestPrice;
  return (
    <div className="text-right max-sm:text-left">
      <p className="text-lg font-semibold" data-testid="wish-price">
        {formatRupees(item.bestPrice)}
        {withCoupon && (
          <span className="ml-2 text-sm font-normal text-ink-muted line-through">
            {formatRupees(item.price)}
          </span>
        )}
      </p>
      {withCoupon && (
        <p className="text-xs text-ink-soft">{t('wishlist.withCoupon', { code: item.couponCode ?? '' })}</p>
      )}
      {fell > 0 && (
        <p className="mt-1 text-xs font-semibold text-success">
          {t('wishlist.fell', { amount: formatRupees(fell) })}
        </p>
      )}
    </div>
  );
}

/**
 * Issue 31 (/wishlist): what a signed-in student saved with a heart, newest first, at today's
 * price, each with Add to cart. The route guard sends visitors to sign in.
 */
export function WishlistRoute() {
  const t = useT();
  const wishlist = useWishlist();
  const { toggle, isPending, pendingItem } = useWishToggle();
  useDocumentMeta({ title: t('wishlist.metaTitle'), description: t('wishlist.metaDescription') });

  if (wishlist.isPending) return <PageSpinner />;
  const items = wishlist.data ?? [];
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('wishlist.eyebrow')} title={t('wishlist.title')}>
        {items.length > 0 && <p>{t('wishlist.count', { count: items.length })}</p>}
      </PageHeader>
      {items.length === 0 ? (
        <EmptyState icon={Heart} title={t('wishlist.empty')}>
          <p>{t('wishlist.emptyHint')}</p>
          <BrowseCatalogueLinks />
        </EmptyState>
      ) : (
        <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card">
          {items.map((item) => {
            const removing = isPending && pendingItem?.id === item.id;
            return (
              <li
                key={`${item.type}-${item.id}`}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-4 p-4 sm:grid-cols-[minmax(0,1fr)_auto_auto] sm:p-5"
              >
                <div className="flex min-w-0 items-center gap-4">
                  <CoverImage
                    src={item.image}
                    alt=""
                    width={160}
                    height={90}
                    className="w-20 shrink-0 rounded-xl sm:w-28"
                  />
                  <div className="min-w-0">
                    <p className="text-xs font-semibold tracking-wider text-accent-strong uppercase">
                      {t(KIND_LABEL[item.type])}
                    </p>
                    <Link
                      translate="no"
                      to={PAGE_OF[item.type](item.id)}
                      className="mt-1 line-clamp-2 font-semibold [overflow-wrap:anywhere] hover:text-accent-strong hover:underline"
                    >
                      {item.title}
                    </Link>
                  </div>
                </div>
                <button
                  type="button"
                  onClick={() => toggle({ kind: item.type, id: item.id }, false)}
                  disabled={removing}
                  aria-busy={removing}
                  aria-label={t('wishlist.remove', { title: item.title })}
                  className="flex size-11 items-center justify-center justify-self-end rounded-full text-ink-muted hover:bg-sand hover:text-ink sm:order-last"
                >
                  {removing ? (
                    <LoaderCircle size={18} className="animate-spin" aria-hidden />
                  ) : (
                    <X size={18} aria-hidden />
                  )}
                </button>
                <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 sm:col-span-1 sm:justify-end sm:gap-5">
                  <WishPrice item={item} />
                  <AddToCartButton
                    item={{ kind: item.type, id: item.id }}
                    className="btn bg-ink text-paper hover:bg-ink/90"
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
