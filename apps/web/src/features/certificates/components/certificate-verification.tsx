import { ACADEMY } from '@academy/shared/academy';
import { BadgeCheck, SearchX } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/dates';
import { messageWith, useT } from '@/lib/i18n';
import { useCertificateVerification } from '../api/verify-certificate';

/** What a certificate number looks like, for the hint under "not found". */
const EXAMPLE_NUMBER = 'KDA-2026-7K3M9QX2';

/** Look up another number. */
function VerifyForm({ initial }: { initial: string }) {
  const t = useT();
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
          {t('certificate.number')}
        </label>
        <input
          id="certificate-number"
          // A code, typed as the certificate prints it.
          translate="no"
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
        {t('certificate.verify')}
      </button>
    </form>
  );
}

/** The public check of a certificate number: who earned it, for which course, and when. */
export function CertificateVerification({ number }: { number: string }) {
  const t = useT();
  const longDate = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const verification = useCertificateVerification(number);

  if (verification.isPending) return <PageSpinner label={t('certificate.checking')} />;

  const found = verification.data;
  return (
    <div className="mx-auto max-w-2xl">
      {verification.isError ? (
        <p className="rounded-[var(--radius-card)] border border-line bg-white p-8 text-center text-ink-soft">
          {t('spec.genericFailure')}
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
                {t('certificate.verified')}
              </h2>
              <p className="text-sm text-ink-soft">{t('certificate.issuedBy', { academy: ACADEMY.name })}</p>
            </div>
          </div>
          <dl className="divide-y divide-line px-6 sm:px-8">
            {/* What the academy issued is shown as it was written: names, the course, the number. */}
            {(
              [
                ['student', t('certificate.student'), found.studentName, true],
                ['course', t('certificate.course'), found.courseTitle, true],
                ['instructor', t('certificate.instructor'), found.instructorName || '—', true],
                ['completed', t('certificate.completedOn'), longDate(found.completedAt), false],
                ['number', t('certificate.number'), found.certificateNumber, true],
              ] as const
            ).map(([key, label, value, typed]) => (
              <div key={key} className="grid gap-1 py-4 sm:grid-cols-[11rem_1fr] sm:gap-4">
                <dt className="text-sm text-ink-muted">{label}</dt>
                <dd translate={typed ? 'no' : undefined} className="font-semibold [overflow-wrap:anywhere]">
                  {value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : (
        <section className="rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-12 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-sand text-ink-soft">
            <SearchX size={26} aria-hidden />
          </span>
          <h2 className="mt-4 text-xl font-semibold">{t('certificate.notFound')}</h2>
          <p className="mt-2 text-sm text-ink-soft [overflow-wrap:anywhere]">
            {messageWith(
              (slot) => t('certificate.weChecked', { number: slot }),
              <span translate="no" className="font-semibold text-ink">
                {number}
              </span>,
            )}{' '}
            {messageWith(
              (slot) => t('certificate.numbersLookLike', { example: slot }),
              <span translate="no">{EXAMPLE_NUMBER}</span>,
            )}
          </p>
        </section>
      )}
      <VerifyForm key={number} initial={number} />
    </div>
  );
}
