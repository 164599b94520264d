import { type ReactNode, useId } from 'react';

/** An on/off switch with a visible label (role switch, so it reads as "Free Preview, on"). */
export function Switch({
  label,
  checked,
  onCheckedChange,
  disabled,
  hint,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  /** A line under the label, read with the switch: what it does, or why it is off limits. */
  hint?: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const control = (
    <div className="flex items-center gap-2.5">
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-describedby={hint ? hintId : undefined}
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
  );
  if (!hint) return control;
  return (
    <div>
      {control}
      <p id={hintId} className="mt-1.5 pl-[3.375rem] text-xs text-ink-muted">
        {hint}
      </p>
    </div>
  );
}
