import type { AccountProfile } from '@academy/shared/account';
import { passwordProblem } from '@academy/shared/password-rules';
import { Eye, EyeOff, LoaderCircle } from 'lucide-react';
import { type FocusEvent, type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useRefusal } from '@/components/form/use-refusal';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { notify } from '@/lib/toast';
import { useChangePassword } from '../api/account';
import { AccountSection, leavingForSubmit } from './section';

type Field = 'currentPassword' | 'newPassword' | 'confirmPassword';
const FIELDS: Field[] = ['currentPassword', 'newPassword', 'confirmPassword'];
const FAILED = 'Your password was not changed. Please try again.';
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

export function PasswordSection({ account }: { account: AccountProfile }) {
  return (
    <AccountSection
      id="password"
      title="Password"
      description="Changing it signs you out on every other device."
    >
      {account.hasPassword ? (
        <PasswordForm email={account.email} />
      ) : (
        <div className="rounded-2xl bg-sand p-5 text-sm text-ink-soft">
          <p className="font-medium text-ink">Your account signs in with Google and has no password.</p>
          <p className="mt-2">
            To set one, sign out and use <strong className="font-semibold text-ink">Forgot password?</strong>{' '}
            on the{' '}
            <Link to={paths.auth} className="font-semibold text-accent-strong underline underline-offset-4">
              sign-in page
            </Link>
            : we email you a link to choose a password.
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

  const problems: Partial<Record<Field, string>> = {
    currentPassword: form.currentPassword === '' ? 'Enter your current password.' : undefined,
    newPassword: passwordProblem(form.newPassword, { email, commonPasswords }) ?? undefined,
    confirmPassword:
      form.confirmPassword === ''
        ? 'Type the new password again.'
        : form.confirmPassword !== form.newPassword
          ? 'The passwords do not match.'
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
        onError: (error) => notify.error(refusal.refused(error, FAILED), 4000),
      },
    );
  };

  const type = shown ? 'text' : 'password';
  return (
    <form className="space-y-5" onSubmit={submit} noValidate aria-label="Change password">
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="account-currentPassword"
        label="Current password"
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
        label="New password"
        name="newPassword"
        type={type}
        autoComplete="new-password"
        required
        hint="At least 8 characters; not your email, and not a common password."
        value={form.newPassword}
        onChange={update('newPassword')}
        onBlur={leave('newPassword')}
        error={errorOf('newPassword')}
      />
      <TextField
        id="account-confirmPassword"
        label="Confirm new password"
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
          Change password
        </button>
        <button
          type="button"
          className="btn-outline w-full sm:w-auto"
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOff size={16} aria-hidden /> : <Eye size={16} aria-hidden />}
          Show passwords
        </button>
      </div>
    </form>
  );
}
