import type { AccountProfile } from '@academy/shared/account';
import { Trash2 } from 'lucide-react';
import { startTransition, useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { messageWith, useT } from '@/lib/i18n';
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
  const t = useT();

  if (account.role === 'admin') {
    return (
      <AccountSection
        id="delete"
        title={t('account.delete.title')}
        description={t('account.delete.adminDescription')}
      >
        <p className="text-sm text-ink-soft">{t('account.delete.adminBody')}</p>
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
      title={t('account.delete.title')}
      description={t('account.delete.description')}
    >
      <p className="text-sm text-ink-soft">{t('account.delete.body')}</p>
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
        {t('account.delete.button')}
      </button>
      <AccountDialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.delete.confirmTitle')}
        confirmLabel={t('account.delete.button')}
        pending={remove.isPending}
        error={remove.error?.message}
        onConfirm={confirm}
        field={
          <TextField
            id="account-delete-confirmation"
            label={t(byPassword ? 'account.delete.yourPassword' : 'account.delete.yourEmail')}
            hint={
              byPassword
                ? undefined
                : messageWith(
                    (email) => t('account.delete.typeEmail', { email }),
                    <span translate="no">{account.email}</span>,
                  )
            }
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
                ? t(byPassword ? 'account.delete.passwordMissing' : 'account.delete.emailMissing')
                : undefined
            }
          />
        }
      >
        <p>
          <strong className="font-semibold text-ink">{t('account.delete.erasedLabel')}</strong>{' '}
          {t('account.delete.erased')}
        </p>
        <p>
          <strong className="font-semibold text-ink">{t('account.delete.keptLabel')}</strong>{' '}
          {t('account.delete.kept')}
        </p>
        <p>{t('account.delete.after')}</p>
      </AccountDialog>
    </AccountSection>
  );
}
