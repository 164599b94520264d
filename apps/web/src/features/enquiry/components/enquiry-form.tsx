import type { EnquiryInput } from '@academy/shared/enquiries';
// The module without zod: the radios and their labels, without zod in this page's download.
import { ENQUIRY_GENDER_LABELS, ENQUIRY_GENDERS } from '@academy/shared/enquiry-genders';
import { MESSAGES } from '@academy/shared/messages';
import { LoaderCircle, Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { FieldError, TextAreaField, TextField, useFieldFeedback } from '@/components/ui/text-field';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { useFieldErrors } from '@/components/form/use-field-errors';
import { useRefusal } from '@/components/form/use-refusal';
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

/** SPEC §5: what each required field says when it is missing; phone is optional. */
const fieldMessages = {
  name: { valueMissing: 'Enter your full name.' },
  email: {
    valueMissing: 'Enter your email address.',
    typeMismatch: 'Enter an email address like name@example.com.',
  },
  address: { valueMissing: 'Enter your address.' },
  subject: { valueMissing: 'Enter a subject.' },
  gender: { valueMissing: 'Choose one of the answers, or Prefer not to say.' },
  message: { valueMissing: 'Write your message.' },
};

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
  const { errors, formProps } = useFieldErrors(fieldMessages);
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
        onError: (error) => notify.error(refusal.refused(error, MESSAGES.genericFailure)),
      },
    );
  };

  const busy = submit.isPending;

  return (
    <form
      aria-label="Enquiry For Offline Batches"
      className="grid gap-5 sm:grid-cols-2"
      onSubmit={onSubmit}
      aria-busy={busy}
      {...formProps}
    >
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        error={errorOf('name')}
        value={form.name}
        onChange={update('name')}
      />
      <TextField
        label="Email"
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
        label="Phone (optional)"
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
        <legend className="field-label">Gender</legend>
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
              {ENQUIRY_GENDER_LABELS[option]}
            </label>
          ))}
        </div>
        <FieldError id={genderFeedback.errorId} error={errorOf('gender')} />
      </fieldset>
      <TextField
        label="Address"
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
        label="Subject"
        name="subject"
        required
        maxLength={200}
        placeholder="e.g. Weekend UI design batch"
        className="sm:col-span-2"
        error={errorOf('subject')}
        value={form.subject}
        onChange={update('subject')}
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        rows={5}
        maxLength={5000}
        placeholder="Which course interests you, your experience so far, and the days and times that suit you."
        className="sm:col-span-2"
        error={errorOf('message')}
        value={form.message}
        onChange={update('message')}
      />
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-muted">All fields except phone are required.</p>
        <RefusalAlert message={refusal.onForm} />
        <button type="submit" className="btn-accent w-full py-3 text-base sm:w-auto sm:px-8" disabled={busy}>
          {busy ? (
            <LoaderCircle size={18} className="animate-spin" aria-hidden />
          ) : (
            <Send size={18} aria-hidden />
          )}
          Submit Query
        </button>
      </div>
    </form>
  );
}
