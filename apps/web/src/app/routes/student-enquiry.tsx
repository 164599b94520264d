import { ACADEMY } from '@academy/shared/academy';
import { CalendarClock, Clock, Mail, MapPin, MonitorPlay, Phone, UsersRound } from 'lucide-react';
import { PageHeader } from '@/components/ui/page-header';
import { EnquiryForm } from '@/features/enquiry/components/enquiry-form';
import { useDocumentMeta } from '@/lib/document-meta';

const batchPoints = [
  {
    icon: CalendarClock,
    title: 'Weekday and weekend batches',
    text: 'Morning, evening and Saturday–Sunday slots for students and working professionals.',
  },
  {
    icon: UsersRound,
    title: 'Small studio groups',
    text: 'Up to 15 students a batch, so every project gets a one-to-one critique.',
  },
  {
    icon: MonitorPlay,
    title: 'Lab with licensed software',
    text: 'Work on studio machines with Adobe Creative Cloud and Figma, or bring your own laptop.',
  },
];

const nextSteps = [
  'A counsellor replies within one working day: by phone if you leave a number, otherwise by email.',
  'You visit the studio for a free demo class.',
  'You pick a batch and reserve your seat.',
];

const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${ACADEMY.name}, ${ACADEMY.address.line1}, ${ACADEMY.address.line2}`,
)}`;

export function StudentEnquiryRoute() {
  useDocumentMeta({
    title: 'Enquiry For Offline Batches',
    description: `Ask about classroom batches at ${ACADEMY.name} in Shivajinagar, Pune: graphic design, typography, branding and UI design, on weekdays and weekends.`,
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Classroom learning · Pune" title="Enquiry For Offline Batches">
        Prefer learning in a studio, side by side with a mentor? Tell us what you want to learn and when you
        are free, and we will share the next batch dates and fees.
      </PageHeader>
      <div className="mt-2 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-6">
          <section
            aria-label="Enquiry form"
            className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-8"
          >
            <EnquiryForm />
          </section>

          <section aria-labelledby="next-steps-heading" className="px-1">
            <h2
              id="next-steps-heading"
              className="font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase"
            >
              What happens next
            </h2>
            <ol className="mt-4 grid gap-4 sm:grid-cols-3">
              {nextSteps.map((step, index) => (
                <li key={step} className="flex gap-3 text-sm text-ink-soft">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-soft font-display text-sm font-semibold text-accent-strong">
                    {index + 1}
                  </span>
                  <span className="pt-1">{step}</span>
                </li>
              ))}
            </ol>
          </section>
        </div>

        <aside aria-label="About offline batches" className="space-y-6">
          <div className="relative overflow-hidden rounded-[var(--radius-card)] bg-ink p-7 text-paper">
            <div
              className="absolute -top-16 -right-16 size-32 rounded-full bg-accent-bright/90 sm:-top-20 sm:-right-20 sm:size-44"
              aria-hidden
            />
            <h2 className="relative max-w-[15rem] text-2xl leading-tight font-semibold">
              Learn in person at our Pune studio
            </h2>
            <ul className="relative mt-6 space-y-5">
              {batchPoints.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-paper/10">
                    <Icon size={18} className="text-accent-bright" aria-hidden />
                  </span>
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="mt-0.5 block text-sm text-paper/70">{text}</span>
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
              Visit the studio
            </h2>
            <address className="not-italic">
              <ul className="mt-4 space-y-4 text-sm text-ink-soft">
                <li className="flex gap-3">
                  <MapPin size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
                  <span>
                    {ACADEMY.address.line1}
                    <br />
                    {ACADEMY.address.line2}
                    <br />
                    <a
                      href={mapsUrl}
                      target="_blank"
                      rel="noreferrer noopener"
                      className="mt-1 inline-block font-semibold text-accent-strong underline-offset-4 hover:underline"
                    >
                      Get directions
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
                    href={`mailto:${ACADEMY.email}`}
                    className="font-medium text-ink hover:text-accent-strong"
                  >
                    {ACADEMY.email}
                  </a>
                </li>
                <li className="flex gap-3">
                  <Clock size={18} className="mt-0.5 shrink-0 text-accent" aria-hidden />
                  <span>Monday to Saturday, 10 am – 7 pm</span>
                </li>
              </ul>
            </address>
          </section>
        </aside>
      </div>
    </div>
  );
}
