import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RecoveryCard } from '@/features/account-recovery/components/recovery-card';
import { VerifyEmailStatus } from '@/features/account-recovery/components/verify-email-status';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

export function VerifyEmailRoute() {
  const t = useT();
  useDocumentMeta({
    title: t('recovery.verify.metaTitle'),
    description: t('recovery.verify.metaDescription'),
  });
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <RecoveryCard icon={<MailCheck size={22} />} title={t('verifyNotice.label')}>
      <VerifyEmailStatus token={token} />
    </RecoveryCard>
  );
}
