import { type ReactNode, useRef } from 'react';

/**
 * A button that opens the file picker. The hidden input carries the same name, so tests and
 * assistive tools can reach either; the chosen files are handed over and the input is cleared,
 * so the same file can be chosen again after a failure.
 */
export function FileButton({
  children,
  label,
  accept,
  multiple,
  disabled,
  className = 'btn-outline',
  onFiles,
  describedBy,
}: {
  children: ReactNode;
  /** The accessible name of the button and the input ('Upload Video', 'Bulk Upload', …). */
  label: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  className?: string;
  onFiles: (files: File[]) => void;
  describedBy?: string | undefined;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => input.current?.click()}
        aria-describedby={describedBy}
      >
        {children}
      </button>
      <input
        ref={input}
        type="file"
        hidden
        aria-label={label}
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
