import { REVIEW_SORTS, type ReviewSort } from '@academy/shared/review-rules';
import { useQueries } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { QueryError } from '@/components/ui/load-state';
import { useAuth } from '@/lib/auth';
import { type MessageId, useT } from '@/lib/i18n';
import { type ReviewedProduct, reviewPageQuery } from '../api/reviews';
import { OwnReview } from './own-review';
import { ReviewCard } from './review-card';

const SORT_WORDS = {
  newest: 'reviews.sort.newest',
  highest: 'reviews.sort.highest',
  lowest: 'reviews.sort.lowest',
} as const satisfies Record<ReviewSort, MessageId>;

/**
 * A product's reviews (issue 30): in the order chosen, ten at a time with "Show more", and the
 * signed-in owner's own review or the form to write one. Loaded below the fold
 * (ReviewsSection), from the first page the page's render fetched.
 */
export default function ReviewsList({ product, owned }: { product: ReviewedProduct; owned: boolean }) {
  const t = useT();
  const { user } = useAuth();
  const [sort, setSort] = useState<ReviewSort>('newest');
  // Each page after the first starts after the last review of the one before.
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = useQueries({
    queries: [undefined, ...cursors].map((after) => reviewPageQuery(product, sort, after)),
  });
  const first = pages[0];
  const last = pages.at(-1);
  const reviews = pages.flatMap((page) => page.data?.data.reviews ?? []);
  const total = first?.data?.data.summary.count ?? 0;
  const nextCursor = last?.data?.data.nextCursor ?? null;
  // While the next page loads, the button stays, busy, where it was pressed.
  const loadingMore = cursors.length > 0 && last?.isPending === true;
  const hasMore = loadingMore || nextCursor !== null;

  return (
    <div>
      {owned && user && <OwnReview product={product} userId={user._id} />}
      {first?.isError ? (
        <QueryError query={first} title={t('reviews.failed')} />
      ) : (
        total > 0 && (
          <>
            <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-ink-muted" aria-live="polite">
                {t('reviews.shown', { shown: reviews.length, total })}
              </p>
              {total > 1 && (
                <label className="flex items-center gap-2 text-sm">
                  <span className="text-ink-muted">{t('reviews.sort')}</span>
                  <select
                    className="field-input w-auto py-2 pr-8 pl-3 text-sm"
                    value={sort}
                    onChange={(event) => {
                      setSort(event.target.value as ReviewSort);
                      setCursors([]);
                    }}
                  >
                    {REVIEW_SORTS.map((option) => (
                      <option key={option} value={option}>
                        {t(SORT_WORDS[option])}
                      </option>
                    ))}
                  </select>
                </label>
              )}
            </div>
            <div
              aria-busy={pages.some((page) => page.isFetching)}
              className={first?.isPlaceholderData ? 'opacity-60' : ''}
            >
              {reviews.map((review) => (
                <ReviewCard key={review.id} review={review} />
              ))}
            </div>
            {last?.isError && <QueryError query={last} title={t('reviews.failed')} />}
            {hasMore && (
              <button
                type="button"
                className="btn-outline mt-6"
                disabled={loadingMore}
                aria-busy={loadingMore}
                onClick={() => nextCursor && setCursors((earlier) => [...earlier, nextCursor])}
              >
                {loadingMore && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
                {t('reviews.more')}
              </button>
            )}
          </>
        )
      )}
    </div>
  );
}
