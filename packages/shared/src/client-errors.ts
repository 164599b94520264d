import { z } from './zod';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS } from './limits';

const bounded = (field: keyof typeof CLIENT_ERROR_LIMITS) =>
  z
    .string({ error: `${field} must be text` })
    .max(CLIENT_ERROR_LIMITS[field], `${field} must be at most ${CLIENT_ERROR_LIMITS[field]} characters`);

/**
 * An error the web app met in the browser, reported to `POST /api/client-errors` (issue 26):
 * counted in the metrics (`store_client_errors_total{release}`) and logged with its release.
 * Anyone may send one, so every field is bounded; the web app trims its reports to fit
 * (apps/web/src/lib/report-error.ts) and the server refuses anything longer with a 400.
 */
export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `kind must be one of ${CLIENT_ERROR_KINDS.join(', ')}` }),
  message: bounded('message').trim().min(1, 'message is required'),
  /** The error's stack, and for a render error the components it broke in. */
  stack: bounded('stack').optional(),
  /** The page's address when it happened (the web app leaves the query string out). */
  url: bounded('url').min(1, 'url is required'),
  /** The web build that met it: a metric label, so only a short word of letters, digits, `.`, `_`, `-`. */
  release: bounded('release').regex(/^[\w.-]+$/, 'release must be letters, digits, ".", "_" or "-"'),
  userAgent: bounded('userAgent').optional(),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
