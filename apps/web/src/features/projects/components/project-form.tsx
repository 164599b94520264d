import {
  PROJECT_DESCRIPTION_MAX,
  PROJECT_IMAGES_MAX,
  PROJECT_TITLE_MAX,
} from '@academy/shared/project-rules';
import type { ProjectVersion } from '@academy/shared/projects';
import { CloudUpload, LoaderCircle } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useForm } from '@/components/form/use-form';
import { FieldError, TextAreaField, TextField, useFieldFeedback } from '@/components/ui/text-field';
import { isAborted } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { type Translate, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSubmitProject } from '../api/submit-project';
import { type PictureChoice, useChosenPictures } from '../hooks/use-chosen-pictures';
import { type FileRefusal, IMAGE_MAX_MB, PDF_MAX_MB, pdfRefusal } from '../lib/file-rules';
import { PdfPicker } from './pdf-picker';
import { PicturePicker } from './picture-picker';

/** The multipart fields, as the server names them in a refusal. */
const FIELDS = ['title', 'description', 'images', 'pdf', 'public'] as const;

/** What was wrong with the files just chosen, in sentences, or undefined when nothing was. */
function pictureChoiceProblem({ refused, leftOut }: PictureChoice, t: Translate): string | undefined {
  const sentences = refused.map((file) =>
    file.reason === 'type'
      ? t('project.form.notPicture', { name: file.name })
      : t('project.form.tooLarge', { name: file.name, mb: IMAGE_MAX_MB }),
  );
  if (leftOut > 0) sentences.push(t('project.form.tooMany', { count: leftOut, max: PROJECT_IMAGES_MAX }));
  return sentences.length > 0 ? sentences.join(' ') : undefined;
}

const pdfProblem = (refusal: FileRefusal, t: Translate) =>
  refusal.reason === 'type'
    ? t('project.form.notPdf', { name: refusal.name })
    : t('project.form.tooLarge', { name: refusal.name, mb: PDF_MAX_MB });

/** The bytes on their way, then the server's work on the pictures; the upload can be cancelled. */
function UploadProgress({ percent, onCancel }: { percent: number; onCancel: () => void }) {
  const t = useT();
  const sent = percent >= 100;
  return (
    <div className="rounded-2xl bg-sand p-4" aria-live="polite">
      <p className="text-sm font-medium tabular-nums">
        {sent ? t('project.form.processing') : t('project.form.uploading', { percent })}
      </p>
      <div
        role="progressbar"
        aria-label={t('project.form.uploadLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 h-2 overflow-hidden rounded-full bg-white"
      >
        <div className="h-full rounded-full bg-accent transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {!sent && (
        <button type="button" className="btn-outline mt-3 py-2" onClick={onCancel}>
          {t('project.form.cancelUpload')}
        </button>
      )}
    </div>
  );
}

/**
 * Handing in a project, or a newer version of it: a title, a description, 1-8 pictures, an
 * optional PDF and the student's consent to show it once approved. The browser checks each file
 * as it is chosen and the title and pictures on submit; the server's refusal goes under the
 * field it names, and anything else above the button.
 */
