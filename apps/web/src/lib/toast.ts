import { TOAST_ERROR_MS, TOAST_LOGIN_SUCCESS_MS } from '@academy/shared/limits';
import type * as ReactToastify from 'react-toastify';

export type ToastLibrary = typeof ReactToastify;

let loading: Promise<ToastLibrary> | undefined;
let loaded: ToastLibrary | null = null;
let toastRaised = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/**
 * The toast library, kept out of the first load (a page shows no toast as it loads): fetched
 * when the page is idle (the container) or with the first toast, whichever comes first. A toast
 * raised before the container is on the page waits in the library's queue and shows when it is.
 * A fetch the network refused (a phone gone offline) is tried again at the next call.
 */
export function loadToasts(): Promise<ToastLibrary> {
  loading ??= import('react-toastify').then(
    (library) => {
      loaded = library;
      changed();
      return library;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether any toast was raised yet (the container mounts from then on), and the library once
 * any call has fetched it: the container renders with it, whoever fetched it.
 */
export const toastState = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  raised: () => toastRaised,
  library: () => loaded,
};

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, autoClose: number) {
  // errorMessage says '' for a call the user cancelled: there is nothing to tell them.
  if (!message) return;
  if (!toastRaised) {
    toastRaised = true;
    changed();
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
