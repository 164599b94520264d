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

/** SPEC §7: the server prices the asset itself; `purchaseAmount` is sent as the spec has it. */
export const applyCoupon = (input: { code: string; assetId: string; purchaseAmount: number }) =>
  api<AppliedCoupon>('/admin/coupon/apply', { method: 'POST', body: input });

export const useApplyCoupon = () => useMutation({ mutationFn: applyCoupon });

/** SPEC §8: the server's message, or 'Error applying coupon.' when it gave none. */
export function couponErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.message
    : MESSAGES.couponApplyError;
}
