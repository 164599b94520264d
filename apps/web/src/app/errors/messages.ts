import type { MessageId } from '@/lib/i18n';

/** The words of the screens shown when a page breaks or the store was updated under an open tab. */

export const ERROR_SCREEN = {
  title: 'errorScreen.title',
  body: 'errorScreen.body',
  retry: 'errorScreen.retry',
  back: 'errorScreen.back',
  home: 'notFound.backHome',
} as const satisfies Record<string, MessageId>;

export const NEW_VERSION_SCREEN = {
  title: 'newVersion.title',
  body: 'newVersion.body',
  reload: 'newVersion.reload',
  reloading: 'newVersion.reloading',
} as const satisfies Record<string, MessageId>;
