import { type ReactNode, useId } from 'react';
import { FieldError } from '@/components/ui/text-field';

/** An on/off switch with a visible label (role switch, so it reads as "Free Preview, on"). */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
  hint,
  name,
  error,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the label, read with the switch: what it does, or why it is off limits. */
  hint?: ReactNode;
  /** The form's name for it, so a form can take focus to it (a refusal about it, say). */
  name?: string;
  /** Shown under it in red, and read with it. */
  error?: string | undefined;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  // One root, message or none, so the button keeps focus while a message comes and goes.
  return (
    <div>
      <div className="flex items-center gap-2.5">
        <button
          id={id}
          name={name}
          type="button"
          role="switch"
          aria-checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => onCheckedChange(!checked)}
          className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors disabled:opacity-60 ${
            checked ? 'bg-success' : 'bg-line-strong'
          }`}
        >
          <span
            aria-hidden
            className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
              checked ? 'translate-x-5.5' : 'translate-x-0.5'
            }`}
          />
        </button>
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-ink select-none">
          {label}
        </label>
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 pl-[3.375rem] text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}
