import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from '@/components/ui/use-return-focus';

/*
 * Not in components/ui: that folder is bundled into the storefront's shared chunk, which every
 * product page loads, and this brings Radix's dialog with it; the account page and the admin
 * area, which use it, load it with their own code.
 */

/**
 * The frame of the store's dialogs that send something: a sheet at the foot of a phone's screen,
 * a centred card on a wider one. While `pending` it cannot be closed (Escape, a click outside or
 * Cancel), so a refusal is read in it rather than missed; closed, the focus goes back to what
 * opened it.
 */
export function PendingDialog({
  open,
  onOpenChange,
  pending,
  widthClassName,
  onOpenAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  /** Its width from `sm` up, e.g. `sm:w-[30rem]`. */
  widthClassName: string;
  /** Radix's own focus on opening; prevent it where the content focuses a field itself. */
  onOpenAutoFocus?: (event: Event) => void;
  children: ReactNode;
}) {
  const keepWhilePending = (event: Event) => {
    if (pending) event.preventDefault();
  };
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-[2px] data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          onEscapeKeyDown={keepWhilePending}
          onInteractOutside={keepWhilePending}
          onCloseAutoFocus={returnFocus}
          {...(onOpenAutoFocus ? { onOpenAutoFocus } : {})}
          className={`fixed inset-x-3 bottom-3 z-50 max-h-[calc(100dvh-1.5rem)] overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl data-[state=open]:animate-[fade-in_150ms_ease-out] sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:-translate-x-1/2 sm:-translate-y-1/2 ${widthClassName}`}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
