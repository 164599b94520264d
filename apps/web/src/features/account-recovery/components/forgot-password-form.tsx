import { LoaderCircle, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/ui/text-field';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { messageWith, type Translate, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useForgotPassword } from '../api';

const fieldMessagesIn = (t: Translate) => ({
  email: { valueMissing: t('auth.emailMissing'), typeMismatch: t('auth.emailInvalid') },
});

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<{ email: string; message: string } | null>(null);
  const forgot = useForgotPassword();
  const t = useT();
  const { errors, formProps } = useFieldErrors(fieldMessagesIn(t));
  const confirmation = useRef<HTMLDivElement>(null);

  // The form is replaced by the confirmation: focus follows, so a screen reader reads it.
  useEffect(() => {
    if (sentTo) confirmation.current?.focus();
  }, [sentTo]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    forgot.mutate(
      { email },
      {
        onSuccess: (response) => setSentTo({ email: email.trim(), message: response.message }),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );
  };

  if (sentTo) {
    return (
      <div ref={confirmation} tabIndex={-1} className="space-y-4 focus:outline-none" role="status">
        <p className="flex items-start gap-3 rounded-2xl bg-sand p-4 text-ink">
          <MailCheck size={20} className="mt-0.5 shrink-0 text-success" aria-hidden />
          <span>{sentTo.message}</span>
        </p>
        <p className="text-sm text-ink-soft">
          {messageWith(
            (email) => t('recovery.forgot.linkWorks', { email }),
            <strong translate="no" className="text-ink">
              {sentTo.email}
            </strong>,
          )}
        </p>
        <Link to={paths.auth} className="btn-primary w-full py-3 text-base">
          {t('recovery.backToSignIn')}
        </Link>
      </div>
    );
  }

  return (
    <>
      <form className="space-y-5" onSubmit={onSubmit} aria-label={t('recovery.forgot.label')} {...formProps}>
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={forgot.isPending}>
          {forgot.isPending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
          {t('recovery.forgot.send')}
        </button>
      </form>
      <p className="mt-8 text-center text-sm text-ink-soft">
        {t('recovery.remembered')}{' '}
        <Link to={paths.auth} className="font-semibold text-accent-strong underline-offset-4 hover:underline">
          {t('recovery.backToSignIn')}
        </Link>
      </p>
    </>
  );
}
