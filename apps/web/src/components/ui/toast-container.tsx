import { TOAST_DEFAULT_MS } from '@academy/shared/limits';
import { lazy, Suspense } from 'react';
import { loadToasts } from '@/lib/toast';
import { useWhenIdle } from '@/lib/use-when-idle';

const ToastContainer = lazy(() => loadToasts().then((module) => ({ default: module.ToastContainer })));

/** The toasts' container, mounted once the page has painted (lib/toast queues earlier toasts). */
export function DeferredToastContainer() {
  const idle = useWhenIdle();
  if (!idle) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_DEFAULT_MS} newestOnTop />
    </Suspense>
  );
}
