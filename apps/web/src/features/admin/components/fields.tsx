import { LoaderCircle, Send } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { FieldError } from '@/components/ui/text-field';

type FieldShellProps = {
  label: string;
  /** Shown under the control in red, announced when it appears, and read with the control. */
  error?: string | undefined;
  /** A short help line under the label. */
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  }) => ReactNode;
};

/** Label, help text, the control and its error message, wired together for screen readers. */
export function FieldShell({ label, error, hint, required, className, children }: FieldShellProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      {/* The asterisk sits beside the label, not in it, so the field's name stays exactly `label`. */}
      <div className="mb-1.5 flex items-baseline gap-0.5">
        <label className="text-sm font-medium text-ink" htmlFor={id}>
          {label}
        </label>
        {required && (
          <span className="text-sm text-accent-strong" aria-hidden>
            *
          </span>
        )}
      </div>
      {hint && (
        <p id={hintId} className="-mt-0.5 mb-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

const controlClass = (error: string | undefined) =>
  `field-input py-2.5 text-[15px] ${error ? 'border-danger focus:border-danger' : ''}`;

type Common = {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean | undefined;
  className?: string | undefined;
};

export function TextInput({
  label,
  error,
  hint,
  required,
  className,
  ...input
}: Common & Omit<ComponentProps<'input'>, 'className' | 'required'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => <input {...control} className={controlClass(error)} {...input} />}
    </FieldShell>
  );
}

export function TextArea({
  label,
  error,
  hint,
  required,
  className,
  ...textarea
}: Common & Omit<ComponentProps<'textarea'>, 'className' | 'required'>) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <textarea {...control} rows={4} className={`${controlClass(error)} resize-y`} {...textarea} />
      )}
    </FieldShell>
  );
}

export function SelectInput({
  label,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: Common &
  Omit<ComponentProps<'select'>, 'className' | 'required' | 'children'> & {
    options: readonly (string | { value: string; label: string })[];
    /** The empty first choice, when the field may be unset. */
    placeholder?: string;
  }) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <select {...control} className={`${controlClass(error)} appearance-auto pr-3`} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => {
            const { value, label: text } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <option key={value} value={value}>
                {text}
              </option>
            );
          })}
        </select>
      )}
    </FieldShell>
  );
}

/** A rupee amount typed as text, so nothing the user typed is rewritten while typing. */
export function MoneyInput(props: Common & Omit<ComponentProps<'input'>, 'className' | 'required' | 'type'>) {
  return <TextInput inputMode="decimal" autoComplete="off" {...props} />;
}

/** A form-level message: what went wrong, in words, where the eye already is. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${
        tone === 'error'
          ? 'border-danger/30 bg-danger/5 text-danger'
          : 'border-success/30 bg-success/5 text-success'
      }`}
    >
      {children}
    </div>
  );
}

/** An editor's Submit, held while its save or an upload runs (a file still arriving would be lost). */
export function SubmitRow({ pending, uploading }: { pending: boolean; uploading: boolean }) {
  return (
    <div className="mt-6 flex flex-wrap items-center justify-end gap-3">
      {uploading && <span className="text-sm text-ink-soft">Uploading… submit when it finishes.</span>}
      <button type="submit" className="btn-accent" disabled={pending || uploading}>
        {pending ? (
          <LoaderCircle size={16} className="animate-spin" aria-hidden />
        ) : (
          <Send size={16} aria-hidden />
        )}
        Submit
      </button>
    </div>
  );
}
