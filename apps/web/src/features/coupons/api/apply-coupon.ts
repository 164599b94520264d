import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';
import { translate } from '@/lib/i18n';

/** What a coupon is tried on: an asset, a course, or the signed-in student's cart. */
export type CouponTarget = { assetId: string } | { courseId: string } | { bundleId: string } | { cart: true };

/**
 * SPEC §7 `POST /admin/coupon/apply`. The server prices the target itself, for the student or,
 * with `gift`, whole as a gift (issue 31); `purchaseAmount` is sent as the spec has it and ignored.
 */
export const applyCoupon = ({
  code,
  target,
  purchaseAmount,
  gift = false,
}: {
  code: string;
  target: CouponTarget;
  purchaseAmount: number;
  gift?: boolean;
}) =>
  api.post('/admin/coupon/apply', { body: { code, purchaseAmount, ...target, ...(gift ? { gift } : {}) } });

/** SPEC §3 Coupon result plus the price after the discount, in rupees. */
export type AppliedCoupon = Awaited<ReturnType<typeof applyCoupon>>;

export const useApplyCoupon = () => useMutation({ mutationFn: applyCoupon });

/** SPEC §8: the server's message, or 'Error applying coupon.' when it gave none. */
export function couponErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : translate('spec.couponApplyError');
}
