import { LoaderCircle } from 'lucide-react';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useResendVerification } from '../api';

/** Mails the signed-in student a fresh verification link, and says so in a toast. */
export function SendNewLinkButton({ className }: { className: string }) {
  const resend = useResendVerification();
  const t = useT();
  const onClick = () =>
    resend.mutate(undefined, {
      onSuccess: (response) => notify.success(response.message),
      onError: (error) => notify.error(errorMessage(error)),
    });
  return (
    <button type="button" className={className} onClick={onClick} disabled={resend.isPending}>
      {resend.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
      {t('verifyNotice.sendNewLink')}
    </button>
  );
}
