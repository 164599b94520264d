import { useCallback, useState } from 'react';
import type { AppliedCoupon } from '../api/apply-coupon';

/**
 * The coupon applied on this page view, for one product (or one cart): when the page moves on
 * to another product without remounting, the coupon is dropped. SPEC §4: once per page view.
 */
export function useAppliedCoupon(productKey: string) {
  const [state, setState] = useState<{ key: string; coupon: AppliedCoupon } | null>(null);
  const coupon = state?.key === productKey ? state.coupon : null;
  const setCoupon = useCallback(
    (applied: AppliedCoupon | null) => setState(applied ? { key: productKey, coupon: applied } : null),
    [productKey],
  );
  return [coupon, setCoupon] as const;
}
