/**
 * Payment constants, in a module without zod so the storefront's checkout can import them
 * without the schema library.
 */

/** The description the payment dialog shows (SPEC §1). */
export const PAYMENT_DESCRIPTION = 'Course Purchase';
export const CURRENCY = 'INR';

export const PAYMENT_PROVIDERS = ['razorpay', 'sandbox'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
