import { TOAST_ERROR_MS, TOAST_LOGIN_SUCCESS_MS } from '@academy/shared/limits';

/**
 * The toast library, loaded with the first toast (a page shows none as it loads). A toast
 * raised before the container is on the page waits in the library's queue and shows when it is.
 */
export const loadToasts = () => import('react-toastify');

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
  void loadToasts().then(({ toast }) => toast[kind](message, { autoClose }));
}

/** Toast durations of SPEC §8-9: errors and most others 1 s, unless a call says otherwise. */
export const notify = {
  success: (message: string, autoClose: number = TOAST_LOGIN_SUCCESS_MS) =>
    show('success', message, autoClose),
  error: (message: string, autoClose: number = TOAST_ERROR_MS) => show('error', message, autoClose),
  info: (message: string, autoClose: number = TOAST_ERROR_MS) => show('info', message, autoClose),
};
