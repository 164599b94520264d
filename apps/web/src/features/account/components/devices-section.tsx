import { LogOut } from 'lucide-react';
import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { useSignOutEverywhere } from '../api/account';
import { AccountDialog } from './account-dialog';
import { AccountSection } from './section';

export function DevicesSection() {
  const { clearAuth } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  const [open, setOpen] = useState(false);

  const confirm = () =>
    signOut.mutate(undefined, {
      onSuccess: (response) => {
        notify.success(response.message, 4000);
        // As logout does: the signed-out state and /auth in one transition, so no guard wins.
        startTransition(() => {
          clearAuth();
          navigate(paths.auth, { replace: true });
        });
      },
    });

  return (
    <AccountSection
      id="devices"
      title="Devices"
      description="Lost a phone, or signed in on a shared computer? End every session at once."
    >
      <p className="text-sm text-ink-soft">
        This signs you out everywhere your account is open, this browser included. You can sign in again with
        your password or Google.
      </p>
      <button
        type="button"
        className="btn-outline mt-5 w-full sm:w-auto"
        onClick={() => {
          signOut.reset();
          setOpen(true);
        }}
      >
        <LogOut size={16} aria-hidden />
        Sign out of every device
      </button>
      <AccountDialog
        open={open}
        onOpenChange={setOpen}
        title="Sign out of every device?"
        confirmLabel="Sign out everywhere"
        pending={signOut.isPending}
        error={signOut.error?.message}
        onConfirm={confirm}
      >
        <p>Every browser and phone signed in to your account, this one included, will be signed out.</p>
      </AccountDialog>
    </AccountSection>
  );
}
