import * as Dialog from '@radix-ui/react-dialog';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { PendingDialog } from '@/components/dialogs/pending-dialog';
import { FormAlert } from './fields';

/**
 * A Radix confirmation dialog. It stays open while the action runs and when it fails, with
 * the server's message in it, so a refusal (a course with students, say) is read, not missed.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  error,
  onConfirm,
  tone = 'danger',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  error?: string | null | undefined;
  onConfirm: () => void;
  tone?: 'danger' | 'neutral';
}) {
  return (
    <PendingDialog open={open} onOpenChange={onOpenChange} pending={pending} widthClassName="sm:w-[28rem]">
      <div className="flex items-start gap-4">
        {tone === 'danger' && (
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
            <TriangleAlert size={20} aria-hidden />
          </span>
        )}
        <div className="min-w-0">
          <Dialog.Title className="font-display text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-1.5 text-sm break-words text-ink-soft">{description}</div>
          </Dialog.Description>
        </div>
      </div>
      {error && (
        <div className="mt-4">
          <FormAlert>{error}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close asChild>
          <button type="button" className="btn-outline" disabled={pending}>
            {cancelLabel}
          </button>
        </Dialog.Close>
        <button
          type="button"
          className={tone === 'danger' ? 'btn bg-danger text-white hover:bg-danger/90' : 'btn-primary'}
          onClick={onConfirm}
          disabled={pending}
        >
          {pending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {confirmLabel}
        </button>
      </div>
    </PendingDialog>
  );
}
