import { MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RecoveryCard } from '@/features/account-recovery/components/recovery-card';
import { VerifyEmailStatus } from '@/features/account-recovery/components/verify-email-status';
import { useDocumentMeta } from '@/lib/document-meta';

export function VerifyEmailRoute() {
  useDocumentMeta({ title: 'Confirm Your Email', description: 'Confirm the email address of your account.' });
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <RecoveryCard icon={<MailCheck size={22} />} title="Confirm your email">
      <VerifyEmailStatus token={token} />
    </RecoveryCard>
  );
}
