import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import {
  PROJECT_FEEDBACK_MAX,
  PROJECT_REVIEW_STATUSES,
  type ProjectReviewStatus,
} from '@academy/shared/project-rules';
import type { AdminProject } from '@academy/shared/projects';
import { LoaderCircle, RotateCw, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useForm } from '@/components/form/use-form';
import { FieldError } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { namedField } from '@/lib/named-field';
import { notify } from '@/lib/toast';
import { useReviewProject } from '../api/projects';
import { FormAlert, TextArea } from '../components/fields';
import { TEXT } from './projects-text';

const FIELDS = ['status', 'feedback'] as const;

/**
 * The answer to the project's latest version, while it waits: Approved or Needs work, with
 * feedback. It names the version the admin read, so a version handed in meanwhile (or an answer
 * another admin sent first) is a 409 said in words, with a reload that keeps what was typed.
 */
export function ReviewForm({
  project,
  version,
  onReload,
  reloading,
}: {
  project: AdminProject;
  /** The version on screen, the one answered. */
  version: number;
  onReload: () => Promise<unknown>;
  reloading: boolean;
}) {
  const review = useReviewProject(project);
  const fields = useForm({ fields: FIELDS });
  const [status, setStatus] = useState<ProjectReviewStatus | null>(null);
  const [feedback, setFeedback] = useState('');
  const id = useId();
  const headingId = `${id}-heading`;
  const statusErrorId = `${id}-status-error`;

  const text = feedback.trim();
  const problems = {
    status: status ? undefined : TEXT.review.noDecision,
    feedback:
      text === ''
        ? TEXT.review.empty
        : text.length > PROJECT_FEEDBACK_MAX
          ? TEXT.review.tooLong(text.length)
          : undefined,
  };
  const statusError = fields.errorFor('status', problems.status);
  const feedbackError = fields.errorFor('feedback', problems.feedback);

  const conflict = review.error instanceof ApiError && review.error.status === 409 ? review.error : null;
  const otherError =
    review.isError && !conflict && !namedField(review.error, FIELDS)
      ? errorMessage(review.error, TEXT.review.failed)
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (review.isPending || !fields.attempt(problems) || !status) return;
    review.mutate(
      { status, feedback: text, version },
      {
        onSuccess: ({ message }) => notify.success(message ?? TEXT.review.sent, TOAST_DEFAULT_MS),
        onError: (error) => fields.refused(error),
      },
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-[var(--radius-card)] border border-line bg-white p-4 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {TEXT.review.heading(version)}
      </h2>
      <p className="mt-1 mb-4 text-sm text-ink-soft">{TEXT.review.description(project)}</p>
      <form noValidate onSubmit={submit} className="space-y-5">
        <fieldset aria-describedby={statusError ? statusErrorId : undefined}>
          <legend className="mb-1.5 text-sm font-medium text-ink">{TEXT.review.decision}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {PROJECT_REVIEW_STATUSES.map((option) => (
              <label
                key={option}
                className="flex cursor-pointer items-start gap-3 rounded-xl border border-line bg-white px-4 py-3 transition-colors hover:border-ink-muted has-checked:border-ink has-checked:bg-sand has-focus-visible:focus-ring"
              >
                <input
                  type="radio"
                  name="status"
                  value={option}
                  checked={status === option}
                  disabled={review.isPending}
                  onChange={() => {
                    setStatus(option);
                    fields.changed('status');
                  }}
                  aria-invalid={statusError ? true : undefined}
                  className="mt-1 size-4 shrink-0 accent-ink focus-visible:outline-none"
                />
                <span>
                  <span className="block text-sm font-semibold text-ink">
                    {TEXT.review.options[option].label}
                  </span>
                  <span className="block text-xs text-ink-soft">{TEXT.review.options[option].hint}</span>
                </span>
              </label>
            ))}
          </div>
          <FieldError id={statusErrorId} error={statusError} />
        </fieldset>

        <div>
          <TextArea
            label={TEXT.review.feedback}
            name="feedback"
            hint={TEXT.review.feedbackHint}
            required
            rows={6}
            value={feedback}
            disabled={review.isPending}
            error={feedbackError}
            onBlur={() => fields.touch('feedback')}
            onChange={(event) => {
              setFeedback(event.target.value);
              fields.changed('feedback');
            }}
          />
          <p
            className={`mt-1 text-right text-xs tabular-nums ${
              text.length > PROJECT_FEEDBACK_MAX ? 'text-danger' : 'text-ink-muted'
            }`}
          >
            {text.length.toLocaleString('en-IN')} / {PROJECT_FEEDBACK_MAX.toLocaleString('en-IN')}
          </p>
        </div>

        {conflict && (
          <FormAlert>
            <p className="font-semibold">{TEXT.review.conflict}</p>
            <p className="mt-1">{conflict.message}</p>
            <button
              type="button"
              className="btn-outline mt-3 bg-white"
              disabled={reloading}
              aria-busy={reloading}
              onClick={() => void onReload().then(() => review.reset())}
            >
              <RotateCw size={16} className={reloading ? 'animate-spin' : ''} aria-hidden />
              {TEXT.review.reload}
            </button>
          </FormAlert>
        )}
        {otherError && <FormAlert>{otherError}</FormAlert>}

        <div className="flex justify-end">
          <button
            type="submit"
            className="btn-primary"
            disabled={review.isPending}
            aria-busy={review.isPending}
          >
            {review.isPending ? (
              <LoaderCircle size={16} className="animate-spin" aria-hidden />
            ) : (
              <Send size={16} aria-hidden />
            )}
            {TEXT.review.send}
          </button>
        </div>
      </form>
    </section>
  );
}
