import { TOAST_ERROR_MS, TOAST_LOGIN_SUCCESS_MS } from '@academy/shared/limits';
import { toast } from 'react-toastify';

/** Toast durations of SPEC §8-9: errors and most others 1 s, unless a call says otherwise. */
export const notify = {
  success: (message: string, autoClose: number = TOAST_LOGIN_SUCCESS_MS) =>
    toast.success(message, { autoClose }),
  error: (message: string, autoClose: number = TOAST_ERROR_MS) => toast.error(message, { autoClose }),
  info: (message: string, autoClose: number = TOAST_ERROR_MS) => toast.info(message, { autoClose }),
};
