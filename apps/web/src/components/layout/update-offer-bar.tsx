import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';

/**
 * The offer itself (update-offer.tsx decides whether to make it): its own chunk, fetched only
 * once a release waits. The same words as a page whose code a release removed.
 */
export default function UpdateOfferBar({ takeUpdate }: { takeUpdate: () => void }) {
  const [taking, setTaking] = useState(false);
  const t = useT();
  return (
    <section aria-label={t('newVersion.title')} className="border-b border-line bg-sand">
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-2.5 text-sm text-ink">
        <RefreshCw size={18} className="shrink-0 text-accent-strong" aria-hidden />
        <p className="min-w-0 flex-1">
          <strong className="block font-semibold">{t('newVersion.title')}</strong>
          <span className="text-ink-soft">{t('newVersion.body')}</span>
        </p>
        <button
          type="button"
          className="btn-primary"
          disabled={taking}
          onClick={() => {
            setTaking(true);
            takeUpdate();
          }}
        >
          {taking ? t('newVersion.reloading') : t('newVersion.reload')}
        </button>
      </div>
    </section>
  );
}
