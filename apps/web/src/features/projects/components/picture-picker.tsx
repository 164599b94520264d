import { PROJECT_IMAGE_TYPES, PROJECT_IMAGES_MAX } from '@academy/shared/project-rules';
import { ImageUp, X } from 'lucide-react';
import type { DragEvent } from 'react';
import { FieldError, FieldHint, useFieldFeedback } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import type { ChosenPicture } from '../hooks/use-chosen-pictures';

/**
 * A version's pictures: a tap (or a drop, on a computer) chooses several, each previewed from
 * the file before anything is sent, in the order they will be shown; the first is the cover.
 */
export function PicturePicker({
  pictures,
  onChoose,
  onRemove,
  hint,
  error,
  disabled,
}: {
  pictures: ChosenPicture[];
  onChoose: (files: File[]) => void;
  onRemove: (key: number) => void;
  hint: string;
  error: string | undefined;
  disabled: boolean;
}) {
  const t = useT();
  const feedback = useFieldFeedback({ hint, error });
  const full = pictures.length >= PROJECT_IMAGES_MAX;
  const drop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    if (!disabled && !full) onChoose([...event.dataTransfer.files]);
  };
  return (
    <div>
      <p className="field-label" id={`${feedback.id}-label`}>
        {t('project.form.pictures')}
      </p>
      <FieldHint id={feedback.hintId}>{hint}</FieldHint>
      {pictures.length > 0 && (
        <ul className="mb-3 grid grid-cols-3 gap-3 sm:grid-cols-4">
          {pictures.map((picture, index) => (
            <li key={picture.key} className="relative aspect-square overflow-hidden rounded-xl bg-sand">
              <img src={picture.preview} alt={picture.file.name} className="size-full object-cover" />
              {index === 0 && (
                <span className="absolute bottom-1.5 left-1.5 rounded-full bg-ink/80 px-2 py-0.5 text-xs font-semibold text-paper">
                  {t('project.form.cover')}
                </span>
              )}
              <button
                type="button"
                onClick={() => onRemove(picture.key)}
                disabled={disabled}
                aria-label={t('project.form.removePicture', { name: picture.file.name })}
                className="absolute top-1 right-1 flex size-9 items-center justify-center rounded-full bg-paper/90 text-ink shadow-card hover:bg-paper"
              >
                <X size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <label
        onDragOver={(event) => event.preventDefault()}
        onDrop={drop}
        className={`flex flex-col items-center justify-center gap-1 rounded-2xl border-2 border-dashed px-4 py-6 text-center has-[input:focus-visible]:focus-ring ${
          error ? 'border-danger' : 'border-line-strong/50'
        } ${full || disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-ink'}`}
      >
        <ImageUp size={26} className="text-accent-strong" aria-hidden />
        <span className="font-semibold">{t('project.form.choosePictures')}</span>
        <span className="text-sm text-ink-muted tabular-nums">
          {t('project.form.pictureCount', { count: pictures.length, max: PROJECT_IMAGES_MAX })}
        </span>
        <input
          type="file"
          name="images"
          accept={PROJECT_IMAGE_TYPES.join(',')}
          multiple
          disabled={disabled || full}
          aria-labelledby={`${feedback.id}-label`}
          {...feedback.control}
          className="sr-only"
          onChange={(event) => {
            onChoose([...(event.target.files ?? [])]);
            // The same file may be chosen again after it was removed.
            event.target.value = '';
          }}
        />
      </label>
      <FieldError id={feedback.errorId} error={error} />
    </div>
  );
}
