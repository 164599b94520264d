import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { PendingDialog } from '@/components/dialogs/pending-dialog';
import { FormAlert, TextArea } from './fields';

type TextDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The text box's name. */
  label: string;
  hint?: ReactNode;
  /** What the box holds as the dialog opens. */
  initialValue?: string;
  /** The most characters the server takes: the box counts towards it. */
  maxLength: number;
  /** What is wrong with the (trimmed) text, checked before anything is sent; undefined when nothing is. */
  validate: (text: string) => string | undefined;
  /** Sends the trimmed text. The caller closes the dialog once it is saved. */
  onSubmit: (text: string) => void;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  /** The server's refusal, about the text itself: shown under the box. */
  fieldError?: string | null | undefined;
  /** The server's refusal, about anything else: shown above the buttons. */
  error?: string | null | undefined;
};

/**
 * A Radix dialog asking for one text (a reason, a reply), in ConfirmDialog's look. What is wrong
 * with the text is said under the box, which takes the focus, before anything is sent; the
 * server's refusal shows in the dialog, which stays open while the text is sent and when it fails.
 */
export function TextDialog({ open, onOpenChange, pending = false, ...props }: TextDialogProps) {
  return (
    <PendingDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      widthClassName="sm:w-[32rem]"
      // The box takes the focus itself, with the caret after the text it holds.
      onOpenAutoFocus={(event) => event.preventDefault()}
    >
      <TextDialogForm {...props} pending={pending} />
    </PendingDialog>
  );
}

/** The dialog's form: mounted as the dialog opens, so each opening starts from `initialValue`. */
function TextDialogForm({
  title,
  description,
  label,
  hint,
  initialValue = '',
  maxLength,
  validate,
  onSubmit,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending,
  fieldError,
  error,
}: Omit<TextDialogProps, 'open' | 'onOpenChange' | 'pending'> & { pending: boolean }) {
  const [value, setValue] = useState(initialValue);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  // The server's refusal is about the text as it was sent: once it is edited, it is no longer shown.
  const [edited, setEdited] = useState(false);
  const box = useRef<HTMLTextAreaElement>(null);
  // Opened, the box has the focus, with the caret after the text it holds.
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(element.value.length, element.value.length);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const text = value.trim();
    const wrong = validate(text);
    setProblem(wrong);
    setEdited(false);
    if (wrong) {
      box.current?.focus();
      return;
    }
    onSubmit(text);
  };

  const shownFieldError = problem ?? (edited ? undefined : (fieldError ?? undefined));
  const over = value.trim().length > maxLength;
  return (
    <form noValidate onSubmit={submit}>
      <Dialog.Title className="font-display text-lg font-semibold">{title}</Dialog.Title>
      <Dialog.Description asChild>
        <div className="mt-1.5 text-sm break-words text-ink-soft">{description}</div>
      </Dialog.Description>
      <div className="mt-5">
        <TextArea
          ref={box}
          label={label}
          hint={hint}
          required
          rows={5}
          value={value}
          disabled={pending}
          error={shownFieldError}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(undefined);
            setEdited(true);
          }}
        />
        <p className={`mt-1 text-right text-xs tabular-nums ${over ? 'text-danger' : 'text-ink-muted'}`}>
          {value.trim().length.toLocaleString('en-IN')} / {maxLength.toLocaleString('en-IN')}
        </p>
      </div>
      {error && !edited && (
        <div className="mt-3">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <button type="button" className="btn-outline" disabled={pending}>
            {cancelLabel}
          </button>
        </Dialog.Close>
        <button type="submit" className="btn-primary" disabled={pending} aria-busy={pending}>
          {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {confirmLabel}
        </button>
      </div>
    </form>
  );
}
