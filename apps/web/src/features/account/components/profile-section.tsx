import { type AccountProfile, accountUpdateBodySchema } from '@academy/shared/account';
import { FIELD_LIMITS } from '@academy/shared/limits';
import { LoaderCircle } from 'lucide-react';
import { type FocusEvent, type FormEvent, useState } from 'react';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useRefusal } from '@/components/form/use-refusal';
import { TextField } from '@/components/ui/text-field';
import { useAuth } from '@/lib/auth';
import { type MessageId, type Translate, useT } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { useUpdateProfile } from '../api/account';
import { AccountSection, leavingForSubmit } from './section';

type Field = 'name' | 'phone';
const FIELDS: readonly Field[] = ['name', 'phone'];

/** Registration's rules' messages (packages/shared/src/auth.ts), by their English words. */
const RULE_WORDS: Record<string, [MessageId, Record<string, number>?]> = {
  'name is required': ['account.profile.nameRequired'],
  [`name must be at most ${FIELD_LIMITS.nameMax} characters`]: [
    'account.profile.nameTooLong',
    { max: FIELD_LIMITS.nameMax },
  ],
  'phone is required': ['account.profile.phoneRequired'],
  'phone may contain only digits, spaces, dashes and a leading +': ['account.profile.phoneCharacters'],
  [`phone must have between ${FIELD_LIMITS.phoneMin} and ${FIELD_LIMITS.phoneMax} digits`]: [
    'account.profile.phoneDigits',
    { min: FIELD_LIMITS.phoneMin, max: FIELD_LIMITS.phoneMax },
  ],
};

/** A rule's message as a sentence in the page's language; one the table lacks, capitalised as it is. */
function ruleWord(t: Translate, message: string): string {
  const word = RULE_WORDS[message];
  return word ? t(word[0], word[1]) : `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/** Registration's rules, phrased for a person: the server answers with the same ones. */
function problemsOf(t: Translate, form: Record<Field, string>): Partial<Record<Field, string>> {
  const parsed = accountUpdateBodySchema.safeParse(form);
  if (parsed.success) return {};
  const problems: Partial<Record<Field, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as Field;
    problems[field] ??= ruleWord(t, issue.message);
  }
  return problems;
}

export function ProfileSection({ account }: { account: AccountProfile }) {
  const { signIn } = useAuth();
  const update = useUpdateProfile(account._id);
  const [form, setForm] = useState({ name: account.name, phone: account.phone });
  const [checked, setChecked] = useState<Partial<Record<Field, boolean>>>({});
  const t = useT();
  const problems = problemsOf(t, form);
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
      onError: (error) => notify.error(refusal.refused(error, t('account.profile.failed')), 4000),
    });
  };

  return (
    <AccountSection
      id="profile"
      title={t('account.profile.title')}
      description={t('account.profile.description')}
    >
      <form className="space-y-5" onSubmit={submit} noValidate aria-label={t('account.profile.title')}>
        <TextField
          id="account-name"
          label={t('auth.name')}
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
          label={t('auth.phone')}
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
          label={t('auth.email')}
          name="email"
          type="email"
          value={account.email}
          readOnly
          hint={t('account.profile.emailHint')}
          className="[&_input]:bg-sand [&_input]:text-ink-soft"
        />
        <RefusalAlert message={refusal.onForm} />
        <button
          type="submit"
          className="btn-primary w-full sm:w-auto"
          disabled={update.isPending || unchanged}
        >
          {update.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
          {t('account.profile.save')}
        </button>
      </form>
    </AccountSection>
  );
}
