import { ACADEMY } from '@academy/shared/academy';
import type { Review } from '@academy/shared/reviews';
import { BadgeCheck } from 'lucide-react';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { useDateFormat } from '@/lib/dates';
import { useT } from '@/lib/i18n';

const DATE_STYLE = { day: 'numeric', month: 'long', year: 'numeric' } as const;

/** One review: its stars, its author as others see them, the date, its words and the academy's reply. */
export function ReviewCard({ review }: { review: Review }) {
  const t = useT();
  const date = useDateFormat(DATE_STYLE);
  return (
    <article className="border-b border-line py-6 first:pt-0 last:border-b-0">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars average={review.rating} />
        <p className="font-semibold" translate="no">
          {review.author.name}
        </p>
        <p className="inline-flex items-center gap-1 text-xs font-medium text-success">
          <BadgeCheck size={14} aria-hidden />
          {t('reviews.verified')}
        </p>
        <p className="text-sm text-ink-muted">
          <time dateTime={review.createdAt}>{date(review.createdAt)}</time>
        </p>
      </div>
      <p translate="no" className="mt-3 leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft">
        {review.text}
      </p>
      {review.reply && (
        <div className="mt-4 rounded-2xl bg-sand px-4 py-3">
          <p className="text-sm font-semibold">{t('reviews.reply', { academy: ACADEMY.name })}</p>
          <p translate="no" className="mt-1 text-sm leading-6 whitespace-pre-line text-ink-soft">
            {review.reply.text}
          </p>
        </div>
      )}
    </article>
  );
}
