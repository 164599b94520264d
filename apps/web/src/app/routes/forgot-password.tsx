import { KeyRound } from 'lucide-react';
import { ForgotPasswordForm } from '@/features/account-recovery/components/forgot-password-form';
import { RecoveryCard } from '@/features/account-recovery/components/recovery-card';
import { useDocumentMeta } from '@/lib/document-meta';

export function ForgotPasswordRoute() {
  useDocumentMeta({ title: 'Forgot Password', description: 'Get a link to choose a new password.' });
  return (
    <RecoveryCard
      icon={<KeyRound size={22} />}
      title="Forgot your password?"
      intro="Enter the email address of your account, and we will send you a link to choose a new password."
    >
      <ForgotPasswordForm />
    </RecoveryCard>
  );
}
