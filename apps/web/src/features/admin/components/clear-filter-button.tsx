import { X } from 'lucide-react';

/** The × beside a picker filter: clears it, and the focus goes back to the box, empty. */
export function ClearFilterButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <button
      type="button"
      className="btn-outline size-[2.875rem] shrink-0 px-0"
      aria-label={label}
      onClick={(event) => {
        // The button goes with the filter: the focus would be lost with it.
        event.currentTarget.parentElement?.querySelector('input')?.focus();
        onClear();
      }}
    >
      <X size={16} aria-hidden />
    </button>
  );
}
