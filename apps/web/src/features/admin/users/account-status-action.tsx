import type { ListedUser } from '@academy/shared/auth';
import { Ban, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useSetAccountDisabled } from '../api/users';
import { ConfirmDialog } from '../components/confirm-dialog';

/** The texts of disabling and enabling an account (issue 26), kept together for translation. */
export const ACCOUNT_STATUS_TEXTS = {
  disabledBadge: 'Disabled',
  disable: 'Disable',
  enable: 'Enable',
  disableTitle: (name: string) => `Disable ${name}'s account?`,
  disableDescription:
    'They are signed out on every device at once and cannot sign in, with a password or with Google, until the account is enabled again. Their purchases and progress stay.',
  enableTitle: (name: string) => `Enable ${name}'s account?`,
  enableDescription: 'They can sign in again with their password or with Google.',
  failed: 'The account could not be changed. Please try again.',
} as const;

/** A small badge beside a disabled account's name. */
export function DisabledBadge() {
  return (
    <span className="ml-2 rounded-full bg-danger/10 px-2 py-0.5 align-middle text-[11px] font-semibold text-danger">
      {ACCOUNT_STATUS_TEXTS.disabledBadge}
    </span>
  );
}

/** A Students row's Disable or Enable button, each with its confirmation. */
export function AccountStatusAction({ user }: { user: ListedUser }) {
  const [open, setOpen] = useState(false);
  const change = useSetAccountDisabled();
  const disabling = !user.disabled;
  const texts = ACCOUNT_STATUS_TEXTS;
  const Icon = disabling ? Ban : RotateCcw;

  const confirm = () =>
    change.mutate(
      { id: user._id, disabled: disabling },
      {
        onSuccess: (response) => {
          setOpen(false);
          notify.success(response.message);
        },
      },
    );

  return (
    <>
      <button
        type="button"
        className={`inline-flex items-center gap-1.5 rounded-full border border-transparent px-3 py-1.5 text-sm font-medium ${
          disabling
            ? 'text-danger hover:border-danger/30 hover:bg-danger/5'
            : 'text-ink hover:border-line hover:bg-sand'
        }`}
        onClick={() => {
          change.reset();
          setOpen(true);
        }}
      >
        <Icon size={15} aria-hidden />
        {disabling ? texts.disable : texts.enable}
        <span className="sr-only"> {user.email}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={disabling ? texts.disableTitle(user.name) : texts.enableTitle(user.name)}
        description={disabling ? texts.disableDescription : texts.enableDescription}
        confirmLabel={disabling ? texts.disable : texts.enable}
        tone={disabling ? 'danger' : 'neutral'}
        pending={change.isPending}
        error={change.error ? errorMessage(change.error, texts.failed) : null}
        onConfirm={confirm}
      />
    </>
  );
}
