import { ACADEMY } from '@academy/shared/academy';
import { Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { type MessageId, useT } from '@/lib/i18n';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';

const policyLinks: { label: MessageId; to: string }[] = [
  { label: 'footer.privacyPolicy', to: paths.privacyPolicy },
  { label: 'footer.refundPolicy', to: paths.refundPolicy },
  { label: 'footer.terms', to: paths.termsCondition },
];

const exploreLinks: { label: MessageId; to: string }[] = [
  { label: 'footer.allCourses', to: paths.allCourses },
  { label: 'footer.digitalAsset', to: paths.digitalAssets },
  { label: 'footer.contactUs', to: paths.enquiry },
];

const socialLinks = [
  { label: 'Instagram', href: ACADEMY.social.instagram },
  { label: 'YouTube', href: ACADEMY.social.youtube },
  { label: 'LinkedIn', href: ACADEMY.social.linkedin },
  { label: 'Behance', href: ACADEMY.social.behance },
];

function FooterLinks({ title, links }: { title: string; links: { label: MessageId; to: string }[] }) {
  const t = useT();
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wider text-paper/60 uppercase">{title}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="hover:text-accent-bright">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Footer() {
  // oxlint-disable-next-line react/purity -- the year of the copyright line is meant to move on.
  const year = new Date().getFullYear();
  const t = useT();
  return (
    <footer className="bg-ink text-paper">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <Brand to={paths.home} tone="light" />
          <p className="mt-4 max-w-xs text-sm leading-6 text-paper/70">{t('footer.about')}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('footer.socialLinks')}>
            {socialLinks.map((link) => (
              <li key={link.label}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-block rounded-full border border-paper/20 px-3 py-1.5 text-xs font-medium text-paper/80 hover:border-accent-bright hover:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={t('footer.policies')} links={policyLinks} />
        <FooterLinks title={t('footer.explore')} links={exploreLinks} />
        <address className="not-italic">
          <h2 className="text-sm font-semibold tracking-wider text-paper/60 uppercase">
            {t('footer.visitOrCall')}
          </h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-3">
              <Phone size={18} className="mt-0.5 shrink-0 text-accent-bright" aria-hidden />
              <a href={`tel:${ACADEMY.phone.replaceAll(' ', '')}`} className="hover:text-accent-bright">
                {ACADEMY.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail size={18} className="mt-0.5 shrink-0 text-accent-bright" aria-hidden />
              <a translate="no" href={`mailto:${ACADEMY.email}`} className="hover:text-accent-bright">
                {ACADEMY.email}
              </a>
            </li>
            <li className="flex gap-3">
              <MapPin size={18} className="mt-0.5 shrink-0 text-accent-bright" aria-hidden />
              {/* A postal address, written as the post office reads it. */}
              <span translate="no">
                {ACADEMY.address.line1}
                <br />
                {ACADEMY.address.line2}
              </span>
            </li>
          </ul>
        </address>
      </div>
      <div className="border-t border-paper/10">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          {/* Rendered on the server too: around midnight on 31 December the year may differ. */}
          <p className="text-xs text-paper/60" suppressHydrationWarning>
            {t('footer.copyright', { year, academy: ACADEMY.name })}
          </p>
          <LanguageSwitch tone="light" />
        </div>
      </div>
    </footer>
  );
}
