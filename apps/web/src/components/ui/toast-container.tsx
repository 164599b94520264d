import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { loadToasts, toastState } from '@/lib/toast';

const ToastContainer = lazy(() => loadToasts().then((module) => ({ default: module.ToastContainer })));

/** The toasts' container, mounted with the first toast (lib/toast queues it until then). */
export function DeferredToastContainer() {
  const raised = useSyncExternalStore(toastState.subscribe, toastState.raised, () => false);
  if (!raised) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_DEFAULT_MS} newestOnTop />
    </Suspense>
  );
}
