import { config, z } from 'zod';

/*
 * The shared schemas' zod, one import for all of them. Zod compiles an object schema's checks with
 * `new Function` where it may, and finds out whether it may by trying. The store's
 * Content-Security-Policy allows no eval (apps/server/src/plugins/security.ts), so in the browser
 * that try was a policy violation on every page (Lighthouse's best practices, issue 32). In the
 * browser the checks run uncompiled, as correct; the server keeps zod's compiled checks.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
