import { REVIEW_RATINGS, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@academy/shared/review-rules';
import type { MyReview } from '@academy/shared/reviews';
import { EyeOff, LoaderCircle, Pencil, Star, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useRefusal } from '@/components/form/use-refusal';
import { FieldError, TextAreaField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDeleteReview, useMyReview, useSaveReview } from '../api/own-review';
import type { ReviewedProduct } from '../api/reviews';
import { ReviewCard } from './review-card';

const FIELDS = ['rating', 'text'] as const;

/** Stars from 1 to 5 as radios: a press, a tap or the arrow keys choose. */
function StarPicker({
  rating,
  onChange,
  error,
}: {
  rating: number;
  onChange: (rating: number) => void;
  error: string | undefined;
}) {
  const t = useT();
  const errorId = useId();
  const [pointed, setPointed] = useState(0);
  const shown = pointed || rating;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined}>
      <legend className="field-label">{t('reviews.yourRating')}</legend>
      <div className="flex gap-1" onPointerLeave={() => setPointed(0)}>
        {REVIEW_RATINGS.map((stars) => (
          <label
            key={stars}
            onPointerEnter={() => setPointed(stars)}
            className="cursor-pointer rounded-lg p-1 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-1 has-[input:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              name="rating"
              value={stars}
              checked={rating === stars}
              onChange={() => onChange(stars)}
              className="sr-only"
            />
            <Star
              size={30}
              fill="currentColor"
              strokeWidth={0}
              className={`transition-colors ${shown >= stars ? 'text-accent' : 'text-line'}`}
              aria-hidden
            />
            <span className="sr-only">{t('reviews.stars', { count: stars })}</span>
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

/** Writing a review, or rewriting one's own: the browser checks the stars and the length first. */
function ReviewForm({
  product,
  earlier,
  onDone,
}: {
  product: ReviewedProduct;
  earlier: MyReview | null;
  onDone: () => void;
}) {
  const t = useT();
  const save = useSaveReview(product);
  const refusal = useRefusal(FIELDS);
  const [rating, setRating] = useState(earlier?.rating ?? 0);
  const [text, setText] = useState(earlier?.text ?? '');
  const [tried, setTried] = useState(false);
  const length = text.trim().length;
  const ratingError =
    refusal.onField('rating') ?? (tried && rating === 0 ? t('reviews.ratingMissing') : undefined);
  const textError =
    refusal.onField('text') ??
    (tried && length < REVIEW_TEXT_MIN
      ? t('reviews.textShort', { min: REVIEW_TEXT_MIN, left: REVIEW_TEXT_MIN - length })
      : undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setTried(true);
    refusal.clear();
    if (rating === 0) return document.querySelector<HTMLElement>('input[name="rating"]')?.focus();
    if (length < REVIEW_TEXT_MIN)
      return document.querySelector<HTMLElement>('textarea[name="text"]')?.focus();
    // mutateAsync, not mutate's callbacks: the refetch that follows a first review swaps this form
    // for the review before the mutation settles, and an unmounted form's callbacks never run.
    void save.mutateAsync({ rating, text }).then(
      (response) => {
        notify.success(response.message);
        onDone();
      },
      (error: unknown) => notify.error(refusal.refused(error, t('spec.genericFailure'))),
    );
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t('reviews.yours')}
      aria-busy={save.isPending}
      className="space-y-5"
    >
      <StarPicker
        rating={rating}
        error={ratingError}
        onChange={(stars) => {
          setRating(stars);
          refusal.changed('rating');
        }}
      />
      <div>
        <TextAreaField
          label={t('reviews.text')}
          hint={t('reviews.textHint', { min: REVIEW_TEXT_MIN, max: REVIEW_TEXT_MAX })}
          name="text"
          maxLength={REVIEW_TEXT_MAX}
          value={text}
          error={textError}
          onChange={(event) => {
            setText(event.target.value);
            refusal.changed('text');
          }}
        />
        <p className="mt-1 text-right text-xs text-ink-muted tabular-nums">
          {t('reviews.textCount', { count: text.length, max: REVIEW_TEXT_MAX })}
        </p>
      </div>
      <RefusalAlert message={refusal.onForm} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-accent" disabled={save.isPending}>
          {save.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {t(earlier ? 'reviews.update' : 'reviews.publish')}
        </button>
        {earlier && (
          <button type="button" className="btn-outline" onClick={onDone}>
            {t('reviews.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * The signed-in owner's own review at the top of the list, with Edit and Delete; or, before they
 * wrote one, an invitation and the form.
 */
export function OwnReview({ product, userId }: { product: ReviewedProduct; userId: string }) {
  const t = useT();
  const mine = useMyReview(product, userId);
  const remove = useDeleteReview(product);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  if (mine.data === undefined) return null;
  const review = mine.data;

  return (
    <section
      aria-labelledby="own-review-heading"
      className="mb-8 rounded-[var(--radius-card)] border border-line bg-white p-5 sm:p-6"
    >
      <h3 id="own-review-heading" className="text-lg font-semibold">
        {review ? t('reviews.yours') : t('reviews.write')}
      </h3>
      {!review && (
        <p className="mt-1 text-sm text-ink-muted">
          {t(product.type === 'course' ? 'reviews.inviteCourse' : 'reviews.inviteAsset')}
        </p>
      )}
      {review?.hidden && (
        <p className="mt-3 flex gap-2 rounded-2xl bg-sand px-4 py-3 text-sm">
          <EyeOff size={16} className="mt-0.5 shrink-0" aria-hidden />
          {t('reviews.hiddenNote')}
        </p>
      )}
      <div className="mt-5">
        {!review || editing ? (
          <ReviewForm product={product} earlier={review} onDone={() => setEditing(false)} />
        ) : (
          <>
            <ReviewCard review={review} />
            {asking ? (
              <div
                role="group"
                aria-label={t('reviews.deleteAsk')}
                className="mt-2 rounded-2xl bg-danger-soft p-4"
              >
                <p className="text-sm font-medium">{t('reviews.deleteAsk')}</p>
                <div className="mt-3 flex flex-wrap gap-3">
                  <button
                    type="button"
                    className="btn bg-danger text-white"
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(review.id, {
                        onSuccess: (response) => {
                          notify.success(response.message);
                          setAsking(false);
                        },
                        onError: (error) => notify.error(errorMessage(error)),
                      })
                    }
                  >
                    {remove.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
                    {t('reviews.deleteYes')}
                  </button>
                  <button type="button" className="btn-outline" onClick={() => setAsking(false)}>
                    {t('reviews.keep')}
                  </button>
                </div>
              </div>
            ) : (
              <div className="mt-2 flex flex-wrap gap-3">
                <button type="button" className="btn-outline py-2" onClick={() => setEditing(true)}>
                  <Pencil size={15} aria-hidden />
                  {t('reviews.edit')}
                </button>
                <button type="button" className="btn-outline py-2" onClick={() => setAsking(true)}>
                  <Trash2 size={15} aria-hidden />
                  {t('reviews.delete')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </section>
  );
}
