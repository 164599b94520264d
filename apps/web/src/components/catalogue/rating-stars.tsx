import { Star } from 'lucide-react';
import { useT } from '@/lib/i18n';

const FIVE = [1, 2, 3, 4, 5] as const;

/** Five stars, filled to `average` (a half star shows as half), read out as "Rated 4.6 out of 5". */
export function RatingStars({
  average,
  size = 16,
  tone = 'light',
}: {
  average: number;
  size?: number;
  /** On a light background, or on the dark hero of a course. */
  tone?: 'light' | 'dark';
}) {
  const t = useT();
  const row = (className: string) => (
    <span className={`flex gap-0.5 ${className}`}>
      {FIVE.map((star) => (
        <Star key={star} size={size} fill="currentColor" strokeWidth={0} className="shrink-0" />
      ))}
    </span>
  );
  return (
    <span
      role="img"
      aria-label={t('rating.label', { average })}
      className="relative inline-flex align-middle"
    >
      {row(tone === 'dark' ? 'text-paper/25' : 'text-line')}
      <span
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${(average / 5) * 100}%` }}
      >
        {row(tone === 'dark' ? 'text-accent-bright' : 'text-accent')}
      </span>
    </span>
  );
}

/** A card's line of stars, once the product has reviews: "★★★★☆ 4.3 (11 reviews)". */
export function CardRating({ rating }: { rating: { average: number; count: number } | null }) {
  const t = useT();
  if (!rating) return null;
  return (
    <p className="mt-2 flex items-center gap-1.5 text-xs text-ink-muted">
      <RatingStars average={rating.average} size={14} />
      <span aria-hidden className="font-semibold text-ink">
        {rating.average.toFixed(1)}
      </span>
      <span>({t('rating.count', { count: rating.count })})</span>
    </p>
  );
}
