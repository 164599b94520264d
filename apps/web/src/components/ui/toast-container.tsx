import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { useEffect, useSyncExternalStore } from 'react';
import { loadToasts, toastState } from '@/lib/toast';
import { useWhenIdle } from '@/lib/use-when-idle';
import { retryWhenOnline } from '@/lib/when-online';

const loadToastsWhenOnline = retryWhenOnline(loadToasts);

/**
 * The toasts' container, mounted with the first toast (lib/toast queues it until then). Its
 * library is fetched once the page is idle (issue 28): the error toasts matter most just after
 * a phone's network drops, when it could no longer be fetched. A fetch that failed offline is
 * made again once the browser is back online, and every later toast tries again too; a failed
 * fetch never takes the page down with it, as a failed lazy component would.
 */
export function DeferredToastContainer() {
  const raised = useSyncExternalStore(toastState.subscribe, toastState.raised, () => false);
  const library = useSyncExternalStore(toastState.subscribe, toastState.library, () => null);
  const idle = useWhenIdle(5000);

  useEffect(() => {
    if (!library && (idle || raised)) void loadToastsWhenOnline().catch(() => undefined);
  }, [idle, raised, library]);

  if (!raised || !library) return null;
  const { ToastContainer } = library;
  return <ToastContainer position="top-right" autoClose={TOAST_DEFAULT_MS} newestOnTop />;
}
