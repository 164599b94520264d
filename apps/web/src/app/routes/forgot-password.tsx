import { KeyRound } from 'lucide-react';
import { ForgotPasswordForm } from '@/features/account-recovery/components/forgot-password-form';
import { RecoveryCard } from '@/features/account-recovery/components/recovery-card';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

export function ForgotPasswordRoute() {
  const t = useT();
  useDocumentMeta({
    title: t('recovery.forgot.metaTitle'),
    description: t('recovery.forgot.metaDescription'),
  });
  return (
    <RecoveryCard
      icon={<KeyRound size={22} />}
      title={t('recovery.forgot.title')}
      intro={t('recovery.forgot.intro')}
    >
      <ForgotPasswordForm />
    </RecoveryCard>
  );
}
