import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import type { AdminReview } from '@academy/shared/reviews';
import { Eye, EyeOff, LoaderCircle, MessageSquareReply, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { RatingStars } from '@/components/catalogue/rating-stars';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useSetReviewHidden } from '../api/reviews';

import { formatDay, TEXT } from './reviews-text';

/* Admin → Reviews: one review as a card, with its Show action (the dialogs are the page's). */

/** Long review text shows its first lines, with Show all. */
const CLAMP_CHARS = 360;
const CLAMP_LINES = 6;

function ReviewText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const long = text.length > CLAMP_CHARS || text.split('\n').length > CLAMP_LINES;
  return (
    <>
      <p
        id={id}
        translate="no"
        className={`leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft ${
          long && !open ? 'line-clamp-5' : ''
        }`}
      >
        {text}
      </p>
      {long && (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-1 text-sm font-semibold text-accent-strong underline underline-offset-2 hover:text-ink"
        >
          {open ? TEXT.showLess : TEXT.showAll}
        </button>
      )}
    </>
  );
}

export type Action = 'hide' | 'reply' | 'delete';

/** One review, as a card: its stars, product, author and date, its words, the reply and the actions. */
export function ReviewCard({
  review,
  onAction,
}: {
  review: AdminReview;
  onAction: (action: Action) => void;
}) {
  const show = useSetReviewHidden();
  const headingId = useId();
  const productLink =
    review.product.type === 'course'
      ? paths.admin.editCourse(review.product.id)
      : paths.admin.editAsset(review.product.id);
  const link = 'underline decoration-line underline-offset-2 hover:decoration-ink';
  return (
    <article
      aria-label={TEXT.review(review)}
      className={`rounded-[var(--radius-card)] border p-4 sm:p-5 lg:grid lg:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] lg:gap-x-8 ${
        review.hidden ? 'border-dashed border-line-strong/60 bg-paper' : 'border-line bg-white'
      }`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 lg:block">
          <RatingStars average={review.rating} />
          <p className="text-sm text-ink-muted lg:mt-1.5">
            <time dateTime={review.createdAt}>{formatDay(review.createdAt)}</time>
          </p>
        </div>
        <h2 id={headingId} className="mt-2 font-sans text-base leading-snug font-semibold tracking-normal">
          <Link to={productLink} title={TEXT.editProduct(review)} className={`text-ink ${link}`}>
            {review.product.title || TEXT.product.unknown}
          </Link>{' '}
          <span className="ml-1 inline-block rounded-full bg-sand px-2 py-0.5 align-middle text-[11px] font-medium text-ink-soft">
            {TEXT.product.kinds[review.product.type]}
          </span>
        </h2>
        <p className="mt-1 text-sm text-ink" translate="no">
          {review.author.name}
        </p>
        <a
          href={`mailto:${review.author.email}`}
          className={`text-sm [overflow-wrap:anywhere] text-ink-soft ${link}`}
        >
          {review.author.email}
        </a>
      </div>
      <div className="mt-3 min-w-0 lg:mt-0">
        {review.hidden && (
          <p className="mb-2 inline-flex max-w-full items-start gap-1.5 rounded-xl bg-danger-soft px-2.5 py-1 text-xs font-semibold text-danger">
            <EyeOff size={14} className="mt-px shrink-0" aria-hidden />
            <span className="[overflow-wrap:anywhere]">{TEXT.hiddenBadge(review.hidden.reason)}</span>
          </p>
        )}
        <ReviewText text={review.text} />
        {review.reply && (
          <div className="mt-3 rounded-2xl bg-sand px-4 py-3">
            <p className="text-sm font-semibold">
              {TEXT.reply}
              <span className="font-normal whitespace-nowrap text-ink-muted">
                {' · '}
                <time dateTime={review.reply.createdAt}>{formatDay(review.reply.createdAt)}</time>
              </span>
            </p>
            <p className="mt-1 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft">
              {review.reply.text}
            </p>
          </div>
        )}
        <div className="mt-4 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn-outline px-4 py-2 max-sm:px-3"
            aria-label={review.reply ? TEXT.actionNames.editReply(review) : TEXT.actionNames.reply(review)}
            onClick={() => onAction('reply')}
          >
            <MessageSquareReply size={16} aria-hidden />
            {review.reply ? TEXT.actions.editReply : TEXT.actions.reply}
          </button>
          {/* One button for Hide and Show, so the focus comes back to it after either. */}
          <button
            type="button"
            className="btn-outline px-4 py-2 max-sm:px-3"
            disabled={show.isPending}
            aria-busy={show.isPending}
            aria-label={review.hidden ? TEXT.actionNames.show(review) : TEXT.actionNames.hide(review)}
            onClick={() => {
              if (!review.hidden) return onAction('hide');
              show.mutate(
                { review, reason: null },
                {
                  onSuccess: ({ message }) => notify.success(message, TOAST_DEFAULT_MS),
                  onError: (error) => notify.error(errorMessage(error, TEXT.showFailed), TOAST_DEFAULT_MS),
                },
              );
            }}
          >
            {show.isPending ? (
              <LoaderCircle size={16} className="animate-spin" aria-hidden />
            ) : review.hidden ? (
              <Eye size={16} aria-hidden />
            ) : (
              <EyeOff size={16} aria-hidden />
            )}
            {review.hidden ? TEXT.actions.show : TEXT.actions.hide}
          </button>
          <button
            type="button"
            className="btn border border-danger/40 bg-white px-4 py-2 text-danger hover:border-danger max-sm:px-3"
            aria-label={TEXT.actionNames.delete(review)}
            onClick={() => onAction('delete')}
          >
            <Trash2 size={16} aria-hidden />
            {TEXT.actions.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
