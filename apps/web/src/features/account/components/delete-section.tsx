import type { AccountProfile } from '@academy/shared/account';
import { Trash2 } from 'lucide-react';
import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { useDeleteAccount } from '../api/account';
import { AccountDialog } from './account-dialog';
import { AccountSection } from './section';

export function DeleteSection({ account }: { account: AccountProfile }) {
  const { clearAuth } = useAuth();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const [missing, setMissing] = useState(false);

  if (account.role === 'admin') {
    return (
      <AccountSection id="delete" title="Delete account" description="Admin accounts keep the store running.">
        <p className="text-sm text-ink-soft">An admin account cannot be deleted from this page.</p>
      </AccountSection>
    );
  }

  const byPassword = account.hasPassword;
  const confirm = () => {
    if (confirmation.trim() === '') {
      setMissing(true);
      document.getElementById('account-delete-confirmation')?.focus();
      return;
    }
    remove.mutate(byPassword ? { password: confirmation } : { email: confirmation }, {
      onSuccess: (response) => {
        notify.success(response.message, 5000);
        startTransition(() => {
          clearAuth();
          navigate(paths.home, { replace: true });
        });
      },
    });
  };

  return (
    <AccountSection
      id="delete"
      tone="danger"
      title="Delete account"
      description="Erase your account and the personal data that goes with it. This cannot be undone."
    >
      <p className="text-sm text-ink-soft">
        Your courses, downloads, progress and certificates go with the account. Receipts of what you paid for
        are kept for the tax records, without your name, email or phone.
      </p>
      <button
        type="button"
        className="btn mt-5 w-full border border-danger bg-white text-danger hover:bg-danger hover:text-white sm:w-auto"
        onClick={() => {
          remove.reset();
          setConfirmation('');
          setMissing(false);
          setOpen(true);
        }}
      >
        <Trash2 size={16} aria-hidden />
        Delete my account
      </button>
      <AccountDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete your account?"
        confirmLabel="Delete my account"
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={confirm}
        field={
          <TextField
            id="account-delete-confirmation"
            label={byPassword ? 'Your password' : 'Your email address'}
            hint={byPassword ? undefined : `Type ${account.email} to confirm.`}
            name={byPassword ? 'password' : 'email'}
            type={byPassword ? 'password' : 'email'}
            autoComplete={byPassword ? 'current-password' : 'off'}
            required
            value={confirmation}
            onChange={(event) => {
              setConfirmation(event.target.value);
              setMissing(false);
            }}
            error={
              missing
                ? byPassword
                  ? 'Enter your password to confirm.'
                  : 'Type your email address to confirm.'
                : undefined
            }
          />
        }
      >
        <p>
          <strong className="font-semibold text-ink">Erased now:</strong> your name, email and phone, your
          sign-in (password and Google), your access to the courses and assets you bought, your cart, your
          progress, your certificates, and the emails we hold for you.
        </p>
        <p>
          <strong className="font-semibold text-ink">Kept:</strong> the orders and payments, without anything
          that names you, as the tax law requires (up to eight years).
        </p>
        <p>
          You will be signed out everywhere. You can register again with the same email later, as a new
          student.
        </p>
      </AccountDialog>
    </AccountSection>
  );
}
