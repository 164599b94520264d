import type { ReviewListResponse } from '@academy/shared/reviews';
import type { JsonLd } from '@/lib/page-meta';

/** The first reviews a product's structured data carries, with its AggregateRating. */
const REVIEWS_IN_JSON_LD = 3;

/**
 * schema.org's `aggregateRating` and `review` of a Course or Product, once it has a visible
 * review (issue 30); nothing before, as a rating of no reviews is no rating.
 */
export function reviewsJsonLd(firstPage: ReviewListResponse | undefined): JsonLd {
  const summary = firstPage?.data.summary;
  if (!firstPage || !summary?.average) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: firstPage.data.reviews.slice(0, REVIEWS_IN_JSON_LD).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.author.name },
      datePublished: review.createdAt.slice(0, 10),
      reviewBody: review.text,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}
