import type { CouponApplyInput } from '@academy/shared/coupons';
import { MESSAGES } from '@academy/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api-client';

/** SPEC §3 Coupon result plus the price after the discount, in rupees. */
export type AppliedCoupon = {
  success: true;
  discount: number;
  code: string;
  message: string;
  finalAmount: number;
};

/** What a coupon is tried on: an asset, a course, or the signed-in student's cart. */
export type CouponTarget = { assetId: string } | { courseId: string } | { cart: true };

/**
 * SPEC §7 `POST /admin/coupon/apply`. The server prices the target itself; `purchaseAmount` is
 * sent as the spec has it and ignored.
 */
export const applyCoupon = ({
  code,
  target,
  purchaseAmount,
}: {
  code: string;
  target: CouponTarget;
  purchaseAmount: number;
}) =>
  api<AppliedCoupon>('/admin/coupon/apply', {
    method: 'POST',
    body: { code, purchaseAmount, ...target } satisfies CouponApplyInput,
  });

export const useApplyCoupon = () => useMutation({ mutationFn: applyCoupon });

/** SPEC §8: the server's message, or 'Error applying coupon.' when it gave none. */
export function couponErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : MESSAGES.couponApplyError;
}
