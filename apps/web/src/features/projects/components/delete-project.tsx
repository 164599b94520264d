import * as Dialog from '@radix-ui/react-dialog';
import type { StudentProject } from '@academy/shared/projects';
import { LoaderCircle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { PendingDialog } from '@/components/dialogs/pending-dialog';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDeleteProject } from '../api/delete-project';

/**
 * Deleting the project, every version of it, after a confirmation that says what goes. The
 * dialog stays open while the call runs and when it fails, with the server's reason in it.
 */
export function DeleteProject({ project }: { project: StudentProject }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject(project.course.id);
  // mutateAsync, not mutate's callbacks: the refetch after a deletion takes this project, and this
  // button with it, off the page before the mutation settles, and an unmounted caller's callbacks
  // never run. A refusal shows in the dialog, from `remove.error`.
  const confirm = () =>
    void remove.mutateAsync(project.id).then(
      (response) => {
        notify.success(response.message);
        setOpen(false);
      },
      () => undefined,
    );
  return (
    <>
      <button
        type="button"
        className="btn border border-line bg-white py-2 text-danger hover:border-danger"
        onClick={() => {
          remove.reset();
          setOpen(true);
        }}
      >
        {t('project.delete.button')}
      </button>
      <PendingDialog
        open={open}
        onOpenChange={setOpen}
        pending={remove.isPending}
        widthClassName="sm:w-[30rem]"
      >
        <div className="flex items-start gap-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-danger/10 text-danger">
            <TriangleAlert size={20} aria-hidden />
          </span>
          <div className="min-w-0 flex-1">
            <Dialog.Title className="font-display text-lg font-semibold">
              {t('project.delete.title')}
            </Dialog.Title>
            <Dialog.Description className="mt-1.5 text-sm text-ink-soft">
              {t('project.delete.body')}
            </Dialog.Description>
          </div>
        </div>
        <p
          role="alert"
          className={
            remove.isError
              ? 'mt-4 rounded-xl bg-danger/10 px-4 py-3 text-sm font-medium text-danger'
              : 'sr-only'
          }
        >
          {remove.isError ? errorMessage(remove.error) : ''}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Dialog.Close asChild>
            <button type="button" className="btn-outline" disabled={remove.isPending}>
              {t('project.delete.keep')}
            </button>
          </Dialog.Close>
          <button
            type="button"
            className="btn bg-danger text-white hover:bg-danger/90"
            onClick={confirm}
            disabled={remove.isPending}
          >
            {remove.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
            {t('project.delete.button')}
          </button>
        </div>
      </PendingDialog>
    </>
  );
}
