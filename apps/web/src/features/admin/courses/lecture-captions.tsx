import { type CaptionTrack, checkWebVtt } from '@academy/shared/captions';
import { CAPTION_LANGUAGES, type CaptionLanguage } from '@academy/shared/caption-languages';
import { Captions, CircleCheck, LoaderCircle, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useRemoveCaptions, useSaveCaptions } from '../api/captions';
import { FileButton } from '../components/file-button';

const TEXTS = {
  heading: 'Captions',
  hint: 'WebVTT files (.vtt), one per language. Students turn them on in the player.',
  unsaved: 'Submit the course first, then add captions to this lecture.',
  added: 'Added',
  none: 'None',
  upload: 'Upload',
  replace: 'Replace',
  remove: 'Remove',
  uploadLabel: (name: string) => `Upload ${name} captions`,
  replaceLabel: (name: string) => `Replace ${name} captions`,
  removeLabel: (name: string) => `Remove ${name} captions`,
  unreadable: 'The file could not be read. Choose it again.',
  failed: 'The captions could not be saved. Please try again.',
  removeFailed: 'The captions could not be removed. Please try again.',
};

/** A captions file's accept list: the extension, and the type some systems give it. */
const CAPTIONS_ACCEPT = '.vtt,text/vtt';

/**
 * A lecture's captions, one line per store language (issue 28): Upload, Replace and Remove act at
 * once, like a video upload, so they need the lecture saved. The file is checked here with the
 * server's own rules, so a wrong file is named before it is sent.
 */
export function LectureCaptions({
  courseId,
  lectureId,
  captions,
  onChange,
}: {
  courseId: string | null;
  /** The saved lecture's id; undefined for a lecture not submitted yet. */
  lectureId: string | undefined;
  captions: CaptionTrack[];
  onChange: (captions: CaptionTrack[]) => void;
}) {
  const save = useSaveCaptions();
  const remove = useRemoveCaptions();
  const [busy, setBusy] = useState<CaptionLanguage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = `captions-${lectureId ?? 'new'}`;

  if (!courseId || !lectureId) {
    return (
      <p className="mt-3 flex items-center gap-2 text-sm text-ink-muted">
        <Captions size={16} aria-hidden />
        {TEXTS.heading}: {TEXTS.unsaved}
      </p>
    );
  }

  const upload = async (language: CaptionLanguage, file: File) => {
    setProblem(null);
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem(TEXTS.unreadable);
      return;
    }
    const checked = checkWebVtt(text);
    if (!checked.ok) {
      setProblem(`${file.name}: ${checked.problem}`);
      return;
    }
    setBusy(language);
    try {
      const response = await save.mutateAsync({ courseId, lectureId, language, vtt: checked.text });
      const others = captions.filter((track) => track.language !== language);
      const order = CAPTION_LANGUAGES.map((entry) => entry.code as CaptionLanguage);
      onChange(
        [...others, response.data].sort((a, b) => order.indexOf(a.language) - order.indexOf(b.language)),
      );
      notify.success(response.message, 2000);
    } catch (error) {
      setProblem(errorMessage(error, TEXTS.failed));
    } finally {
      setBusy(null);
    }
  };

  const removeTrack = async (language: CaptionLanguage) => {
    setProblem(null);
    setBusy(language);
    try {
      const response = await remove.mutateAsync({ courseId, lectureId, language });
      onChange(captions.filter((track) => track.language !== language));
      notify.success(response.message, 2000);
    } catch (error) {
      setProblem(errorMessage(error, TEXTS.removeFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="mt-3 rounded-xl border border-line p-3">
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold">
        <Captions size={16} aria-hidden />
        {TEXTS.heading}
      </h3>
      <p className="mt-1 text-xs text-ink-muted">{TEXTS.hint}</p>
      <ul className="mt-2 divide-y divide-line">
        {CAPTION_LANGUAGES.map(({ code, name, label }) => {
          const added = captions.some((track) => track.language === code);
          return (
            <li key={code} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <p className="text-sm">
                <span className="font-medium">{name}</span>
                {label !== name && (
                  <span className="text-ink-muted" lang={code}>
                    {' '}
                    · {label}
                  </span>
                )}
                <span
                  className={`ml-2 inline-flex items-center gap-1 text-xs ${added ? 'text-success' : 'text-ink-muted'}`}
                >
                  {added && <CircleCheck size={13} aria-hidden />}
                  {added ? TEXTS.added : TEXTS.none}
                </span>
              </p>
              <div className="flex gap-2">
                <FileButton
                  label={added ? TEXTS.replaceLabel(name) : TEXTS.uploadLabel(name)}
                  accept={CAPTIONS_ACCEPT}
                  disabled={busy !== null}
                  className="btn-outline px-3 py-1.5 text-sm"
                  onFiles={([file]) => file && void upload(code, file)}
                >
                  {busy === code && !remove.isPending ? (
                    <LoaderCircle size={14} className="animate-spin" aria-hidden />
                  ) : (
                    <Upload size={14} aria-hidden />
                  )}
                  <span className="sr-only">
                    {added ? TEXTS.replaceLabel(name) : TEXTS.uploadLabel(name)}
                  </span>
                  <span aria-hidden>{added ? TEXTS.replace : TEXTS.upload}</span>
                </FileButton>
                {added && (
                  <button
                    type="button"
                    className="inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-danger hover:bg-danger/10 disabled:opacity-50"
                    disabled={busy !== null}
                    onClick={() => void removeTrack(code)}
                  >
                    {busy === code && remove.isPending ? (
                      <LoaderCircle size={14} className="animate-spin" aria-hidden />
                    ) : (
                      <Trash2 size={14} aria-hidden />
                    )}
                    <span className="sr-only">{TEXTS.removeLabel(name)}</span>
                    <span aria-hidden>{TEXTS.remove}</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="mt-2 text-sm text-danger" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
