import { ACADEMY } from '@academy/shared/academy';
import type { Coupon } from '@academy/shared/coupons';
import { MESSAGES } from '@academy/shared/messages';
import { Plus, TicketPercent } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import {
  COUPON_SORT,
  type CouponSort,
  useAdminCouponPage,
  useDeleteCoupon,
  useUpdateCoupon,
} from '../api/coupons';
import { AdminPageHeader } from '../components/admin-page';
import { AdminTable, type SortOption } from '../components/admin-table';
import { DeleteAction } from '../components/delete-action';
import { useTableSearch } from '../lib/use-table-search';

export const APPLICABLE_LABELS: Record<Coupon['applicableTo'], string> = {
  all: 'Everything',
  courses: 'Courses',
  digitalAsset: 'Digital assets',
  bundles: 'Bundles',
};

function describeDiscount(coupon: Coupon): string {
  if (coupon.discountType === 'free') return 'Free';
  if (coupon.discountType === 'percentage') {
    return `${coupon.discountValue}% off${coupon.maxDiscount !== null ? ` (max ${formatRupees(coupon.maxDiscount)})` : ''}`;
  }
  return `${formatRupees(coupon.discountValue)} off`;
}

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

function expiry(coupon: Coupon) {
  if (!coupon.expirationDate) return <span className="text-ink-muted">Never</span>;
  const date = new Date(coupon.expirationDate);
  const past = date.getTime() < Date.now();
  return (
    <span className={past ? 'text-danger' : ''}>
      {dateFormat.format(date)}
      {past && ' (expired)'}
    </span>
  );
}

/**
 * Whether the home page's banner lists the coupon (issue 12). A switch per row, named after its
 * code so a screen reader can tell the rows apart.
 */
function BannerSwitch({ coupon }: { coupon: Coupon }) {
  const update = useUpdateCoupon();
  const checked = update.isPending ? !coupon.showOnBanner : coupon.showOnBanner;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={`Show ${coupon.code} on the home page banner`}
      disabled={update.isPending}
      onClick={() =>
        update.mutate(
          { id: coupon._id, showOnBanner: !coupon.showOnBanner },
          {
            onSuccess: (response) => notify.success(response.message, 2000),
            onError: (error) => notify.error(errorMessage(error)),
          },
        )
      }
      className="inline-flex items-center gap-2 text-sm font-medium disabled:opacity-60"
    >
      <span
        aria-hidden
        className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${
          checked ? 'bg-success' : 'bg-line-strong'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
            checked ? 'translate-x-5.5' : 'translate-x-0.5'
          }`}
        />
      </span>
      <span aria-hidden>{checked ? 'Shown' : 'Hidden'}</span>
    </button>
  );
}

const SORT_OPTIONS: SortOption<CouponSort>[] = [
  { sort: 'date', dir: 'desc', label: 'Newest first' },
  { sort: 'date', dir: 'asc', label: 'Oldest first' },
  { sort: 'code', dir: 'asc', label: 'Code, A to Z' },
  { sort: 'code', dir: 'desc', label: 'Code, Z to A' },
  { sort: 'used', dir: 'desc', label: 'Most used' },
  { sort: 'used', dir: 'asc', label: 'Least used' },
  { sort: 'expires', dir: 'asc', label: 'Expiring soonest' },
  { sort: 'expires', dir: 'desc', label: 'Expiring latest' },
];

/**
 * SPEC §2 All Coupons: code, applicableTo, used count, type; Delete → 'Coupon Deleted'. Plus
 * the banner switch: only coupons switched on there are listed on the home page. A page at a
 * time, searched by code and sorted on the server.
 */
export function CouponsTable() {
  const table = useTableSearch(COUPON_SORT);
  const coupons = useAdminCouponPage(table.search);
  const remove = useDeleteCoupon();

  return (
    <>
      <AdminPageHeader
        title="All Coupons"
        description="Codes students can apply at checkout. Only those shown on the banner are advertised on the home page."
        actions={
          <Link to={paths.admin.addCoupon} className="btn-primary">
            <Plus size={16} aria-hidden />
            Add Coupon Code
          </Link>
        }
      />
      <AdminTable<Coupon, CouponSort>
        controls={table}
        query={coupons}
        caption="All coupons"
        noun={{ one: 'coupon', many: 'coupons' }}
        searchLabel="Search coupons"
        searchPlaceholder="Coupon code"
        sortOptions={SORT_OPTIONS}
        loading="Loading coupons"
        failed="The coupons could not be loaded"
        empty={
          <EmptyState icon={TicketPercent} title="No coupons yet">
            <p>Create a code such as DIWALI25 to give students a discount.</p>
          </EmptyState>
        }
        rowKey={(coupon) => coupon._id}
        columns={[
          {
            header: 'Code',
            sort: 'code',
            primary: true,
            cell: (coupon) => <span className="font-mono tracking-wide">{coupon.code}</span>,
          },
          {
            header: 'Applicable To',
            cell: (coupon) => APPLICABLE_LABELS[coupon.applicableTo] ?? coupon.applicableTo,
          },
          {
            header: 'Used',
            sort: 'used',
            numeric: true,
            cell: (coupon) =>
              coupon.usageLimit !== null ? `${coupon.usedCount} / ${coupon.usageLimit}` : coupon.usedCount,
          },
          {
            header: 'Type',
            cell: (coupon) => (
              <span>
                <span className="capitalize">{coupon.discountType}</span>
                <span className="block text-xs text-ink-muted">{describeDiscount(coupon)}</span>
              </span>
            ),
          },
          { header: 'Expires', sort: 'expires', cell: expiry },
          { header: 'Home Banner', cell: (coupon) => <BannerSwitch coupon={coupon} /> },
          {
            header: 'Actions',
            actions: true,
            cell: (coupon) => (
              <DeleteAction
                itemName={coupon.code}
                title={`Delete the coupon ${coupon.code}?`}
                description="Students can no longer apply it. Orders that already used it are not changed."
                onDelete={async () => {
                  await remove.mutateAsync(coupon._id);
                  notify.success(MESSAGES.couponDeleted);
                }}
              />
            ),
          },
        ]}
      />
    </>
  );
}
