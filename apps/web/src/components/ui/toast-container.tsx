import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { loadToasts, preloadToasts, type ToastLibrary, toastState } from '@/lib/toast';

/**
 * The toasts' container, mounted with the first toast (lib/toast queues it until then). The
 * library is fetched when the page is idle; a fetch that failed (offline) is tried again when the
 * browser is back online, and never takes the page down with it, as a failed lazy component would.
 */
export function DeferredToastContainer() {
  const raised = useSyncExternalStore(toastState.subscribe, toastState.raised, () => false);
  const [library, setLibrary] = useState<ToastLibrary | null>(null);

  useEffect(() => preloadToasts(), []);

  useEffect(() => {
    if (!raised || library) return;
    let cancelled = false;
    const load = () => {
      loadToasts().then(
        (loaded) => {
          if (!cancelled) setLibrary(loaded);
        },
        () => window.addEventListener('online', load, { once: true }),
      );
    };
    load();
    return () => {
      cancelled = true;
      window.removeEventListener('online', load);
    };
  }, [raised, library]);

  if (!library) return null;
  const { ToastContainer } = library;
  return <ToastContainer position="top-right" autoClose={TOAST_DEFAULT_MS} newestOnTop />;
}
