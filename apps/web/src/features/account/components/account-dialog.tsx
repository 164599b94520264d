import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { PendingDialog } from '@/components/dialogs/pending-dialog';
import { useT } from '@/lib/i18n';

/**
 * A confirmation for what cannot be undone (signing out everywhere, erasing the account). A form,
 * so Enter in its field confirms; it stays open while the call runs and when it fails, with the
 * server's reason in it.
 */
export function AccountDialog({
  open,
  onOpenChange,
  title,
  children,
  field,
  confirmLabel,
  pending,
  error,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** What the dialog asks for (a password, say), under the description. */
  field?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error?: string | null | undefined;
  onConfirm: () => void;
}) {
  const t = useT();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm();
  };
  return (
    <PendingDialog open={open} onOpenChange={onOpenChange} pending={pending} widthClassName="sm:w-[30rem]">
      <form onSubmit={submit} noValidate>
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
            <TriangleAlert size={20} aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <Dialog.Title className="font-display text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Description asChild>
              <div className="mt-1.5 space-y-3 text-sm break-words text-ink-soft">{children}</div>
            </Dialog.Description>
          </div>
        </div>
        {field && <div className="mt-5">{field}</div>}
        <p
          role="alert"
          className={
            error ? 'mt-4 rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger' : 'sr-only'
          }
        >
          {error}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <button type="button" className="btn-outline" disabled={pending}>
              {t('account.dialog.cancel')}
            </button>
          </Dialog.Close>
          <button type="submit" className="btn bg-danger text-white hover:bg-danger/90" disabled={pending}>
            {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
            {confirmLabel}
          </button>
        </div>
      </form>
    </PendingDialog>
  );
}
