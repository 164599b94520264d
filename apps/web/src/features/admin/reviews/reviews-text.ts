import { ACADEMY } from '@academy/shared/academy';
import { REVIEW_TEXT_MAX, type ReviewProductType } from '@academy/shared/review-rules';
import type { AdminReview } from '@academy/shared/reviews';

/* The Reviews page's words and formats (the admin area is in English). */

/** The most characters of a reason to hide a review (adminReviewVisibilitySchema). */
export const REASON_MAX = 500;

export type Visibility = 'all' | 'visible' | 'hidden';
export const VISIBILITIES = ['all', 'visible', 'hidden'] as const satisfies readonly Visibility[];

const count = (value: number) => value.toLocaleString('en-IN');
const reviews = (total: number) => `${count(total)} ${total === 1 ? 'review' : 'reviews'}`;
const tooLong = (length: number, max: number) => `${count(length - max)} too many`;

/* Every text of the Reviews page, in one place for the translations to come. */
export const TEXT = {
  title: 'Reviews',
  description:
    'What students wrote about the courses and assets they own, newest first. Hide a review from its product page, answer it, or delete it.',
  filters: 'Filter reviews',
  tabs: 'Reviews by visibility',
  visibility: { all: 'All', visible: 'Visible', hidden: 'Hidden' } satisfies Record<Visibility, string>,
  product: {
    label: 'Product',
    placeholder: 'Course or asset name',
    noMatches: (q: string) =>
      q ? `No course or asset matches ‘${q}’.` : 'There are no courses or assets yet.',
    failed: 'The products could not be loaded. Type again to retry.',
    clear: (title: string) => `Clear the product filter: ${title}`,
    unknown: 'Unknown product',
    kinds: { course: 'Course', asset: 'Asset' } satisfies Record<ReviewProductType, string>,
  },
  stars: {
    label: 'Stars',
    any: 'Any',
    option: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  },
  clearFilters: 'Clear filters',
  list: 'Reviews, newest first',
  total: reviews,
  review: (review: AdminReview) => `Review by ${review.author.name} of ${review.product.title}`,
  hiddenBadge: (reason: string) => `Hidden: ${reason}`,
  editProduct: (review: AdminReview) =>
    `${review.product.title} (edit the ${review.product.type === 'course' ? 'course' : 'asset'})`,
  showAll: 'Show all',
  showLess: 'Show less',
  reply: `Reply from ${ACADEMY.name}`,
  actions: {
    hide: 'Hide',
    show: 'Show',
    reply: 'Reply',
    editReply: 'Edit reply',
    delete: 'Delete',
  },
  actionNames: {
    hide: (review: AdminReview) => `Hide review by ${review.author.name} of ${review.product.title}`,
    show: (review: AdminReview) => `Show review by ${review.author.name} of ${review.product.title}`,
    reply: (review: AdminReview) => `Reply to review by ${review.author.name} of ${review.product.title}`,
    editReply: (review: AdminReview) =>
      `Edit reply to review by ${review.author.name} of ${review.product.title}`,
    delete: (review: AdminReview) => `Delete review by ${review.author.name} of ${review.product.title}`,
  },
  hideDialog: {
    title: 'Hide this review?',
    description: (review: AdminReview) =>
      `${review.author.name}’s review of ${review.product.title} leaves the product page and its stars. ${review.author.name} still sees it, marked hidden; you can show it again at any time.`,
    label: 'Reason',
    hint: 'Why it is hidden, for the other admins and the audit log. The author is not shown it.',
    empty: 'Write why this review is hidden.',
    tooLong: (length: number) =>
      `Keep the reason to ${REASON_MAX} characters: ${tooLong(length, REASON_MAX)}.`,
    confirm: 'Hide review',
    failed: 'The review could not be hidden. Please try again.',
  },
  replyDialog: {
    title: (review: AdminReview) => (review.reply ? 'Edit the reply' : 'Reply to this review'),
    description: (review: AdminReview) =>
      review.reply
        ? `The new reply replaces the one under ${review.author.name}’s review of ${review.product.title}, and ${review.author.name} is emailed about it.`
        : `Your reply shows under ${review.author.name}’s review of ${review.product.title}, as ${ACADEMY.name}’s, and ${review.author.name} is emailed about it.`,
    label: 'Reply',
    hint: `Plain text, up to ${count(REVIEW_TEXT_MAX)} characters.`,
    empty: 'Write the reply first.',
    tooLong: (length: number) =>
      `Keep the reply to ${count(REVIEW_TEXT_MAX)} characters: ${tooLong(length, REVIEW_TEXT_MAX)}.`,
    confirm: 'Publish reply',
    failed: 'The reply could not be published. Please try again.',
  },
  deleteDialog: {
    title: 'Delete this review?',
    description: (review: AdminReview) =>
      `${review.author.name}’s review of ${review.product.title} (${TEXT.stars.option(review.rating)}) is removed for good${
        review.reply ? ', with the academy’s reply' : ''
      }. This cannot be undone. To take it off the product page but keep it, hide it instead.`,
    confirm: 'Delete review',
    keep: 'Keep it',
    failed: 'The review could not be deleted. Please try again.',
  },
  showFailed: 'The review could not be shown again. Please try again.',
  cancel: 'Cancel',
  empty: {
    none: {
      title: 'No reviews yet',
      body: 'Students who own a course or an asset can review it from its page. Their reviews appear here as they are written.',
    },
    hidden: {
      title: 'No hidden reviews',
      body: 'A review you hide leaves its product page and waits here, with why, until you show it again.',
    },
    visible: { title: 'No visible reviews', body: 'Every review is hidden from its product page.' },
    filtered: { title: 'No reviews match these filters', body: 'Try other filters, or clear them.' },
    pastEnd: (page: number) => `There is no page ${page}`,
    pastEndBody: (total: number, pages: number) =>
      `${reviews(total)} fill ${pages} ${pages === 1 ? 'page' : 'pages'}.`,
    goTo: (page: number) => `Go to page ${page}`,
  },
  pages: 'Review pages',
  pageOf: (page: number, pages: number, total: number) => `Page ${page} of ${pages} · ${reviews(total)}`,
  loading: 'Loading reviews',
  loadFailed: 'The reviews could not be loaded',
};

const day = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});
export const formatDay = (iso: string) => day.format(new Date(iso));
