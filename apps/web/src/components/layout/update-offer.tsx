import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { useWaitingUpdate } from '@/lib/service-worker';

/**
 * Issue 32: a new release of the store is installed and waits. Under the header until the student
 * takes it, with the same words as a page whose code a release removed: one press reloads into it.
 */
export function UpdateOffer() {
  const takeUpdate = useWaitingUpdate();
  const [taking, setTaking] = useState(false);
  const t = useT();
  if (!takeUpdate) return null;
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
