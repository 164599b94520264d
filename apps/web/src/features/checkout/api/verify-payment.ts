import type { VerifyPaymentInput } from '@academy/shared/checkout';
import { api } from '@/lib/api-client';
import type { OrderKind } from './create-order';

const verifyPaths = {
  course: '/student/order/verify-payment',
  asset: '/student/assets/order/verify-payment',
  bundle: '/student/order/verify-payment',
  cart: '/verify-order',
} as const satisfies Record<OrderKind, string>;

/** SPEC §3 Payment verification payload, to the endpoint of the order's kind (SPEC §7). */
export const verifyPayment = (kind: OrderKind, input: VerifyPaymentInput) =>
  api.post(verifyPaths[kind], { body: input });
