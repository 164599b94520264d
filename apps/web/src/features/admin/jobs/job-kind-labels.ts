/** What each kind of job does, in the operator's words; an unknown kind shows its code. */
const KIND_LABELS: Record<string, string> = {
  'mail.send': 'Send an email',
  'mail.forget-expired-secrets': 'Remove expired links from the outbox',
  'orders.send-receipt': 'Write a receipt email',
  'refunds.process': 'Refund a payment',
  'refunds.send-email': 'Write a refund email',
  'payments.reconcile': 'Check unpaid orders with the gateway',
  'auth.send-password-reset': 'Write a password reset email',
  'reviews.send-request': 'Write an email asking for a review',
  'reviews.send-reply': 'Write an email about a reply to a review',
  'wishlist.price-drops': 'Email students whose wishlist got cheaper',
  'orders.checkout-reminder': 'Remind a student of a checkout they did not finish',
  'gifts.deliver': 'Email a gift’s claim link to its recipient',
  'account-tokens.sweep': 'Clear used sign-in links',
  'media.probe-videos': 'Read new videos',
  'media.transcode-video': 'Prepare a video stream',
  'media.delete': 'Delete a media file',
  'media.sweep': 'Clear unfinished uploads',
  'search.refresh-insights': 'Refresh search insights',
  'rate-limits.sweep': 'Clear old rate limits',
  'jobs.sweep-finished': 'Clear finished jobs',
};
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;
