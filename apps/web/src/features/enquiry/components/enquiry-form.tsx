import type { EnquiryInput } from '@academy/shared/enquiries';
// The module without zod: the radios' values, without zod in this page's download.
import { type EnquiryGender, ENQUIRY_GENDERS } from '@academy/shared/enquiry-genders';
import { LoaderCircle, Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FieldError, TextAreaField, TextField, useFieldFeedback } from '@/components/ui/text-field';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { useRefusal } from '@/components/form/use-refusal';
import { type MessageId, type Translate, useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useSubmitEnquiry } from '../api/submit-enquiry';

type Gender = EnquiryInput['gender'];
type FormState = Omit<EnquiryInput, 'gender'> & { gender: Gender | '' };

const emptyForm: FormState = {
  name: '',
  email: '',
  phone: '',
  address: '',
  subject: '',
  gender: '',
  message: '',
};

/** Each answer as the form puts it to the visitor (the admin's table keeps ENQUIRY_GENDER_LABELS). */
const GENDER_WORDS = {
  male: 'enquiry.gender.male',
  female: 'enquiry.gender.female',
  other: 'enquiry.gender.other',
  unsaid: 'enquiry.gender.unsaid',
} as const satisfies Record<EnquiryGender, MessageId>;

/** SPEC §5: what each required field says when it is missing; phone is optional. */
const fieldMessagesIn = (t: Translate) => ({
  name: { valueMissing: t('auth.nameMissing') },
  email: { valueMissing: t('auth.emailMissing'), typeMismatch: t('auth.emailInvalid') },
  address: { valueMissing: t('enquiry.addressMissing') },
  subject: { valueMissing: t('enquiry.subjectMissing') },
  gender: { valueMissing: t('enquiry.genderMissing', { unsaid: t(GENDER_WORDS.unsaid) }) },
  message: { valueMissing: t('enquiry.messageMissing') },
});

const FIELDS = ['name', 'email', 'phone', 'address', 'subject', 'gender', 'message'] as const;

/** SPEC §9: toasts close after 1-2 s; a confirmation gets the longer end of that range. */
const SUCCESS_TOAST_MS = 2000;

/**
 * SPEC §2, §5: name, email, address, subject, gender and message are required, phone is
 * optional. The browser checks those first, and each problem shows under its field; the
 * server's success message is a toast, and its refusal a toast that also stays in the form.
 */
export function EnquiryForm() {
  const [form, setForm] = useState<FormState>(emptyForm);
  const submit = useSubmitEnquiry();
  const t = useT();
  const { errors, formProps } = useFieldErrors(fieldMessagesIn(t));
  // The server's refusal stays beside SPEC's toast: under the field it names, or above the button.
  const refusal = useRefusal(FIELDS);
  const errorOf = (field: (typeof FIELDS)[number]) =>
    refusal.onField(field) ?? errors[field as keyof typeof errors];
  const genderFeedback = useFieldFeedback({ error: errorOf('gender') });

  const update = (field: keyof FormState) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    refusal.changed(field);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { gender } = form;
    if (!gender || submit.isPending) return;
    refusal.clear();
    submit.mutate(
      { ...form, gender },
      {
        onSuccess: (response) => {
          notify.success(response.message, SUCCESS_TOAST_MS);
          setForm(emptyForm);
        },
        onError: (error) => notify.error(refusal.refused(error, t('spec.genericFailure'))),
      },
    );
  };

  const busy = submit.isPending;

  return (
    <form
      aria-label={t('enquiry.title')}
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={onSubmit}
      aria-busy={busy}
      {...formProps}
    >
      <TextField
        label={t('enquiry.name')}
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        error={errorOf('name')}
        value={form.name}
        onChange={update('name')}
      />
      <TextField
        label={t('auth.email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        error={errorOf('email')}
        value={form.email}
        onChange={update('email')}
      />
      <TextField
        label={t('enquiry.phone')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        value={form.phone}
        error={errorOf('phone')}
        onChange={update('phone')}
      />
      <fieldset aria-describedby={genderFeedback.control['aria-describedby']}>
        <legend className="field-label">{t('enquiry.gender')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {ENQUIRY_GENDERS.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4 py-3 text-base transition-colors hover:border-ink-muted has-checked:border-ink has-checked:bg-sand has-focus-visible:focus-ring"
            >
              <input
                type="radio"
                name="gender"
                value={option}
                required
                checked={form.gender === option}
                onChange={update('gender')}
                aria-invalid={genderFeedback.control['aria-invalid']}
                className="size-4 accent-ink focus-visible:outline-none"
              />
              {t(GENDER_WORDS[option])}
            </label>
          ))}
        </div>
        <FieldError id={genderFeedback.errorId} error={errorOf('gender')} />
      </fieldset>
      <TextField
        label={t('enquiry.address')}
        name="address"
        autoComplete="street-address"
        required
        maxLength={500}
        className="sm:col-span-2"
        error={errorOf('address')}
        value={form.address}
        onChange={update('address')}
      />
      <TextField
        label={t('enquiry.subject')}
        name="subject"
        required
        maxLength={200}
        placeholder={t('enquiry.subjectPlaceholder')}
        className="sm:col-span-2"
        error={errorOf('subject')}
        value={form.subject}
        onChange={update('subject')}
      />
      <TextAreaField
        label={t('enquiry.message')}
        name="message"
        required
        rows={5}
        maxLength={5000}
        placeholder={t('enquiry.messagePlaceholder')}
        className="sm:col-span-2"
        error={errorOf('message')}
        value={form.message}
        onChange={update('message')}
      />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">{t('enquiry.required')}</p>
        <RefusalAlert message={refusal.onForm} />
        <button type="submit" className="btn-accent w-full py-3 text-base sm:w-auto sm:px-8" disabled={busy}>
          {busy ? (
            <LoaderCircle size={18} className="animate-spin" aria-hidden />
          ) : (
            <Send size={18} aria-hidden />
          )}
          {t('enquiry.submit')}
        </button>
      </div>
    </form>
  );
}
