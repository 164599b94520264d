import { LockKeyhole } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RecoveryCard } from '@/features/account-recovery/components/recovery-card';
import {
  ResetLinkInvalid,
  ResetPasswordForm,
} from '@/features/account-recovery/components/reset-password-form';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

export function ResetPasswordRoute() {
  const t = useT();
  useDocumentMeta({ title: t('recovery.reset.metaTitle'), description: t('recovery.reset.metaDescription') });
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <RecoveryCard
      icon={<LockKeyhole size={22} />}
      title={t('auth.chooseNewPassword')}
      intro={token ? t('recovery.reset.intro') : undefined}
    >
      {token ? <ResetPasswordForm token={token} /> : <ResetLinkInvalid />}
    </RecoveryCard>
  );
}
