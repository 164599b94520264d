import { OFFLINE_DEVICE_ID } from '@academy/shared/limits';

/** Where this browser keeps its device id for offline licences. */
const DEVICE_KEY = 'offlineDeviceId';

/**
 * This browser's id for offline licences (issue 32): made once and kept, so that the server
 * counts one phone once however often it saves. Not a secret, and not the student's.
 */
export function deviceId(): string {
  let id: string | null = null;
  try {
    id = window.localStorage.getItem(DEVICE_KEY);
  } catch {
    // Storage refused: a fresh id for this visit.
  }
  if (id && OFFLINE_DEVICE_ID.test(id)) return id;
  const made = crypto.randomUUID().replaceAll('-', '');
  try {
    window.localStorage.setItem(DEVICE_KEY, made);
  } catch {
    // Not kept: the next visit counts as another device until storage works again.
  }
  return made;
}
