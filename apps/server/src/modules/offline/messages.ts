import { OFFLINE_LICENCE_DAYS, OFFLINE_MAX_DEVICES } from '@academy/shared/offline';

/** What the offline module tells a student (translated in src/locales). */
export const OFFLINE_MESSAGES = {
  ownersOnly: 'Only a student who owns this course can save its lectures.',
  tooManyDevices: `Lectures are saved on ${OFFLINE_MAX_DEVICES} of your devices already. Remove them from one of those devices, or wait until they expire there: ${OFFLINE_LICENCE_DAYS} days after that device was last online.`,
  released: 'The saved lectures of this course are removed from this device.',
} as const;
