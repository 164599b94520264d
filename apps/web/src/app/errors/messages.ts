/** The words of the screens shown when a page breaks or the store was updated under an open tab. */

export const ERROR_SCREEN = {
  title: 'This page stopped working',
  body: 'Something went wrong on our side while showing it. Your cart and your sign-in are safe.',
  retry: 'Try again',
  back: 'Go back',
  home: 'Back to home',
} as const;

export const NEW_VERSION_SCREEN = {
  title: 'A new version of the store is available',
  body: 'The store was updated while this tab was open. Reload to carry on: your cart and your sign-in stay as they are.',
  reload: 'Reload',
  reloading: 'Loading the new version of the store',
} as const;
