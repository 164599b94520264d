#!/usr/bin/env node
// The browser tests drive Debian's Chromium headless shell; Playwright's own browsers are never
// downloaded.
import { accessSync, constants } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

try {
  accessSync(chromium, constants.X_OK);
} catch {
  const line = '='.repeat(72);
  console.error(
    [
      '',
      line,
      `  The browser tests need Debian's Chromium headless shell, and ${chromium} was not found.`,
      '',
      '  Install it with:',
      '',
      '      sudo apt-get install -y chromium-headless-shell',
      '',
      '  or point CHROMIUM_PATH at a Chromium you already have.',
      '  (Do not run `npx playwright install`: these tests never download browsers.)',
      line,
      '',
    ].join('\n'),
  );
  process.exit(1);
}
