import type { ReviewListResponse } from '@academy/shared/reviews';
import { REVIEW_RATINGS } from '@academy/shared/review-rules';
import { lazy, Suspense, useEffect } from 'react';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { useT } from '@/lib/i18n';
import { useNear } from '@/lib/use-near';
import { retryWhenOnline } from '@/lib/when-online';
import type { ReviewedProduct } from '../api/reviews';

type Summary = ReviewListResponse['data']['summary'];

/** The list, its order, its pages and the owner's form: their code comes as they scroll near. */
const ReviewsList = lazy(retryWhenOnline(() => import('./reviews-list')));

/** Stars, the average and the count, for the top of a product page; a link down to the reviews. */
export function RatingLink({
  summary,
  tone = 'light',
}: {
  summary: Summary | undefined;
  tone?: 'light' | 'dark';
}) {
  const t = useT();
  if (!summary?.average) return null;
  return (
    <a
      href="#reviews"
      className={`mt-4 inline-flex items-center gap-2 text-sm font-medium underline-offset-4 hover:underline ${
        tone === 'dark' ? 'text-paper' : 'text-ink'
      }`}
    >
      <RatingStars average={summary.average} tone={tone} />
      <span aria-hidden>{summary.average.toFixed(1)}</span>
      <span className={tone === 'dark' ? 'text-paper/70' : 'text-ink-muted'}>
        ({t('rating.count', { count: summary.count })})
      </span>
    </a>
  );
}

/** The average, the count and how many reviews gave each number of stars. */
function ReviewFigures({ summary }: { summary: Summary }) {
  const t = useT();
  if (!summary.average) return null;
  return (
    <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6">
      <div className="flex items-center gap-4">
        <p className="text-5xl leading-none font-semibold tabular-nums" aria-hidden>
          {summary.average.toFixed(1)}
        </p>
        <div>
          <RatingStars average={summary.average} size={18} />
          <p className="mt-1 text-sm text-ink-muted">{t('rating.count', { count: summary.count })}</p>
        </div>
      </div>
      <ul className="mt-5 space-y-2" aria-label={t('reviews.spread')}>
        {[...REVIEW_RATINGS].reverse().map((stars) => {
          const count = summary.distribution[stars];
          return (
            <li key={stars} className="grid grid-cols-[4.5rem_1fr_2.5rem] items-center gap-3 text-sm">
              <span className="text-ink-soft">{t('reviews.stars', { count: stars })}</span>
              <span className="h-2 overflow-hidden rounded-full bg-sand" aria-hidden>
                <span
                  className="block h-full rounded-full bg-accent"
                  style={{ width: `${(count / summary.count) * 100}%` }}
                />
              </span>
              <span className="text-right text-ink-muted tabular-nums">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * A product page's reviews (issue 30). The figures come with the page's server render; the list,
 * its order and pages, and the owner's form come as the section nears the screen, from the first
 * page the render already fetched.
 */
export function ReviewsSection({
  product,
  firstPage,
  owned,
}: {
  product: ReviewedProduct;
  firstPage: ReviewListResponse | undefined;
  /** Whether the signed-in student owns the product, and so may review it. */
  owned: boolean;
}) {
  const t = useT();
  const { element, near } = useNear();
  const summary = firstPage?.data.summary;
  // Sent here by a link to #reviews (the completed course's overlay, an email) before the
  // product had loaded: the section was not there to scroll to.
  useEffect(() => {
    if (window.location.hash === '#reviews') element.current?.scrollIntoView({ block: 'start' });
  }, [element]);
  return (
    <section ref={element} id="reviews" aria-labelledby="reviews-heading" className="mt-16 scroll-mt-24">
      <h2 id="reviews-heading" className="text-2xl font-semibold">
        {t('reviews.title')}
      </h2>
      <div className="mt-5 grid gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
        {summary && summary.count > 0 ? (
          <ReviewFigures summary={summary} />
        ) : (
          <div className="rounded-[var(--radius-card)] border border-dashed border-line-strong/50 bg-white p-5 sm:p-6">
            <p className="font-semibold">{t('reviews.none')}</p>
            <p className="mt-1 text-sm text-ink-muted">
              {t(product.type === 'course' ? 'reviews.whoCourse' : 'reviews.whoAsset')}
            </p>
          </div>
        )}
        <div className="min-w-0">
          {near && (
            <Suspense fallback={<p className="text-sm text-ink-muted">{t('reviews.loading')}</p>}>
              <ReviewsList product={product} owned={owned} />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
