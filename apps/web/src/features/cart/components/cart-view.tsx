import type { Cart, CheckoutItem } from '@academy/shared/commerce';
import { MESSAGES } from '@academy/shared/messages';
import { LoaderCircle, Lock, ShoppingBag, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import type { CartItemRef } from '../api/add-to-cart';
import { useCart } from '../api/get-cart';
import { useRemoveFromCart } from '../api/remove-from-cart';

type Row = CartItemRef & {
  title: string;
  image: string | undefined;
  category: string;
  price: number;
  to: string;
};

function toRows(cart: Cart): Row[] {
  return [
    ...cart.courses.map(({ courseId: course }) => ({
      kind: 'course' as const,
      id: course._id,
      title: course.title,
      image: course.image,
      category: course.category,
      price: course.price,
      to: paths.courseDetails(course._id),
    })),
    ...cart.digitalAssets.map(({ assetId: asset }) => ({
      kind: 'asset' as const,
      id: asset._id,
      title: asset.name,
      image: asset.image[0],
      category: asset.type || asset.category,
      price: asset.price,
      to: paths.assetDetails(asset._id),
    })),
  ];
}

/** SPEC §3 Checkout item, from a cart row. */
const toCheckoutItem = (row: Row): CheckoutItem => ({
  itemId: row.id,
  itemType: row.kind === 'course' ? 'Course' : 'Asset',
  title: row.title,
  price: row.price,
  image: row.image ?? '',
});

const sum = (rows: Row[]) => rows.reduce((total, row) => total + row.price, 0);

/** The items of a cart, whatever their order: a coupon priced for one cart fits no other. */
export const cartContentKey = (cart: Cart): string =>
  [
    ...cart.courses.map(({ courseId }) => `course:${courseId._id}`),
    ...cart.digitalAssets.map(({ assetId }) => `asset:${assetId._id}`),
  ]
    .sort()
    .join(',');

/** A coupon the server priced on this cart: what it takes off and the total after it. */
export type CartDiscount = { code: string; discount: number; finalAmount: number };

/**
 * SPEC §2 Cart: Product / Category / Price with a remove cross per row, the three totals and
 * 'Proceed to Checkout'. On phones each row is a stacked card, so nothing scrolls sideways.
 * `couponBox` sits under the totals, then the optional `gstInvoice` details; an applied
 * `discount` adds its line and the Grand Total after it.
 */
export function CartView({
  userId,
  onCheckout,
  checkoutPending,
  discount = null,
  couponBox,
  gstInvoice,
}: {
  userId: string;
  onCheckout: (items: CheckoutItem[]) => void;
  checkoutPending: boolean;
  discount?: CartDiscount | null;
  couponBox?: ReactNode;
  gstInvoice?: ReactNode;
}) {
  const cart = useCart(userId);
  const remove = useRemoveFromCart(userId);

  if (cart.isPending) return <PageSpinner label="Loading your cart" />;
  if (cart.isError) {
    return (
      <LoadError
        title={MESSAGES.cartLoadFailed}
        message="Check your connection and try again in a moment."
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }

  const rows = toRows(cart.data);
  const courseRows = rows.filter((row) => row.kind === 'course');
  const assetRows = rows.filter((row) => row.kind === 'asset');
  const totals = [
    { label: 'Courses Total', value: sum(courseRows) },
    { label: 'Digital Assets Total', value: sum(assetRows) },
  ];

  const proceed = () => {
    if (rows.length === 0) {
      notify.error(MESSAGES.emptyCartCheckout);
      return;
    }
    onCheckout(rows.map(toCheckoutItem));
  };

  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="cart-items-heading" className="min-w-0">
        <h2 id="cart-items-heading" className="sr-only">
          Cart items
        </h2>
        {rows.length === 0 ? (
          <EmptyState icon={ShoppingBag} title={MESSAGES.emptyCart}>
            <p>Pick a course or a design resource and it will wait for you here.</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              <Link to={paths.allCourses} className="btn-primary">
                Browse courses
              </Link>
              <Link to={paths.digitalAssets} className="btn-outline">
                Digital assets
              </Link>
            </div>
          </EmptyState>
        ) : (
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card">
            <table className="w-full text-left">
              <thead className="border-b border-line bg-sand/60 text-xs font-semibold tracking-wider text-ink-muted uppercase max-sm:sr-only">
                <tr>
                  <th scope="col" className="px-5 py-3">
                    Product
                  </th>
                  <th scope="col" className="px-5 py-3">
                    Category
                  </th>
                  <th scope="col" className="px-5 py-3 text-right">
                    Price
                  </th>
                  <th scope="col" className="w-14 px-3 py-3">
                    <span className="sr-only">Remove</span>
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
                              to={row.to}
                              className="line-clamp-3 font-semibold [overflow-wrap:anywhere] hover:text-accent-strong hover:underline sm:line-clamp-2"
                            >
                              {row.title}
                            </Link>
                            <p className="mt-1 text-xs font-medium text-ink-muted">
                              {row.kind === 'course' ? 'Video course' : 'Digital asset'}
                            </p>
                          </div>
                        </div>
                      </td>
                      <td className="px-5 py-4 text-sm text-ink-soft max-sm:col-start-1 max-sm:row-start-2 max-sm:self-center max-sm:p-0 max-sm:pl-24">
                        <span className="sr-only sm:hidden">Category: </span>
                        {row.category || '—'}
                      </td>
                      <td className="px-5 py-4 text-right font-display font-semibold whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:self-center max-sm:p-0">
                        <span className="sr-only sm:hidden">Price: </span>
                        {row.price === 0 ? 'Free' : formatRupees(row.price)}
                      </td>
                      <td className="px-3 py-4 text-right max-sm:col-start-2 max-sm:row-start-1 max-sm:self-start max-sm:p-0">
                        <button
                          type="button"
                          aria-label={`Remove ${row.title}`}
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
        )}
      </section>

      <aside
        aria-labelledby="cart-summary-heading"
        className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-card lg:sticky lg:top-28"
      >
        <h2 id="cart-summary-heading" className="text-xl font-semibold">
          Order summary
        </h2>
        <dl className="mt-5 space-y-3 text-sm">
          {totals.map((total) => (
            <div key={total.label} className="flex items-baseline justify-between gap-4">
              <dt className="text-ink-soft">{total.label}</dt>
              <dd className="font-medium tabular-nums">{formatRupees(total.value)}</dd>
            </div>
          ))}
          {discount && (
            <div className="flex items-baseline justify-between gap-4 text-success">
              <dt>
                Coupon <span className="font-mono font-semibold">{discount.code}</span>
              </dt>
              <dd className="font-medium tabular-nums" data-testid="cart-discount">
                −{formatRupees(discount.discount)}
              </dd>
            </div>
          )}
          <div className="flex items-baseline justify-between gap-4 border-t border-line pt-4">
            <dt className="font-semibold">Grand Total</dt>
            <dd className="flex items-baseline gap-2">
              {discount && (
                <s
                  className="text-sm text-ink-muted tabular-nums"
                  aria-label={`was ${formatRupees(sum(rows))}`}
                >
                  {formatRupees(sum(rows))}
                </s>
              )}
              <span
                className="font-display text-2xl font-semibold tabular-nums"
                data-testid="cart-grand-total"
              >
                {formatRupees(discount ? discount.finalAmount : sum(rows))}
              </span>
            </dd>
          </div>
        </dl>
        {rows.length > 0 && couponBox && <div className="mt-5">{couponBox}</div>}
        {rows.length > 0 && gstInvoice && <div className="mt-3">{gstInvoice}</div>}
        <button
          type="button"
          className="btn-accent mt-6 w-full py-3"
          onClick={proceed}
          disabled={checkoutPending || remove.isPending}
          aria-busy={checkoutPending}
        >
          {checkoutPending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
          Proceed to Checkout
        </button>
        <p className="mt-4 flex items-start gap-2 text-xs text-ink-muted">
          <Lock size={14} className="mt-0.5 shrink-0" aria-hidden />
          Prices are in rupees and checked again by our server before you pay.
        </p>
      </aside>
    </div>
  );
}
