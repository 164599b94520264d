/** What the reviews module tells a student (translated in src/locales) and an admin (English). */
export const REVIEW_MESSAGES = {
  ownCourseToReview: 'Only a student who owns this course can review it.',
  ownAssetToReview: 'Only a buyer of this asset can review it.',
  published: 'Thank you: your review is published.',
  updated: 'Your review is updated.',
  deleted: 'Review deleted',
  notFound: 'This review does not exist.',
  onlyAuthor: 'Only its author can delete this review.',
  tooManyReviews: 'You have written many reviews in a short time. Try again in an hour.',
  badCursor: 'This link to more reviews is not valid. Load the reviews again.',
} as const;

/** The admin area's words (English, as the admin area is). */
export const ADMIN_REVIEW_MESSAGES = {
  hidden: 'Review hidden',
  shown: 'Review shown again',
  replied: 'Reply published',
} as const;
