/** A message catalogue compiled by the Lingui Vite plugin (`src/locales/<language>.json?lingui`). */
declare module '*.json?lingui' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
