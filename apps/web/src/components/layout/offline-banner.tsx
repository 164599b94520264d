import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useT } from '@/lib/i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network; the server renders the page as online. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Issue 28: on a phone a network drops often, and a Buy Now that fails then reads as the store's
 * fault. While the browser is offline, one line over the page's bottom (PageNotices) says so and
 * what waits for it.
 */
export function OfflineBanner() {
  const online = useOnline();
  const t = useT();
  if (online) return null;
  return (
    <div role="status" className="notice flex-nowrap border-ink bg-ink text-paper">
      <WifiOff size={16} className="shrink-0" aria-hidden />
      <p>
        <strong className="font-semibold">{t('offline.title')}</strong> {t('offline.body')}
      </p>
    </div>
  );
}
