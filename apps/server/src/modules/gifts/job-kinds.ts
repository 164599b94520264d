/*
 * The gifts' background job, named apart from its handler so the checkout's fulfilment and the
 * buyer's resend can queue it in their transactions.
 */

/**
 * `{ orderId, requestedAt }`: the email to a gift's recipient with its claim link. Written once
 * per request (the fulfilment, a resend, a corrected address): a run finding the gift sent since
 * `requestedAt`, claimed or cancelled writes nothing.
 */
export const DELIVER_GIFT_JOB = 'gifts.deliver';
