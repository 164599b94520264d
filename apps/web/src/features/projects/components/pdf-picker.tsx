import { FileText, X } from 'lucide-react';
import { FieldError, FieldHint, useFieldFeedback } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useFileSize } from '../lib/file-size';

/** A version's optional PDF (a process book, a presentation): one file, removable. */
export function PdfPicker({
  pdf,
  onChoose,
  onRemove,
  hint,
  error,
  disabled,
}: {
  pdf: File | null;
  onChoose: (file: File) => void;
  onRemove: () => void;
  hint: string;
  error: string | undefined;
  disabled: boolean;
}) {
  const t = useT();
  const feedback = useFieldFeedback({ hint, error });
  const size = useFileSize();
  return (
    <div>
      <p className="field-label" id={`${feedback.id}-label`}>
        {t('project.form.pdf')}
      </p>
      <FieldHint id={feedback.hintId}>{hint}</FieldHint>
      {pdf ? (
        <div className="flex items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3">
          <FileText size={20} className="shrink-0 text-accent-strong" aria-hidden />
          <p className="min-w-0 flex-1 text-sm">
            <span translate="no" className="block truncate font-medium">
              {pdf.name}
            </span>
            <span className="text-ink-muted tabular-nums">{size(pdf.size)}</span>
          </p>
          <button
            type="button"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t('project.form.removePdf')}
            className="flex size-9 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sand hover:text-ink"
          >
            <X size={16} aria-hidden />
          </button>
        </div>
      ) : (
        <label
          className={`btn-outline has-[input:focus-visible]:focus-ring ${disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer'}`}
        >
          <FileText size={16} aria-hidden />
          {t('project.form.choosePdf')}
          <input
            type="file"
            name="pdf"
            accept="application/pdf,.pdf"
            disabled={disabled}
            aria-labelledby={`${feedback.id}-label`}
            {...feedback.control}
            className="sr-only"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onChoose(file);
            }}
          />
        </label>
      )}
      <FieldError id={feedback.errorId} error={error} />
    </div>
  );
}
