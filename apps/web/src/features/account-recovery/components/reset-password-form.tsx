import { FIELD_LIMITS } from '@academy/shared/limits';
import { passwordProblem } from '@academy/shared/password-rules';
import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState, useTransition } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '@/components/form/password-field';
import { useForm } from '@/components/form/use-form';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { passwordProblemWord } from '@/lib/password-words';
import { notify } from '@/lib/toast';
import { useResetPassword } from '../api';

/** The reset link's page: a new password, checked as it is typed, then the student is signed in. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const fields = useForm({ fields: ['password', 'confirm'] });
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string>>();
  const reset = useResetPassword();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [navigating, startNavigation] = useTransition();
  const t = useT();

  // 13 KB compressed: fetched for this page only, never with the storefront.
  useEffect(() => {
    let current = true;
    void import('@academy/shared/common-passwords').then(({ COMMON_PASSWORDS }) => {
      if (current) setCommonPasswords(COMMON_PASSWORDS);
    });
    return () => {
      current = false;
    };
  }, []);

  const passwordRule = passwordProblem(password, { commonPasswords });
  const problems = {
    // Refused by the server, the same password is not sent again until it is changed.
    password: passwordRule === null ? fields.serverError('password') : passwordProblemWord(t, passwordRule),
    confirm:
      confirm === ''
        ? t('recovery.reset.confirmMissing')
        : confirm !== password
          ? t('recovery.reset.confirmMismatch')
          : null,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!fields.attempt(problems)) return;
    reset.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          notify.success(response.message);
          const { accessToken, user } = response.data;
          startNavigation(() => {
            signIn(accessToken, user);
            navigate(user.role === 'admin' ? paths.admin.dashboard : paths.home, { replace: true });
          });
        },
        onError: (error) => {
          // The link's refusal names the token; its words are in the page's language (issue 29).
          if (error instanceof ApiError && error.status === 400 && error.field === 'token') {
            setLinkInvalid(true);
          } else if (error instanceof ApiError && error.status === 400) {
            fields.placeServerError('password', error.message);
          } else {
            notify.error(error instanceof Error ? error.message : t('spec.genericFailure'));
          }
        },
      },
    );
  };

  if (linkInvalid) return <ResetLinkInvalid />;

  const busy = reset.isPending || navigating;
  return (
    <form className="space-y-5" onSubmit={onSubmit} aria-label={t('auth.chooseNewPassword')} noValidate>
      <PasswordField
        label={t('account.password.new')}
        name="password"
        shown={showPassword}
        onShownChange={setShowPassword}
        autoComplete="new-password"
        hint={t('recovery.reset.hint', { min: FIELD_LIMITS.passwordMin })}
        error={fields.errorFor('password', problems.password)}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          fields.changed('password');
        }}
        onBlur={() => password !== '' && fields.touch('password')}
      />
      <TextField
        label={t('account.password.confirm')}
        name="confirm"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        error={fields.errorFor('confirm', problems.confirm)}
        value={confirm}
        onChange={(event) => setConfirm(event.target.value)}
        onBlur={() => confirm !== '' && fields.touch('confirm')}
      />
      <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
        {busy && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
        {t('recovery.reset.submit')}
      </button>
    </form>
  );
}

export function ResetLinkInvalid() {
  const t = useT();
  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-2xl bg-accent-soft p-4 text-ink">
        {t('recovery.resetLinkInvalid')}
      </p>
      <Link to={paths.forgotPassword} className="btn-primary w-full py-3 text-base">
        {t('recovery.askNewLink')}
      </Link>
    </div>
  );
}
