import { LockKeyhole } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RecoveryCard } from '@/features/account-recovery/components/recovery-card';
import {
  ResetLinkInvalid,
  ResetPasswordForm,
} from '@/features/account-recovery/components/reset-password-form';
import { useDocumentMeta } from '@/lib/document-meta';

export function ResetPasswordRoute() {
  useDocumentMeta({ title: 'Choose A New Password', description: 'Set a new password for your account.' });
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  return (
    <RecoveryCard
      icon={<LockKeyhole size={22} />}
      title="Choose a new password"
      intro={token ? 'Setting a new password signs you out on every other device.' : undefined}
    >
      {token ? <ResetPasswordForm token={token} /> : <ResetLinkInvalid />}
    </RecoveryCard>
  );
}
