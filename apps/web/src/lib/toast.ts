import { TOAST_ERROR_MS, TOAST_LOGIN_SUCCESS_MS } from '@academy/shared/limits';
import type * as ReactToastify from 'react-toastify';

export type ToastLibrary = typeof ReactToastify;

let loading: Promise<ToastLibrary> | undefined;

/**
 * The toast library, kept out of the first load (a page shows no toast as it loads): fetched
 * when the page is idle (`preloadToasts`) or with the first toast, whichever comes first. A toast
 * raised before the container is on the page waits in the library's queue and shows when it is.
 * A fetch the network refused (a phone gone offline) is tried again at the next call.
 */
export function loadToasts(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Issue 28: the error toasts matter most when the network has just dropped, which is when the
 * library can no longer be fetched. Once the page is idle it is fetched, so it is there by then.
 */
export function preloadToasts(): () => void {
  const load = () => void loadToasts().catch(() => undefined);
  // Safari has no requestIdleCallback: a few seconds after the page is up stands in for idle.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(load, 3000);
  return () => clearTimeout(id);
}

let toastRaised = false;
const toastRaisedListeners = new Set<() => void>();

/** Whether any toast was raised yet: the container mounts from then on. */
export const toastState = {
  subscribe(listener: () => void) {
    toastRaisedListeners.add(listener);
    return () => toastRaisedListeners.delete(listener);
  },
  raised: () => toastRaised,
};

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, autoClose: number) {
  // errorMessage says '' for a call the user cancelled: there is nothing to tell them.
  if (!message) return;
  if (!toastRaised) {
    toastRaised = true;
    toastRaisedListeners.forEach((listener) => listener());
  }
  // Offline before the library arrived: the page's own messages (the offline banner, the
  // checkout's outcome) say it instead.
  loadToasts().then(
    ({ toast }) => toast[kind](message, { autoClose }),
    () => undefined,
  );
}

/** Toast durations of SPEC §8-9: errors and most others 1 s, unless a call says otherwise. */
export const notify = {
  success: (message: string, autoClose: number = TOAST_LOGIN_SUCCESS_MS) =>
    show('success', message, autoClose),
  error: (message: string, autoClose: number = TOAST_ERROR_MS) => show('error', message, autoClose),
  info: (message: string, autoClose: number = TOAST_ERROR_MS) => show('info', message, autoClose),
};
