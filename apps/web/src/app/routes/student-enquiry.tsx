import { ACADEMY } from '@academy/shared/academy';
import {
  CalendarClock,
  Clock,
  type LucideIcon,
  Mail,
  MapPin,
  MonitorPlay,
  Phone,
  UsersRound,
} from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { EnquiryForm } from '@/features/enquiry/components/enquiry-form';
import { useDocumentMeta } from '@/lib/document-meta';
import { type MessageId, useT } from '@/lib/i18n';

const batchPoints = [
  { icon: CalendarClock, title: 'enquiry.point.batches', text: 'enquiry.point.batchesText' },
  { icon: UsersRound, title: 'enquiry.point.groups', text: 'enquiry.point.groupsText' },
  { icon: MonitorPlay, title: 'enquiry.point.lab', text: 'enquiry.point.labText' },
] as const satisfies readonly { icon: LucideIcon; title: MessageId; text: MessageId }[];

const nextSteps = [
  'enquiry.step.reply',
  'enquiry.step.demo',
  'enquiry.step.seat',
] as const satisfies readonly MessageId[];

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${ACADEMY.name}, ${ACADEMY.address.line1}, ${ACADEMY.address.line2}`,
)}`;

export function StudentEnquiryRoute() {
  const t = useT();
  useDocumentMeta({
    title: t('enquiry.title'),
    description: t('enquiry.metaDescription', { academy: ACADEMY.name }),
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('enquiry.eyebrow')} title={t('enquiry.title')}>
        {t('enquiry.intro')}
      </PageHeader>
      <div className="mt-2 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <section
            aria-label={t('enquiry.formLabel')}
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8"
          >
            <EnquiryForm />
          </section>

          <section aria-labelledby="next-steps-heading" className="px-1">
            <h2
              id="next-steps-heading"
              className="font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase"
            >
              {t('enquiry.nextSteps')}
            </h2>
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {nextSteps.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm text-ink-soft">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-sm font-semibold text-accent-strong">
                    {index + 1}
                  </span>
                  <span className="pt-1">{t(step)}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside aria-label={t('enquiry.about')} className="space-y-6">
          <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-ink p-7 text-paper">
            <div
              className="absolute -top-16 -right-16 size-32 rounded-full bg-accent-bright/90 sm:-top-20 sm:-right-20 sm:size-44"
              aria-hidden
            />
            <h2 className="relative max-w-[15rem] text-2xl leading-tight font-semibold">
              {t('enquiry.inPerson')}
            </h2>
            <ul className="relative mt-6 space-y-5">
              {batchPoints.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-paper/10">
                    <Icon size={18} className="text-accent-bright" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold">{t(title)}</span>
                    <span className="mt-0.5 block text-sm text-paper/70">{t(text)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </div>

          <section
            aria-labelledby="studio-heading"
            className="rounded-[var(--radius-card)] border border-line bg-white p-7"
          >
            <h2 id="studio-heading" className="text-xl font-semibold">
              {t('enquiry.visit')}
            </h2>
            <address className="not-italic">
              <ul className="mt-4 space-y-4 text-sm text-ink-soft">
                <li className="flex gap-3">
                  <MapPin size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
                  <span>
                    {/* A postal address, written as the post office reads it. */}
                    <span translate="no">
                      {ACADEMY.address.line1}
                      <br />
                      {ACADEMY.address.line2}
                    </span>
                    <br />
                    <a
                      href={mapsUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="mt-1 inline-block font-semibold text-accent-strong underline-offset-4 hover:underline"
                    >
                      {t('enquiry.directions')}
                    </a>
                  </span>
                </li>
                <li className="flex gap-3">
                  <Phone size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
                  <a
                    href={`tel:${ACADEMY.phone.replaceAll(' ', '')}`}
                    className="font-medium text-ink hover:text-accent-strong"
                  >
                    {ACADEMY.phone}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Mail size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
                  <a
                    translate="no"
                    href={`mailto:${ACADEMY.email}`}
                    className="font-medium text-ink hover:text-accent-strong"
                  >
                    {ACADEMY.email}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Clock size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
                  <span>{t('enquiry.hours')}</span>
                </li>
              </ul>
            </address>
          </section>
        </aside>
      </div>
    </div>
  );
}
