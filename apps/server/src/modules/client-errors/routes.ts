import { clientErrorReportSchema } from '@academy/shared/client-errors';
import { SERVER_MESSAGES } from '@academy/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { rateLimit } from '../../plugins/rate-limit';

const MINUTE_MS = 60_000;
/** Reports accepted per client address a minute: a page load sends at most a few. */
const REPORTS_PER_MINUTE = 10;
/** The largest report the schema allows, as JSON, with room for escaping; longer bodies get 413. */
const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * Errors met in the browser (issue 26): the web app reports what its error boundaries catch and
 * what nothing caught. Each report is logged at warn with its release and counted in the
 * metrics, so a release that breaks pages shows up in Prometheus (deploy/prometheus/alerts.yml)
 * and its log lines say what broke. Nothing is stored. Anyone may report, a few times a minute
 * per address: a browser sends at most a handful per page load.
 */
export const clientErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/client-errors',
    {
      config: { access: 'public', publicPages: 'unchanged' },
      bodyLimit: BODY_LIMIT_BYTES,
      preHandler: rateLimit({
        name: 'client-error',
        max: REPORTS_PER_MINUTE,
        windowMs: MINUTE_MS,
        key: (request) => request.ip,
        message: SERVER_MESSAGES.tooManyClientErrors,
      }),
      schema: {
        description:
          'An error the web app met in the browser: logged at warn with its release and counted in store_client_errors_total. 400 when a field is missing or too long, 429 past the per-address limit.',
        body: clientErrorReportSchema,
        openapiResponses: { 204: { contentTypes: [], description: 'Received.' } },
      },
    },
    async (request, reply) => {
      const { release, url, ...report } = request.body;
      // A reset or verification link's token is in its query: logs never keep one, whoever sent it.
      const page = url.split(/[?#]/)[0];
      request.log.warn(
        { release, clientError: { ...report, url: page } },
        `browser error: ${report.message}`,
      );
      app.metrics?.clientError(release);
      return reply.status(204).send();
    },
  );
};
