import { TOAST_ERROR_MS, TOAST_LOGIN_SUCCESS_MS } from '@academy/shared/limits';

/**
 * The toast library, loaded after the first paint (it is not needed to show a page). A toast
 * raised before the container is on the page waits in the library's queue and shows when it is.
 */
export const loadToasts = () => import('react-toastify');

type Kind = 'success' | 'error' | 'info';

function show(kind: Kind, message: string, autoClose: number) {
  void loadToasts().then(({ toast }) => toast[kind](message, { autoClose }));
}

/** Toast durations of SPEC §8-9: errors and most others 1 s, unless a call says otherwise. */
export const notify = {
  success: (message: string, autoClose: number = TOAST_LOGIN_SUCCESS_MS) =>
    show('success', message, autoClose),
  error: (message: string, autoClose: number = TOAST_ERROR_MS) => show('error', message, autoClose),
  info: (message: string, autoClose: number = TOAST_ERROR_MS) => show('info', message, autoClose),
};
