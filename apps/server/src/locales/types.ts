import { ACCOUNT_MESSAGES } from '@academy/shared/account';
import { GST_MESSAGES } from '@academy/shared/gst-rules';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import { BUNDLE_MESSAGES } from '../modules/bundles/messages';
import { CERTIFICATE_MESSAGES } from '../modules/certificates/service';
import { GIFT_MESSAGES } from '../modules/gifts/messages';
import { OFFLINE_MESSAGES } from '../modules/offline/messages';
import { COUPON_MESSAGES } from '../modules/coupons/rules';
import { INVOICE_MESSAGES } from '../modules/orders/invoice-routes';
import { ORDER_MESSAGES } from '../modules/orders/messages';
import { PROGRESS_MESSAGES } from '../modules/progress/messages';
import { PROJECT_MESSAGES } from '../modules/projects/messages';
import { REVIEW_MESSAGES } from '../modules/reviews/messages';
import { WISHLIST_MESSAGES } from '../modules/wishlist/messages';

/**
 * The English messages a student may read in an answer, by group: the server's own and each
 * module's. Those only an admin reads stay out (the admin area is in English), and so does what
 * a message quotes (a course's title).
 */
export const ENGLISH_MESSAGES = {
  server: SERVER_MESSAGES,
  account: ACCOUNT_MESSAGES,
  gst: GST_MESSAGES,
  order: ORDER_MESSAGES,
  orderRefunding: ORDER_MESSAGES.refunding,
  coupon: COUPON_MESSAGES,
  certificate: CERTIFICATE_MESSAGES,
  progress: PROGRESS_MESSAGES,
  invoice: INVOICE_MESSAGES,
  review: REVIEW_MESSAGES,
  project: PROJECT_MESSAGES,
  bundle: BUNDLE_MESSAGES,
  wishlist: WISHLIST_MESSAGES,
  gift: GIFT_MESSAGES,
  offline: OFFLINE_MESSAGES,
} as const;

type Groups = typeof ENGLISH_MESSAGES;

/** A group's fixed messages (not those composed with values), by name. */
type FixedMessages<Group> = {
  [Name in keyof Group as Group[Name] extends string ? Name : never]?: string;
};

/**
 * The messages composed with values, as the English says them: each value is a group, which
 * the other languages place with $1, $2. A test checks each against what the server composes.
 */
export const COMPOSED_MESSAGES = {
  alreadyOwned: /^You already own (.+)\.$/s,
  alsoInBundle: /^“(.+)” is also in the bundle “(.+)”: buy one or the other\.$/s,
  minimumPurchase: /^This coupon needs a purchase of at least (₹[0-9,.]+)\.$/,
  signInLockedDevice:
    /^Too many failed sign-ins for this email from this device\. Try again in (\d+) minutes?, or choose a new password with "Forgot password\?"\.$/,
  signInLockedAccount:
    /^Too many failed sign-ins for this email\. Try again in (\d+) minutes?, or choose a new password with "Forgot password\?"\.$/,
  signInLockedNetwork:
    /^Too many failed sign-ins from your network\. Try again in (\d+) minutes?, or choose a new password with "Forgot password\?"\.$/,
  notWatchedYet: /^Play this lecture through to mark it as viewed: none of it has been played yet\.$/,
  notWatchedEnough:
    /^Keep watching: this lecture counts as viewed once you have played most of it \(([0-9:]+) of ([0-9:]+) so far\)\.$/,
} as const;

/**
 * The server's messages in one language. A fixed message without a translation is answered in
 * English; every composed one has its translation.
 */
export type ServerMessageTranslations = {
  [Group in keyof Groups]: FixedMessages<Groups[Group]>;
} & { composed: Record<keyof typeof COMPOSED_MESSAGES, string> };
