import { type AccountProfile, accountUpdateBodySchema } from '@academy/shared/account';
import { LoaderCircle } from 'lucide-react';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useRefusal } from '@/components/form/use-refusal';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useUpdateProfile } from '../api/account';
import { AccountSection, leavingForSubmit } from './section';

type Field = 'name' | 'phone';
const FIELDS: readonly Field[] = ['name', 'phone'];

/** Registration's rules, phrased for a person: the server answers with the same ones. */
function problemsOf(form: Record<Field, string>): Partial<Record<Field, string>> {
  const parsed = accountUpdateBodySchema.safeParse(form);
  if (parsed.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= sentence(issue.message);
  }
  return problems;
}

const sentence = (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;

export function ProfileSection({ account }: { account: AccountProfile }) {
  const { signIn } = useAuth();
  const update = useUpdateProfile(account._id);
  const [form, setForm] = useState({ name: account.name, phone: account.phone });
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const problems = problemsOf(form);
  const refusal = useRefusal(FIELDS, (field) => document.getElementById(`account-${field}`)?.focus());
  const errorOf = (field: Field) => refusal.onField(field) ?? (checked[field] ? problems[field] : undefined);
  const unchanged = form.name.trim() === account.name && form.phone.trim() === account.phone;

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    refusal.changed(field);
  };
  const leave = (field: Field) => (event: FocusEvent<HTMLInputElement>) => {
    if (!leavingForSubmit(event)) setChecked((current) => ({ ...current, [field]: true }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked({ name: true, phone: true });
    const first = (['name', 'phone'] as const).find((field) => problems[field]);
    if (first) {
      document.getElementById(`account-${first}`)?.focus();
      return;
    }
    refusal.clear();
    update.mutate(form, {
      onSuccess: (response) => {
        // The header greets the student by the stored name: keep it in step.
        const token = storage.getAccessToken();
        if (token) signIn(token, response.user);
        setForm({ name: response.data.account.name, phone: response.data.account.phone });
        notify.success(response.message, 3000);
      },
      onError: (error) =>
        notify.error(refusal.refused(error, 'Your profile was not saved. Please try again.'), 4000),
    });
  };

  return (
    <AccountSection
      id="profile"
      title="Profile"
      description="Your name appears on your certificates and receipts."
    >
      <form className="space-y-5" onSubmit={submit} noValidate aria-label="Profile">
        <TextField
          id="account-name"
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={form.name}
          onChange={change('name')}
          onBlur={leave('name')}
          error={errorOf('name')}
        />
        <TextField
          id="account-phone"
          label="Phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          required
          value={form.phone}
          onChange={change('phone')}
          onBlur={leave('phone')}
          error={errorOf('phone')}
        />
        <TextField
          id="account-email"
          label="Email"
          name="email"
          type="email"
          value={account.email}
          readOnly
          hint="Your email is how you sign in, so it cannot be changed here."
          className="[&_input]:bg-sand [&_input]:text-ink-soft"
        />
        <RefusalAlert message={refusal.onForm} />
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          disabled={update.isPending || unchanged}
        >
          {update.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          Save profile
        </button>
      </form>
    </AccountSection>
  );
}
