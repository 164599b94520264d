import { ACADEMY } from '@academy/shared/academy';
import { MESSAGES } from '@academy/shared/messages';
import { BadgeCheck, SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCertificateVerification } from '../api/verify-certificate';

export const CERTIFICATE_NOT_FOUND = 'No certificate has this number.';

const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

/** Look up another number. */
function VerifyForm({ initial }: { initial: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.trim().toUpperCase();
    if (number) navigate(paths.certificateVerify(number));
  };
  return (
    <form onSubmit={submit} className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor="certificate-number" className="field-label">
          Certificate number
        </label>
        <input
          id="certificate-number"
          className="field-input font-display tracking-wide uppercase"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder="KDA-2026-XXXXXXXX"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
        />
      </div>
      <button type="submit" className="btn-primary py-3">
        Verify
      </button>
    </form>
  );
}

/** The public check of a certificate number: who earned it, for which course, and when. */
export function CertificateVerification({ number }: { number: string }) {
  const verification = useCertificateVerification(number);

  if (verification.isPending) return <PageSpinner label="Checking the certificate" />;

  const found = verification.data;
  return (
    <div className="mx-auto max-w-2xl">
      {verification.isError ? (
        <p className="rounded-[var(--radius-card)] border border-line bg-white p-8 text-center text-ink-soft">
          {MESSAGES.genericFailure}
        </p>
      ) : found ? (
        <section
          aria-labelledby="verified-heading"
          className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card"
        >
          <div className="flex items-center gap-4 bg-success/10 px-6 py-5 sm:px-8">
            <BadgeCheck size={36} className="shrink-0 text-success" aria-hidden />
            <div>
              <h2 id="verified-heading" className="text-xl font-semibold">
                Verified certificate
              </h2>
              <p className="text-sm text-ink-soft">Issued by {ACADEMY.name}.</p>
            </div>
          </div>
          <dl className="divide-y divide-line px-6 sm:px-8">
            {[
              ['Student', found.studentName],
              ['Course', found.courseTitle],
              ['Instructor', found.instructorName || '—'],
              ['Completed on', longDate.format(new Date(found.completedAt))],
              ['Certificate number', found.certificateNumber],
            ].map(([label, value]) => (
              <div key={label} className="grid gap-1 py-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd className="font-semibold [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : (
        <section className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-12 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sand text-ink-soft">
            <SearchX size={26} aria-hidden />
          </span>
          <h2 className="mt-4 text-xl font-semibold">{CERTIFICATE_NOT_FOUND}</h2>
          <p className="mt-2 text-sm text-ink-soft [overflow-wrap:anywhere]">
            We checked <span className="font-semibold text-ink">{number}</span>. Numbers look like
            KDA-2026-7K3M9QX2.
          </p>
        </section>
      )}
      <VerifyForm key={number} initial={number} />
    </div>
  );
}
