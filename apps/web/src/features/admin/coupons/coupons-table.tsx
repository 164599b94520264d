import { ACADEMY } from '@academy/shared/academy';
import type { Coupon } from '@academy/shared/coupons';
import { MESSAGES } from '@academy/shared/messages';
import { Plus, TicketPercent } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useAdminCoupons, useDeleteCoupon } from '../api/coupons';
import { AdminPageHeader, LoadError } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { DeleteAction } from '../components/delete-action';

export const APPLICABLE_LABELS: Record<Coupon['applicableTo'], string> = {
  all: 'Everything',
  courses: 'Courses',
  digitalAsset: 'Digital assets',
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

/** SPEC §2 All Coupons: code, applicableTo, used count, type; Delete → 'Coupon Deleted'. */
export function CouponsTable() {
  const coupons = useAdminCoupons();
  const remove = useDeleteCoupon();

  const header = (
    <AdminPageHeader
      title="All Coupons"
      description="Codes students can apply at checkout."
      actions={
        <Link to={paths.admin.addCoupon} className="btn-primary">
          <Plus size={16} aria-hidden />
          Add Coupon Code
        </Link>
      }
    />
  );

  if (coupons.isPending)
    return (
      <>
        {header}
        <PageSpinner label="Loading coupons" />
      </>
    );
  if (coupons.isError) {
    return (
      <>
        {header}
        <LoadError
          title="The coupons could not be loaded"
          message={coupons.error instanceof ApiError ? coupons.error.message : undefined}
          onRetry={() => void coupons.refetch()}
          retrying={coupons.isFetching}
        />
      </>
    );
  }

  return (
    <>
      {header}
      {coupons.data.length === 0 ? (
        <EmptyState icon={TicketPercent} title="No coupons yet">
          <p>Create a code such as DIWALI25 to give students a discount.</p>
        </EmptyState>
      ) : (
        <DataTable<Coupon>
          caption="All coupons"
          rows={coupons.data}
          rowKey={(coupon) => coupon._id}
          columns={[
            {
              header: 'Code',
              primary: true,
              cell: (coupon) => <span className="font-mono tracking-wide">{coupon.code}</span>,
            },
            {
              header: 'Applicable To',
              cell: (coupon) => APPLICABLE_LABELS[coupon.applicableTo] ?? coupon.applicableTo,
            },
            {
              header: 'Used',
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
            { header: 'Expires', cell: expiry },
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
      )}
    </>
  );
}