export function ProjectForm({
  courseId,
  earlier,
  shownAtStart,
  onClose,
}: {
  courseId: string;
  /** The latest version, whose words a newer one starts from (its pictures are chosen again). */
  earlier: ProjectVersion | undefined;
  /** Whether the consent box starts ticked: the project's current choice. */
  shownAtStart: boolean;
  /**
   * Closes the form once a version is sent or when the student changes their mind: the form
   * that a project waiting for review opens on request.
   */
  onClose?: (() => void) | undefined;
}) {
  const t = useT();
  const submit = useSubmitProject(courseId);
  const form = useForm({ fields: FIELDS });
  const pictures = useChosenPictures();
  const [title, setTitle] = useState(earlier?.title ?? '');
  const [description, setDescription] = useState(earlier?.description ?? '');
  const [shown, setShown] = useState(shownAtStart);
  const [pdf, setPdf] = useState<File | null>(null);
  const [pictureRefusal, setPictureRefusal] = useState<string>();
  const [pdfRefused, setPdfRefused] = useState<string>();
  const [formRefusal, setFormRefusal] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useRef<AbortController | null>(null);
  const sending = submit.isPending;
  const consent = useFieldFeedback({ error: form.serverError('public') });

  const problems = {
    title: title.trim() === '' ? t('project.form.titleMissing') : undefined,
    images: pictures.pictures.length === 0 ? t('project.form.picturesMissing') : undefined,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormRefusal(null);
    setPictureRefusal(undefined);
    if (!form.attempt(problems)) return;
    const controller = new AbortController();
    upload.current = controller;
    setProgress(0);
    // mutateAsync, not mutate's callbacks: a first project's refetch swaps this form for the
    // project before the mutation settles, and an unmounted form's callbacks never run.
    void submit
      .mutateAsync({
        submission: {
          title,
          description,
          public: shown,
          pictures: pictures.pictures.map((p) => p.file),
          pdf,
        },
        onProgress: setProgress,
        signal: controller.signal,
      })
      .then(
        (response) => {
          notify.success(response.message ?? t('project.form.sent'));
          pictures.clear();
          setPdf(null);
          form.reset();
          onClose?.();
        },
        (error: unknown) => {
          if (isAborted(error)) return;
          const message = errorMessage(error);
          if (!form.refused(error)) setFormRefusal(message);
          notify.error(message);
        },
      )
      .finally(() => setProgress(null));
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="space-y-6">
      {earlier && <p className="text-sm text-ink-soft">{t('project.form.againHint')}</p>}
      <TextField
        label={t('project.form.title')}
        name="title"
        value={title}
        maxLength={PROJECT_TITLE_MAX}
        required
        disabled={sending}
        error={form.errorFor('title', problems.title)}
        onBlur={() => form.touch('title')}
        onChange={(event) => {
          setTitle(event.target.value);
          form.changed('title');
        }}
      />
      <div>
        <TextAreaField
          label={t('project.form.description')}
          hint={t('project.form.descriptionHint')}
          name="description"
          value={description}
          maxLength={PROJECT_DESCRIPTION_MAX}
          disabled={sending}
          error={form.serverError('description')}
          onChange={(event) => {
            setDescription(event.target.value);
            form.changed('description');
          }}
        />
        <p className="mt-1 text-right text-xs text-ink-muted tabular-nums" aria-live="polite">
          {t('project.form.count', { count: description.length, max: PROJECT_DESCRIPTION_MAX })}
        </p>
      </div>
      <PicturePicker
        pictures={pictures.pictures}
        hint={t('project.form.picturesHint', { max: PROJECT_IMAGES_MAX, mb: IMAGE_MAX_MB })}
        error={form.serverError('images') ?? pictureRefusal ?? form.errorFor('images', problems.images)}
        disabled={sending}
        onChoose={(files) => {
          setPictureRefusal(pictureChoiceProblem(pictures.add(files), t));
          form.changed('images');
        }}
        onRemove={(key) => {
          pictures.remove(key);
          setPictureRefusal(undefined);
          form.changed('images');
        }}
      />
      <PdfPicker
        pdf={pdf}
        hint={t('project.form.pdfHint', { mb: PDF_MAX_MB })}
        error={form.serverError('pdf') ?? pdfRefused}
        disabled={sending}
        onChoose={(file) => {
          const refusal = pdfRefusal(file);
          setPdfRefused(refusal ? pdfProblem(refusal, t) : undefined);
          if (!refusal) setPdf(file);
          form.changed('pdf');
        }}
        onRemove={() => {
          setPdf(null);
          form.changed('pdf');
        }}
      />
      <div>
        <label className="flex cursor-pointer gap-3 rounded-2xl border border-line bg-white p-4 has-[input:focus-visible]:focus-ring">
          <input
            type="checkbox"
            name="public"
            checked={shown}
            disabled={sending}
            {...consent.control}
            onChange={(event) => {
              setShown(event.target.checked);
              form.changed('public');
            }}
            className="mt-0.5 size-5 shrink-0 accent-accent"
          />
          <span>
            <span className="block font-medium">{t('project.form.public')}</span>
            <span className="mt-1 block text-sm text-ink-muted">{t('project.form.publicHint')}</span>
          </span>
        </label>
        <FieldError id={consent.errorId} error={form.serverError('public')} />
      </div>
      <RefusalAlert message={formRefusal} />
      {progress !== null && <UploadProgress percent={progress} onCancel={() => upload.current?.abort()} />}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-accent py-3" disabled={sending}>
          {sending ? (
            <LoaderCircle size={16} className="animate-spin" aria-hidden />
          ) : (
            <CloudUpload size={16} aria-hidden />
          )}
          {t(earlier ? 'project.form.sendNewer' : 'project.form.send')}
        </button>
        {onClose && (
          <button type="button" className="btn-outline py-3" onClick={onClose} disabled={sending}>
            {t('project.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
