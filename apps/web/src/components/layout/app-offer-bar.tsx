import { ACADEMY } from '@academy/shared/academy';
import { MonitorSmartphone, RefreshCw, X } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { isBuyingPage, paths } from '@/config/paths';
import { type InstallPrompt, withdrawAppOffer } from '@/lib/app-offers';
import { installOfferDue, rememberDeclined, rememberPurchase } from '@/lib/install-offer';
import { documentLanguage, useT } from '@/lib/i18n';
import type { Offers } from './app-offers';

/** The install offer's words in the page's language (src/locales/app, checked with the other catalogues). */
let installCatalogue: Record<string, string> = {};

/** Loads the words; app-offers.tsx shows this chunk only once they are in, so an offer never waits for them. */
export const installWordsReady = (): Promise<void> =>
  import(`@/locales/app/${documentLanguage()}.json`).then(
    (catalogue: { default: Record<string, string> }) => {
      installCatalogue = catalogue.default;
    },
  );

/**
 * The offers themselves (app-offers.tsx decides whether there are any): their own chunk. A new
 * release that waits comes first; the install offer only when it is due (lib/install-offer.ts).
 */
export default function AppOfferBar({ offers }: { offers: Offers }) {
  const { pathname } = useLocation();
  // An order's page is where a purchase ends: the offer is due from the page after it.
  const onOrderPage = matchPath(paths.orderPage, pathname) !== null;
  useEffect(() => {
    if (onOrderPage) rememberPurchase();
  }, [onOrderPage]);

  if (offers.update) return <UpdateOffer takeUpdate={offers.update.takeUpdate} />;
  if (!offers.install || isBuyingPage(pathname) || !installOfferDue()) return null;
  // Chromium's prompt answers once: the offer goes for the rest of the visit.
  return <InstallOffer prompt={offers.install.prompt} onClose={() => withdrawAppOffer('install')} />;
}

function Bar({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-label={label} className="notice bg-sand text-ink">
      {icon}
      {children}
    </section>
  );
}

/** The same words as a page whose code a release removed: one press reloads into the new release. */
function UpdateOffer({ takeUpdate }: { takeUpdate: () => void }) {
  const [taking, setTaking] = useState(false);
  const t = useT();
  return (
    <Bar
      label={t('newVersion.title')}
      icon={<RefreshCw size={18} className="shrink-0 text-accent-strong" aria-hidden />}
    >
      <p className="min-w-0 flex-1 basis-60">
        <strong className="block font-semibold">{t('newVersion.title')}</strong>
        <span className="text-ink-soft">{t('newVersion.body')}</span>
      </p>
      <button
        type="button"
        className="btn-primary ml-auto"
        disabled={taking}
        onClick={() => {
          setTaking(true);
          takeUpdate();
        }}
      >
        {taking ? t('newVersion.reloading') : t('newVersion.reload')}
      </button>
    </Bar>
  );
}

/** Chromium's install dialog, opened by the student's press; Not now is remembered. */
function InstallOffer({ prompt, onClose }: { prompt: InstallPrompt; onClose: () => void }) {
  const say = (key: string) =>
    (installCatalogue[`installOffer.${key}`] ?? '').replace('{academy}', ACADEMY.shortName);
  const words = { title: say('title'), body: say('body'), action: say('action'), notNow: say('notNow') };
  const install = async () => {
    onClose();
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    if (outcome === 'dismissed') rememberDeclined();
  };
  return (
    <Bar
      label={words.title}
      icon={<MonitorSmartphone size={18} className="shrink-0 text-accent-strong" aria-hidden />}
    >
      <p className="min-w-0 flex-1 basis-60">
        <strong className="block font-semibold">{words.title}</strong>
        <span className="text-ink-soft">{words.body}</span>
      </p>
      <div className="ml-auto flex items-center gap-1">
        <button type="button" className="btn-primary" onClick={() => void install()}>
          {words.action}
        </button>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ink-muted hover:bg-paper hover:text-ink"
          aria-label={words.notNow}
          onClick={() => {
            rememberDeclined();
            onClose();
          }}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
    </Bar>
  );
}
