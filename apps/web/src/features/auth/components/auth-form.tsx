import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PasswordField } from '@/components/form/password-field';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { usePasswordRules } from '@/lib/use-password-rules';
import { GoogleSignIn } from './google-sign-in';
import { messageWith, type Translate, useT } from '@/lib/i18n';

type Mode = 'signIn' | 'signUp';

const emptyForm = { name: '', phone: '', email: '', password: '' };

/** SPEC §5: these fields are required and the email is an email; nothing else is checked here. */
const fieldMessagesIn = (t: Translate) => ({
  name: { valueMissing: t('auth.nameMissing') },
  phone: { valueMissing: t('auth.phoneMissing') },
  email: { valueMissing: t('auth.emailMissing'), typeMismatch: t('auth.emailInvalid') },
  password: { valueMissing: t('auth.passwordMissing') },
});

export function AuthForm() {
  const [mode, setMode] = useState<Mode>('signIn');
  const [form, setForm] = useState(emptyForm);
  const [showPassword, setShowPassword] = useState(false);
  const t = useT();
  const fieldMessages = fieldMessagesIn(t);
  const { errors, formProps, clearErrors } = useFieldErrors(fieldMessages);
  const isSignUp = mode === 'signUp';
  const auth = useAuthSubmit();
  const {
    ref: passwordRef,
    error: passwordError,
    load: loadCommonPasswords,
  } = usePasswordRules({
    isSignUp,
    password: form.password,
    email: form.email,
    checkedError: errors.password,
    missing: fieldMessages.password.valueMissing,
  });

  const update = (field: keyof typeof emptyForm) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));

  // After Sign Up: Sign In with the address filled in and the password focused, and a line on the
  // confirmation mail that stays (issue 28), beside SPEC's toast.
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  useEffect(() => {
    if (registeredEmail) passwordRef.current?.focus();
  }, [registeredEmail, passwordRef]);

  const switchMode = (next: Mode) => {
    setMode(next);
    setShowPassword(false);
    clearErrors();
    auth.clearFailure();
    setRegisteredEmail(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void auth.run(async () => {
      if (!isSignUp) {
        setRegisteredEmail(null);
        return auth.signInWith(form);
      }
      if (!(await auth.register(form))) return;
      setForm((current) => ({ ...emptyForm, email: current.email }));
      switchMode('signIn');
      setRegisteredEmail(form.email);
    });
  };

  const busy = auth.busy;

  return (
    <div className="w-full max-w-md">
      <h1 className="font-display text-3xl font-semibold sm:text-4xl">
        {t(isSignUp ? 'auth.signUp' : 'auth.signIn')}
      </h1>
      <p className="mt-3 text-ink-soft">{t(isSignUp ? 'auth.signUpIntro' : 'auth.signInIntro')}</p>

      {registeredEmail && (
        <p role="status" className="mt-6 rounded-2xl bg-success-soft p-4 text-sm text-ink">
          {messageWith(
            (email) => t('auth.registered', { email }),
            <strong translate="no" className="font-semibold">
              {registeredEmail}
            </strong>,
          )}
        </p>
      )}

      <form
        className="mt-8 space-y-5"
        onSubmit={onSubmit}
        aria-label={t(isSignUp ? 'auth.signUp' : 'auth.signIn')}
        {...formProps}
      >
        {isSignUp && (
          <>
            <TextField
              label={t('auth.name')}
              name="name"
              autoComplete="name"
              required
              error={errors.name}
              value={form.name}
              onChange={update('name')}
            />
            <TextField
              label={t('auth.phone')}
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              error={errors.phone}
              value={form.phone}
              onChange={update('phone')}
            />
          </>
        )}
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          error={errors.email}
          value={form.email}
          onChange={update('email')}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          shown={showPassword}
          onShownChange={setShowPassword}
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          required
          ref={passwordRef}
          error={passwordError}
          value={form.password}
          onChange={(event) => {
            if (isSignUp) loadCommonPasswords();
            update('password')(event);
          }}
          onFocus={isSignUp ? loadCommonPasswords : undefined}
        />

        {auth.failure && (
          <p role="alert" className="rounded-2xl bg-danger-soft p-4 text-sm text-ink">
            {auth.failure}
          </p>
        )}
        {!isSignUp && auth.refused && (
          <p role="alert" className="rounded-2xl bg-sand p-4 text-sm text-ink">
            {auth.refused}
          </p>
        )}
        {!isSignUp && auth.lockedOut && (
          <div role="alert" className="rounded-2xl bg-sand p-4 text-sm text-ink">
            <p>{auth.lockedOut}</p>
            <Link
              to={paths.forgotPassword}
              className="mt-2 inline-block font-semibold text-accent-strong underline-offset-4 hover:underline"
            >
              {t('auth.chooseNewPassword')}
            </Link>
          </div>
        )}
        {!isSignUp && (
          <p className="-mt-2 text-right text-sm">
            <Link
              to={paths.forgotPassword}
              className="font-semibold text-accent-strong underline-offset-4 hover:underline"
            >
              {t('auth.forgotPassword')}
            </Link>
          </p>
        )}
        <button type="submit" className="btn-primary w-full py-3 text-base" disabled={busy}>
          {busy && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
          {t(isSignUp ? 'auth.signUp' : 'auth.signIn')}
        </button>
      </form>

      <GoogleSignIn busy={busy} />

      <p className="mt-8 text-center text-sm text-ink-soft">
        {t(isSignUp ? 'auth.haveAccount' : 'auth.noAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-accent-strong underline-offset-4 hover:underline"
          onClick={() => switchMode(isSignUp ? 'signIn' : 'signUp')}
        >
          {t(isSignUp ? 'auth.signIn' : 'auth.register')}
        </button>
      </p>
    </div>
  );
}
