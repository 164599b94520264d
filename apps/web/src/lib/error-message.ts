import { ApiError, isAborted } from './api-client';
import { translate } from './i18n';

/**
 * What to tell the user about a failed call: the server's message when it answered, nothing
 * ('') when the call was cancelled on purpose, else `fallback` (the generic failure text).
 */
export function errorMessage(error: unknown, fallback: string = translate('spec.genericFailure')): string {
  if (error instanceof ApiError) return error.message;
  return isAborted(error) ? '' : fallback;
}
