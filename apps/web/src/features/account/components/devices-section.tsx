import { LogOut } from 'lucide-react';
import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSignOutEverywhere } from '../api/account';
import { AccountDialog } from './account-dialog';
import { AccountSection } from './section';

export function DevicesSection() {
  const { clearAuth } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOutEverywhere();
  const [open, setOpen] = useState(false);
  const t = useT();

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
      title={t('account.devices.title')}
      description={t('account.devices.description')}
    >
      <p className="text-sm text-ink-soft">{t('account.devices.body')}</p>
      <button
        type="button"
        className="btn-outline mt-5 w-full sm:w-auto"
        onClick={() => {
          signOut.reset();
          setOpen(true);
        }}
      >
        <LogOut size={16} aria-hidden />
        {t('account.devices.signOutAll')}
      </button>
      <AccountDialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.devices.confirmTitle')}
        confirmLabel={t('account.devices.confirm')}
        pending={signOut.isPending}
        error={signOut.error?.message}
        onConfirm={confirm}
      >
        <p>{t('account.devices.confirmBody')}</p>
      </AccountDialog>
    </AccountSection>
  );
}
