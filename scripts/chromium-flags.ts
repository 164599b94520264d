/**
 * The flags every headless Chromium of ours starts with (the browser tests, the Lighthouse
 * benchmark): no sandbox (root in a container), software rendering, and none of Chromium's own
 * traffic to Google's hosts, which this machine's closed network refuses many at a time.
 */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
