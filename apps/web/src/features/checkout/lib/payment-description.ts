import type { PAYMENT_DESCRIPTION as SharedPaymentDescription } from '@academy/shared/commerce';

/**
 * SPEC §1: the payment dialog's description. Written here, checked against the shared constant
 * by its type: a value import of the shared commerce module would bring all of zod (its schemas)
 * into the pages that show Buy Now.
 */
export const PAYMENT_DESCRIPTION: typeof SharedPaymentDescription = 'Course Purchase';
