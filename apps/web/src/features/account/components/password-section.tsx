import type { AccountProfile } from '@academy/shared/account';
import { FIELD_LIMITS } from '@academy/shared/limits';
import { passwordProblem } from '@academy/shared/password-rules';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { type FocusEvent, type FormEvent, Fragment, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useRefusal } from '@/components/form/use-refusal';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { passwordProblemWord } from '@/lib/password-words';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/account';
import { AccountSection, leavingForSubmit } from './section';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const emptyForm: Record<Field, string> = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The most common passwords, fetched only here: the page that sets a password (13 KB). */
function useCommonPasswords() {
  const [list, setList] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let current = true;
    void import('@academy/shared/common-passwords').then((module) => {
      if (current) setList(module.COMMON_PASSWORDS);
    });
    return () => {
      current = false;
    };
  }, []);
  return list;
}

/** Private-use characters standing in for the two elements of a message, for the length of a call. */
const FORGOT = '\uE001';
const SIGN_IN_PAGE = '\uE002';

/**
 * The message with its two elements in the places its language gives them (messageWith places
 * one).
 */
function withForgotAndLink(text: string, forgot: ReactNode, link: ReactNode): ReactNode {
  return text
    .split(/([\uE001\uE002])/)
    .map((part, index) => (
      <Fragment key={index}>{part === FORGOT ? forgot : part === SIGN_IN_PAGE ? link : part}</Fragment>
    ));
}

export function PasswordSection({ account }: { account: AccountProfile }) {
  const t = useT();
  return (
    <AccountSection id="password" title={t('auth.password')} description={t('account.password.description')}>
      {account.hasPassword ? (
        <PasswordForm email={account.email} />
      ) : (
        <div className="rounded-2xl bg-sand p-5 text-sm text-ink-soft">
          <p className="font-medium text-ink">{t('account.password.googleOnly')}</p>
          <p className="mt-2">
            {withForgotAndLink(
              t('account.password.howToSet', { forgot: FORGOT, signInPage: SIGN_IN_PAGE }),
              <strong className="font-semibold text-ink">{t('auth.forgotPassword')}</strong>,
              <Link to={paths.auth} className="font-semibold text-accent-strong underline underline-offset-4">
                {t('account.password.signInPage')}
              </Link>,
            )}
          </p>
        </div>
      )}
    </AccountSection>
  );
}

function PasswordForm({ email }: { email: string }) {
  const { signIn } = useAuth();
  const change = useChangePassword();
  const commonPasswords = useCommonPasswords();
  const [form, setForm] = useState(emptyForm);
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const [shown, setShown] = useState(false);
  const refusal = useRefusal(FIELDS, (field) => document.getElementById(`account-${field}`)?.focus());
  const t = useT();

  const newPasswordProblem = passwordProblem(form.newPassword, { email, commonPasswords });
  const problems: Partial<Record<Field, string>> = {
    currentPassword: form.currentPassword === '' ? t('account.password.currentMissing') : undefined,
    newPassword: newPasswordProblem === null ? undefined : passwordProblemWord(t, newPasswordProblem),
    confirmPassword:
      form.confirmPassword === ''
        ? t('account.password.confirmMissing')
        : form.confirmPassword !== form.newPassword
          ? t('account.password.mismatch')
          : undefined,
  };
  const errorOf = (field: Field) => refusal.onField(field) ?? (checked[field] ? problems[field] : undefined);

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setForm((current) => ({ ...current, [field]: value }));
    refusal.changed(field);
  };
  // A reason shows once the field is left with something in it, then follows every keystroke.
  const leave = (field: Field) => (event: FocusEvent<HTMLInputElement>) => {
    if (leavingForSubmit(event)) return;
    if (event.target.value !== '') setChecked((current) => ({ ...current, [field]: true }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked({ currentPassword: true, newPassword: true, confirmPassword: true });
    const first = FIELDS.find((field) => problems[field]);
    if (first) {
      document.getElementById(`account-${first}`)?.focus();
      return;
    }
    refusal.clear();
    change.mutate(
      { currentPassword: form.currentPassword, newPassword: form.newPassword },
      {
        onSuccess: (response) => {
          // Every session ended with the change; this device carries on with the new token.
          signIn(response.data.accessToken, response.data.user);
          setForm(emptyForm);
          setChecked({});
          setShown(false);
          notify.success(response.message, 4000);
        },
        onError: (error) => notify.error(refusal.refused(error, t('account.password.failed')), 4000),
      },
    );
  };

  const type = shown ? 'text' : 'password';
  return (
    <form className="space-y-5" onSubmit={submit} noValidate aria-label={t('account.password.change')}>
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="account-currentPassword"
        label={t('account.password.current')}
        name="currentPassword"
        type={type}
        autoComplete="current-password"
        required
        value={form.currentPassword}
        onChange={update('currentPassword')}
        onBlur={leave('currentPassword')}
        error={errorOf('currentPassword')}
      />
      <TextField
        id="account-newPassword"
        label={t('account.password.new')}
        name="newPassword"
        type={type}
        autoComplete="new-password"
        required
        hint={t('account.password.hint', { min: FIELD_LIMITS.passwordMin })}
        value={form.newPassword}
        onChange={update('newPassword')}
        onBlur={leave('newPassword')}
        error={errorOf('newPassword')}
      />
      <TextField
        id="account-confirmPassword"
        label={t('account.password.confirm')}
        name="confirmPassword"
        type={type}
        autoComplete="new-password"
        required
        value={form.confirmPassword}
        onChange={update('confirmPassword')}
        onBlur={leave('confirmPassword')}
        error={errorOf('confirmPassword')}
      />
      <RefusalAlert message={refusal.onForm} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <button type="submit" className="btn-primary w-full sm:w-auto" disabled={change.isPending}>
          {change.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {t('account.password.change')}
        </button>
        <button
          type="button"
          className="btn-outline w-full sm:w-auto"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
          {t('account.password.show')}
        </button>
      </div>
    </form>
  );
}
