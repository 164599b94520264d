import { LoaderCircle, ShoppingBag, X } from 'lucide-react';
import { Link } from 'react-router';
import { BrowseCatalogueLinks } from '@/components/catalogue/browse-catalogue-links';
import { CoverImage } from '@/components/catalogue/cover-image';
import { EmptyState } from '@/components/ui/empty-state';
import { formatRupees } from '@/lib/money';
import type { useRemoveFromCart } from '../api/remove-from-cart';
import type { CartRow } from './cart-rows';
import { useT } from '@/lib/i18n';

const KIND_LABEL = { course: 'cart.videoCourse', asset: 'asset.metaTitle', bundle: 'cart.bundle' } as const;

/** The cart's rows with a remove cross each, or what to browse when it is empty. */
export function CartItems({
  rows,
  remove,
  checkoutPending,
}: {
  rows: CartRow[];
  remove: ReturnType<typeof useRemoveFromCart>;
  checkoutPending: boolean;
}) {
  const t = useT();
  if (rows.length === 0) {
    return (
      <EmptyState icon={ShoppingBag} title={t('spec.emptyCart')}>
        <p>{t('cart.emptyHint')}</p>
        <BrowseCatalogueLinks />
      </EmptyState>
    );
  }
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card">
      <table className="w-full text-left">
        <thead className="border-b border-line bg-sand/60 text-xs font-semibold tracking-wider text-ink-muted uppercase max-sm:sr-only">
          <tr>
            <th scope="col" className="px-5 py-3">
              {t('cart.product')}
            </th>
            <th scope="col" className="px-5 py-3">
              {t('asset.category')}
            </th>
            <th scope="col" className="px-5 py-3 text-right">
              {t('list.price')}
            </th>
            <th scope="col" className="w-14 px-3 py-3">
              <span className="sr-only">{t('cart.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line max-sm:block">
          {rows.map((row) => {
            const removing = remove.isPending && remove.variables?.id === row.id;
            return (
              <tr
                key={`${row.kind}-${row.id}`}
                className="max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:gap-x-3 max-sm:gap-y-2 max-sm:p-4"
              >
                <td className="px-5 py-4 max-sm:col-start-1 max-sm:row-start-1 max-sm:p-0">
                  <div className="flex min-w-0 items-center gap-4">
                    <CoverImage
                      src={row.image}
                      alt=""
                      width={row.kind === 'course' ? 160 : 120}
                      height={row.kind === 'course' ? 90 : 90}
                      className="w-20 shrink-0 rounded-xl sm:w-24"
                    />
                    <div className="min-w-0">
                      <Link
                        translate="no"
                        to={row.to}
                        className="line-clamp-3 font-semibold [overflow-wrap:anywhere] hover:text-accent-strong hover:underline sm:line-clamp-2"
                      >
                        {row.title}
                      </Link>
                      <p className="mt-1 text-xs font-medium text-ink-muted">{t(KIND_LABEL[row.kind])}</p>
                    </div>
                  </div>
                </td>
                <td className="px-5 py-4 text-sm text-ink-soft max-sm:col-start-1 max-sm:row-start-2 max-sm:self-center max-sm:p-0 max-sm:pl-24">
                  <span className="sr-only sm:hidden">{t('cart.categoryLabel')} </span>
                  <span translate="no">{row.category || '—'}</span>
                </td>
                <td className="px-5 py-4 text-right font-display font-semibold whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:self-center max-sm:p-0">
                  <span className="sr-only sm:hidden">{t('cart.priceLabel')} </span>
                  {row.price === 0 ? t('price.free') : formatRupees(row.price)}
                </td>
                <td className="px-3 py-4 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:self-start max-sm:p-0">
                  <button
                    type="button"
                    aria-label={t('cart.removeItem', { title: row.title })}
                    className="inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-danger disabled:opacity-50"
                    disabled={remove.isPending || checkoutPending}
                    onClick={() => remove.mutate({ kind: row.kind, id: row.id })}
                  >
                    {removing ? (
                      <LoaderCircle size={18} className="animate-spin" aria-hidden />
                    ) : (
                      <X size={18} aria-hidden />
                    )}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
