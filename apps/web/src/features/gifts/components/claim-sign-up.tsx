import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PasswordField } from '@/components/form/password-field';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { useRefusal } from '@/components/form/use-refusal';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { usePasswordRules } from '@/lib/use-password-rules';
import { type NewAccount, useSignUpAndClaim } from '../api/sign-up-and-claim';

const FIELDS = ['name', 'phone', 'password'] as const;

/**
 * Issue 31: a recipient without an account claims in one submit. The address is the gift's (the
 * only one that can claim it), shown and not asked; the rest is the store's Sign Up, with its
 * password rules. Someone who has an account signs in and comes back to this link.
 */
export function ClaimSignUp({ token, email, returnTo }: { token: string; email: string; returnTo: string }) {
  const t = useT();
  const [form, setForm] = useState<NewAccount>({ name: '', phone: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);
  const { errors, formProps } = useFieldErrors({
    name: { valueMissing: t('auth.nameMissing') },
    phone: { valueMissing: t('auth.phoneMissing') },
    password: { valueMissing: t('auth.passwordMissing') },
  });
  const refusal = useRefusal(FIELDS);
  const {
    ref: passwordRef,
    error: passwordError,
    load: loadCommonPasswords,
  } = usePasswordRules({
    isSignUp: true,
    password: form.password,
    email,
    checkedError: errors.password,
    missing: t('auth.passwordMissing'),
  });
  const signUp = useSignUpAndClaim(token, email);
  const redirectToSignIn = useRedirectToSignIn();

  const update = (field: keyof NewAccount) => (event: { target: { value: string } }) => {
    refusal.changed(field);
    setForm((current) => ({ ...current, [field]: event.target.value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    refusal.clear();
    signUp.mutate(form, { onError: (error) => refusal.refused(error, t('spec.genericFailure')) });
  };

  return (
    <>
      <form className="mt-6 space-y-5" onSubmit={onSubmit} aria-label={t('giftClaim.claim')} {...formProps}>
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          value={email}
          readOnly
          translate="no"
          hint={t('giftClaim.emailHint')}
          className="[&_input]:bg-sand"
        />
        <TextField
          label={t('auth.name')}
          name="name"
          autoComplete="name"
          required
          error={errors.name ?? refusal.onField('name')}
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
          error={errors.phone ?? refusal.onField('phone')}
          value={form.phone}
          onChange={update('phone')}
        />
        <PasswordField
          label={t('auth.password')}
          name="password"
          shown={showPassword}
          onShownChange={setShowPassword}
          autoComplete="new-password"
          required
          ref={passwordRef}
          error={passwordError ?? refusal.onField('password')}
          value={form.password}
          onChange={(event) => {
            loadCommonPasswords();
            update('password')(event);
          }}
          onFocus={loadCommonPasswords}
        />
        <RefusalAlert message={refusal.onForm} />
        <button
          type="submit"
          className="btn-accent w-full py-3 text-base"
          disabled={signUp.isPending}
          aria-busy={signUp.isPending}
        >
          {signUp.isPending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
          {t('giftClaim.signUpAndClaim')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-soft">
        {t('giftClaim.haveAccount')}{' '}
        <button
          type="button"
          className="font-semibold text-accent-strong underline-offset-4 hover:underline"
          onClick={() => redirectToSignIn(returnTo)}
        >
          {t('auth.signIn')}
        </button>
      </p>
    </>
  );
}
