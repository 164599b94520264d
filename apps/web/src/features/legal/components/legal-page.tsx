import { ACADEMY } from '@academy/shared/academy';
import { CalendarDays, ChevronDown, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/dates';
import { type MessageId, messageWith, useT } from '@/lib/i18n';
import type { LegalBlock, LegalDocument, LegalSection } from '../content/types';

const policies: { label: MessageId; to: string }[] = [
  { label: 'footer.privacyPolicy', to: paths.privacyPolicy },
  { label: 'footer.refundPolicy', to: paths.refundPolicy },
  { label: 'footer.terms', to: paths.termsCondition },
];

/**
 * What every language writes as it is: the academy's name, address, email and phone, the payment
 * gateway's registered name, and a protocol and a file format by their Latin names. Marked
 * translate="no" where a text quotes them, so a browser's translator leaves them alone, and a
 * Hindi or Marathi page's check for untranslated words knows them for names.
 */
const KEPT_AS_WRITTEN = [
  ACADEMY.name,
  ACADEMY.email,
  ACADEMY.phone,
  ACADEMY.phone.replaceAll(' ', '\u00a0'),
  ACADEMY.address.line1,
  ACADEMY.address.line2,
  'Razorpay Software Private Limited',
  'HTTPS',
  'PNG',
];
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The longest first, so the phone number with its spaces is found before a shorter one. */
const keptPattern = new RegExp(
  `(${[...KEPT_AS_WRITTEN]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})`,
);

/** A text with its names kept as written (KEPT_AS_WRITTEN): every other part is a match. */
function LegalText({ text }: { text: string }) {
  return text.split(keptPattern).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} translate="no">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

const WORDS_PER_MINUTE = 200;

function readingMinutes(sections: readonly LegalSection[]): number {
  const words = sections
    .flatMap((section) => section.blocks.flat())
    .join(' ')
    .split(/\s+/).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const sectionNumber = (index: number) => String(index + 1).padStart(2, '0');

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string')
    return (
      <p>
        <LegalText text={block} />
      </p>
    );
  return (
    <ul className="space-y-3">
      {block.map((item) => (
        <li key={item} className="flex gap-3">
          <span className="mt-[0.7rem] size-1.5 shrink-0 rounded-full bg-accent" aria-hidden />
          <span>
            <LegalText text={item} />
          </span>
        </li>
      ))}
    </ul>
  );
}

function Contents({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="flex gap-3 rounded-lg px-3 py-2 text-ink-soft transition-colors hover:bg-sand hover:text-ink"
          >
            <span className="font-display font-semibold text-accent-strong tabular-nums" aria-hidden>
              {sectionNumber(index)}
            </span>
            {section.heading}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** A legal text: title band, contents, numbered <h2> sections, and who to contact. */
export function LegalPage({ document, path }: { document: LegalDocument; path: string }) {
  const t = useT();
  const formatDate = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  const updated = new Date(`${document.lastUpdated}T00:00:00+05:30`);
  const others = policies.filter((policy) => policy.to !== path);

  return (
    <>
      <div className="border-b border-line bg-sand/60">
        <div className="container-page pb-10">
          <PageHeader eyebrow={t('legal.eyebrow')} title={document.title}>
            <p className="text-lg">
              <LegalText text={document.summary} />
            </p>
            {document.notice && <p className="mt-3 text-sm text-ink-muted">{document.notice}</p>}
          </PageHeader>
          <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted">
            <div className="flex items-center gap-2">
              <dt className="flex items-center gap-2">
                <CalendarDays size={16} aria-hidden />
                {t('legal.lastUpdated')}
              </dt>
              <dd className="font-medium text-ink">
                <time dateTime={document.lastUpdated}>{formatDate(updated)}</time>
              </dd>
            </div>
            <div className="flex items-center gap-2">
              <dt className="sr-only">{t('legal.length')}</dt>
              <dd className="flex items-center gap-2">
                <Clock size={16} aria-hidden />
                {t('legal.sections', { count: document.sections.length })} ·{' '}
                {t('legal.readingTime', { minutes: readingMinutes(document.sections) })}
              </dd>
            </div>
          </dl>
        </div>
      </div>

      <div className="container-page grid gap-10 py-10 md:py-14 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <aside>
          <details className="group rounded-[var(--radius-card)] border border-line bg-white lg:hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-4 text-sm font-semibold">
              {t('legal.onThisPage')}
              <ChevronDown size={18} className="transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <nav aria-label={t('legal.onThisPage')} className="border-t border-line p-2">
              <Contents sections={document.sections} />
            </nav>
          </details>

          <div className="sticky top-28 hidden lg:block">
            <p className="px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">
              {t('legal.onThisPage')}
            </p>
            <nav aria-label={t('legal.onThisPage')} className="mt-3">
              <Contents sections={document.sections} />
            </nav>
            <p className="mt-8 px-3 text-xs font-semibold tracking-wider text-ink-muted uppercase">
              {t('legal.otherPolicies')}
            </p>
            <ul className="mt-3 space-y-1 text-sm">
              {others.map((policy) => (
                <li key={policy.to}>
                  <Link
                    to={policy.to}
                    className="block rounded-lg px-3 py-2 text-ink-soft hover:bg-sand hover:text-ink"
                  >
                    {t(policy.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </aside>

        <div className="min-w-0">
          <article className="max-w-[68ch]">
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-28 border-line not-first:mt-10 not-first:border-t not-first:pt-10"
              >
                <p className="font-display text-sm font-semibold text-accent-strong tabular-nums" aria-hidden>
                  {sectionNumber(index)}
                </p>
                <h2 id={`${section.id}-heading`} className="mt-1 text-2xl font-semibold sm:text-[1.75rem]">
                  {section.heading}
                </h2>
                <div className="mt-4 space-y-4 leading-7 text-ink-soft">
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </article>

          <section
            aria-label={t('legal.contactLabel')}
            className="relative mt-14 max-w-[68ch] overflow-hidden rounded-[var(--radius-card)] bg-ink p-7 text-paper sm:p-9"
          >
            <div
              className="absolute -top-14 -right-14 size-32 rounded-full bg-accent-bright/90 sm:-top-16 sm:-right-16 sm:size-40"
              aria-hidden
            />
            <p className="relative pr-14 font-display text-2xl font-semibold sm:pr-0">
              {t('legal.contactTitle')}
            </p>
            <p className="relative mt-2 max-w-md text-paper/75">
              {messageWith(
                (academy) => t('legal.contactBody', { academy }),
                <span translate="no">{ACADEMY.shortName}</span>,
              )}
            </p>
            <address className="relative mt-6 grid gap-3 text-sm not-italic sm:grid-cols-2">
              <a
                href={`mailto:${ACADEMY.email}`}
                translate="no"
                className="flex items-center gap-3 hover:text-accent-bright"
              >
                <Mail size={18} className="shrink-0 text-accent-bright" aria-hidden />
                {ACADEMY.email}
              </a>
              <a
                href={`tel:${ACADEMY.phone.replaceAll(' ', '')}`}
                translate="no"
                className="flex items-center gap-3 hover:text-accent-bright"
              >
                <Phone size={18} className="shrink-0 text-accent-bright" aria-hidden />
                {ACADEMY.phone}
              </a>
              <span className="flex gap-3 sm:col-span-2">
                <MapPin size={18} className="mt-0.5 shrink-0 text-accent-bright" aria-hidden />
                <span translate="no">
                  {[ACADEMY.name, ACADEMY.address.line1, ACADEMY.address.line2].join(', ')}
                </span>
              </span>
            </address>
          </section>

          <nav aria-label={t('legal.otherPolicies')} className="mt-8 flex flex-wrap gap-3 lg:hidden">
            {others.map((policy) => (
              <Link key={policy.to} to={policy.to} className="btn-outline">
                {t(policy.label)}
              </Link>
            ))}
          </nav>
        </div>
      </div>
    </>
  );
}
