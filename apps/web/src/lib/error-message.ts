import { MESSAGES } from '@academy/shared/messages';
import { ApiError, isAborted } from './api-client';

/**
 * What to tell the user about a failed call: the server's message when it answered, nothing
 * ('') when the call was cancelled on purpose, else `fallback` (the generic failure text).
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.genericFailure): string {
  if (error instanceof ApiError) return error.message;
  return isAborted(error) ? '' : fallback;
}
