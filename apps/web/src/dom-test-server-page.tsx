import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
// The recorder, as the build writes it into the page's head.
import recorder from '../inline/early-input.js?raw';

/**
 * `app` as the server sends it, in the page's #root, with the early-input recorder running as it
 * does before any of the app's code has arrived: what a dom test taps next is recorded.
 */
export function drawnByTheServer(app: ReactElement): HTMLElement {
  document.body.innerHTML = `<div id="root">${renderToString(app)}</div>`;
  new Function(recorder)();
  return document.getElementById('root') as HTMLElement;
}
