import { CircleAlert } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';

/** A field's help line and error, and the ids that tie them to the control. */
type Feedback = {
  /** A short help line under the label, read with the field. */
  hint?: ReactNode;
  /** Shown under the control in red; the control is then marked invalid and described by it. */
  error?: string | undefined;
};

/** The attributes that tie a control to its hint and error (WCAG 1.3.1, 3.3.1). */
export function useFieldFeedback({ hint, error }: Feedback, givenId?: string) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    id,
    hintId,
    errorId,
    control: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy || undefined,
    },
  } as const;
}

/** The help line under a label. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="-mt-0.5 mb-1.5 text-sm text-ink-muted">
      {children}
    </p>
  );
}

/**
 * A field's error. The element is always there, empty while the field is fine, so that screen
 * readers announce the message when it appears (a polite live region, not an alert).
 */
export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  return (
    <p
      id={id}
      aria-live="polite"
      className={error ? 'mt-1.5 flex items-start gap-1.5 text-sm font-medium text-danger' : 'sr-only'}
    >
      {error && <CircleAlert size={16} className="mt-0.5 shrink-0" aria-hidden />}
      {error}
    </p>
  );
}

type TextFieldProps = ComponentProps<'input'> &
  Feedback & {
    label: string;
    /** A control drawn inside the input's right edge, such as a show-password toggle. */
    trailing?: ReactNode;
  };

export function TextField({ label, trailing, className, hint, error, id, ...input }: TextFieldProps) {
  const feedback = useFieldFeedback({ hint, error }, id);
  return (
    <div className={className}>
      <label className="field-label" htmlFor={feedback.id}>
        {label}
      </label>
      {hint && <FieldHint id={feedback.hintId}>{hint}</FieldHint>}
      <div className="relative">
        <input
          id={feedback.id}
          className={`field-input ${trailing ? 'pr-12' : ''}`}
          {...feedback.control}
          {...input}
        />
        {trailing}
      </div>
      <FieldError id={feedback.errorId} error={error} />
    </div>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & Feedback & { label: string };

export function TextAreaField({ label, className, hint, error, id, ...textarea }: TextAreaFieldProps) {
  const feedback = useFieldFeedback({ hint, error }, id);
  return (
    <div className={className}>
      <label className="field-label" htmlFor={feedback.id}>
        {label}
      </label>
      {hint && <FieldHint id={feedback.hintId}>{hint}</FieldHint>}
      <textarea
        id={feedback.id}
        className="field-input min-h-36 resize-y"
        {...feedback.control}
        {...textarea}
      />
      <FieldError id={feedback.errorId} error={error} />
    </div>
  );
}
