import { GIFT_DELIVERY_DAYS_MAX } from '@academy/shared/gifts';

/** What the gifts module tells a buyer or a recipient (translated in src/locales). */
export const GIFT_MESSAGES = {
  notForYourself: 'A gift goes to someone else’s email address: to buy this for yourself, untick the gift.',
  readdressedToYourself: 'A gift goes to someone else’s email address, not to yours.',
  deliverOnPast: 'Choose today or a later day to deliver the gift.',
  deliverOnTooLate: `Choose a day within ${GIFT_DELIVERY_DAYS_MAX} days to deliver the gift.`,
  notAGift: 'This order is not a gift.',
  linkInvalid:
    'This gift link does not work: it may have been replaced by a newer email. Ask the sender to send it again.',
  cancelled: 'This gift was cancelled: its order was refunded.',
  alreadyClaimed: 'This gift has been claimed already.',
  claimedByYou: 'You have claimed this gift already: find it in your courses and downloads.',
  wrongAccount: 'This gift was sent to another email address. Sign in with that address to claim it.',
  claimed: 'The gift is yours.',
  notSentYet: 'The gift email has not gone out yet: it goes on the day you chose.',
  unpaid: 'The gift email goes out once the order is paid.',
  closed: 'This gift can no longer be changed: it has been claimed, or its order refunded.',
  sentJustNow: 'The gift email went out less than a minute ago. Give it a moment to arrive.',
  resent: 'The gift email is on its way again.',
  recipientChanged: 'The gift will go to the new address. The link sent before no longer works.',
} as const;
