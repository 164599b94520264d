import type { CheckoutSuccess } from '@academy/shared/checkout';

/**
 * How a payment dialog ends: a payment to verify, or closed without one (after a failed
 * attempt, `failed` is true; the failure itself was already reported through `onFailed`).
 */
export type GatewayResult =
  { type: 'success'; payment: CheckoutSuccess } | { type: 'closed'; failed: boolean };
