/*
 * A gift's limits (issue 31), apart from gifts.ts so the web's gift form gets them without zod in
 * its download.
 */

/** The longest message a buyer can write to the recipient. */
export const GIFT_MESSAGE_MAX = 500;
export const GIFT_NAME_MAX = 100;
/** A gift can be delivered on a date up to this many days ahead (India's calendar). */
export const GIFT_DELIVERY_DAYS_MAX = 90;
