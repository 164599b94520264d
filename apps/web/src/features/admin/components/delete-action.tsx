import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A row's Delete button with its Radix confirmation. The server's refusal (say, a course with
 * enrolled students) is shown in the dialog, which stays open until the admin closes it.
 */
export function DeleteAction({
  itemName,
  title,
  description,
  onDelete,
}: {
  /** Read by screen readers after 'Delete', and shown in the dialog. */
  itemName: string;
  title: string;
  description: string;
  onDelete: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onDelete();
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, 'It could not be deleted. Please try again.'));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className="inline-flex items-center gap-1.5 rounded-full border border-transparent px-3 py-1.5 text-sm font-medium text-danger hover:border-danger/30 hover:bg-danger/5"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        <Trash2 size={15} aria-hidden />
        Delete
        <span className="sr-only"> {itemName}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        confirmLabel="Delete"
        pending={pending}
        error={error}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
