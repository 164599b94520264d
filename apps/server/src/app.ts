import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type Adapters, buildAdapters } from './adapters';
import type { Config } from './config';
import { type Database, traceStatements } from './db/client';
import { createJobQueue, type JobQueue } from './infrastructure/jobs';
import { traceJob } from './infrastructure/tracing';
import { createMailer, type Mailer } from './infrastructure/mail/mailer';
import { requestId, serializeError, serializeReply, serializeRequest } from './lib/log';
import { defaultWebDistDir } from './lib/paths';
import { apiRoutes } from './api-routes';
import { SWEEP_LOGIN_FAILURES, sweepLoginFailures } from './modules/auth/throttle-service';
import { registerCheckoutReminders } from './modules/orders/checkout-reminders';
import { registerOrderMailJobs } from './modules/orders/mail-jobs';
import { registerProjectMailJobs } from './modules/projects/mail-jobs';
import { registerReviewMailJobs } from './modules/reviews/mail-jobs';
import { registerPriceDrops } from './modules/wishlist/price-drops';
import { registerGiftDelivery } from './modules/gifts/delivery';
import { registerReconciliation } from './workflows/payments/reconciliation';
import { registerRefundJobs } from './modules/refunds/service';
import type { MediaSigner } from './modules/media/signing';
import type { Storage } from './infrastructure/storage/storage';
import { registerMediaSweep } from './modules/media/sweep';
import { registerVideoProbe } from './modules/media/video-probe';
import { registerVideoTranscode } from './modules/media/video-transcode';
import type { FfmpegLookup } from './infrastructure/ffmpeg';
import { seoRoutes } from './modules/seo/routes';
import { registerSearchInsights } from './modules/search/insights';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { metricsPlugin } from './plugins/metrics';
import { tracingPlugin } from './plugins/tracing';
import { pruneExpiredBuckets } from './infrastructure/rate-limit-buckets';
import { callerAccounts } from './modules/users/caller-accounts';
import { listenForChanges } from './db/database-changes';
import { channelsOf, createKeptReads } from './kept-reads';
import { isSuccessfulWrite } from './lib/writes';
import { clientErrorHandler, errorsPlugin, routerErrorHandler } from './plugins/errors';
import { languagePlugin } from './plugins/language';
import { RESUMABLE_CHUNK_BYTES } from '@academy/shared/admin-limits';
import { securityPlugin } from './plugins/security';
import { openapiPlugin } from './plugins/openapi';
import { inlineScriptHashes, webPlugin } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    mediaSigner: MediaSigner;
    storage: Storage;
    jobs: JobQueue;
    mailer: Mailer;
    /** ffmpeg, looked for once at start (issue 14): videos are probed and transcoded with it. */
    ffmpeg: Promise<FfmpegLookup>;
    /** Set when the process is stopping: the health route then answers 503. */
    lifecycle: { draining: boolean };
  }
}

/** Expired rate-limit windows are deleted this often. */
const RATE_LIMIT_SWEEP_MS = 10 * 60_000;

/** A slow phone's upload speed, 256 kbit/s, in bytes per second: what a request must fit. */
const SLOW_UPLOAD_BYTES_PER_SECOND = 256_000 / 8;
/** A multipart form's parts' headers and fields around its file. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * How long one request may take to arrive, headers and body (issue 25: with none, a client
 * trickling a declared body held its socket for ever). The largest single request the web app
 * sends is a picture (`/media/upload`) or one resumable chunk (RESUMABLE_CHUNK_BYTES, 8 MiB):
 * videos and files go in chunks. That must arrive at a slow phone's 256 kbit/s: about six
 * minutes for a 10 MB picture. A larger file in one multipart request (an API client's) needs a
 * faster link or the resumable upload. Past it the client is answered 408 (clientErrorHandler).
 */
export function requestTimeoutMs(config: Config): number {
  const largest = Math.max(config.media.maxBytes.image, RESUMABLE_CHUNK_BYTES) + FORM_OVERHEAD_BYTES;
  return Math.ceil(largest / SLOW_UPLOAD_BYTES_PER_SECOND) * 1000;
}

export type AppOptions = {
  config: Config;
  db: Database;
  logger?: FastifyServerOptions['logger'];
  /** The outside world's adapters, built once by the composition root; from `config` when absent. */
  adapters?: Adapters;
  /** The clock of the watch-time rule (issue 14); tests move it instead of waiting. */
  now?: (() => Date) | undefined;
  /** How long a request may take to arrive; `requestTimeoutMs(config)` unless a test shortens it. */
  requestTimeoutMs?: number | undefined;
};

export async function buildApp({
  config,
  db,
  logger,
  adapters = buildAdapters(config),
  now,
  requestTimeoutMs: requestTimeout = requestTimeoutMs(config),
}: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      serializers: { err: serializeError, req: serializeRequest, res: serializeReply },
    },
    // A proxy's or the client's x-request-id ties our log lines to theirs; otherwise one is made.
    genReqId: requestId,
    // Trusting every hop would let a client pick its own address and dodge the rate limits.
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: 1024 * 1024,
    requestTimeout,
    // Node keeps to the limit only when its server is created with it. It looks for requests
    // over their time every 30 s by default; a short limit (a test's) is looked at more often.
    http: {
      requestTimeout,
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, requestTimeout / 4)),
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: routerErrorHandler,
    clientErrorHandler,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const tracing = await adapters.tracing;
  if (tracing) {
    traceStatements(db, tracing.tracer);
    await app.register(tracingPlugin, { tracing });
  }

  await app.register(dbPlugin, { db });
  // JOB_WORKER=false still drains every lane when asked (the tests, the tools); it starts none.
  const jobs = createJobQueue(db, app.log, config.jobLanes.length > 0 ? { lanes: config.jobLanes } : {});
  if (tracing) jobs.wrapRuns(({ kind, id }, run) => traceJob(kind, id, run));
  const mailer = createMailer({
    db,
    queue: jobs,
    log: app.log,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logHeld: config.env === 'development',
  });
  const { pdfWorkers } = adapters;
  registerOrderMailJobs(jobs, { db, mailer, publicUrl: config.publicUrl, pdfWorkers });
  registerReviewMailJobs(jobs, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    unsubscribeSecret: config.jwtSecret,
  });
  registerCheckoutReminders(jobs, {
    db,
    mailer,
    publicUrl: config.publicUrl,
    unsubscribeSecret: config.jwtSecret,
  });
  registerProjectMailJobs(jobs, { db, mailer, publicUrl: config.publicUrl });
  registerPriceDrops(jobs, { db, mailer, publicUrl: config.publicUrl, unsubscribeSecret: config.jwtSecret });
  registerGiftDelivery(jobs, { db, mailer, publicUrl: config.publicUrl, secret: config.jwtSecret });
  jobs.every('rate-limits.sweep', RATE_LIMIT_SWEEP_MS, () => pruneExpiredBuckets(db));
  jobs.every(SWEEP_LOGIN_FAILURES, RATE_LIMIT_SWEEP_MS, async () => {
    await sweepLoginFailures(db);
  });
  app.decorate('lifecycle', { draining: false });
  app.decorate('jobs', jobs);
  app.decorate('mailer', mailer);
  await app.register(metricsPlugin, { settings: config.metrics, production: config.env === 'production' });
  const gateway = adapters.paymentGateway;
  const orderContext = { db, gateway, invoicing: config.invoicing, jobs };
  registerRefundJobs(jobs, { db, gateway, log: app.log });
  registerReconciliation(jobs, orderContext, app.log);
  if (config.jobLanes.length > 0) app.addHook('onReady', () => jobs.start());
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
    await pdfWorkers.close();
    // Last: the spans of the jobs and requests that just finished are sent before it stops.
    await tracing?.shutdown();
  });
  app.decorate('mediaSigner', adapters.mediaSigner);
  app.decorate('storage', adapters.storage);
  const { resumable, ffmpeg } = adapters;
  registerMediaSweep(jobs, { db, storage: app.storage, resumable, log: app.log });
  app.decorate('ffmpeg', ffmpeg);
  registerVideoProbe(jobs, { db, storage: app.storage, ffmpeg, log: app.log });
  registerVideoTranscode(jobs, { db, storage: app.storage, ffmpeg, log: app.log });
  registerSearchInsights(jobs, db);
  await app.register(errorsPlugin);
  await app.register(languagePlugin);
  const webDistDir = config.webDistDir ?? defaultWebDistDir();
  await app.register(securityPlugin, {
    razorpayCheckout: config.payments.provider === 'razorpay',
    inlineScriptHashes: inlineScriptHashes(webDistDir),
  });
  await app.register(compressionPlugin);
  await app.register(openapiPlugin, { publicUrl: config.publicUrl });
  const kept = createKeptReads(now);
  const changes = await listenForChanges(db, channelsOf(kept), app.log);
  app.addHook('onClose', () => changes.close());
  app.decorate('kept', { ...kept, settle: changes.settle });
  // A write through this instance: its writer's next read is never of an older course or page of
  // reviews (decision 040).
  app.addHook('onSend', async (request, reply) => {
    if (!isSuccessfulWrite(request, reply)) return;
    kept.courseRows.clear();
    kept.reviewPages.clear();
  });
  await app.register(authPlugin, {
    tokens: adapters.tokens,
    callerAccounts: callerAccounts(db, kept.accounts, changes.settle),
  });

  await app.register(apiRoutes, {
    prefix: '/api',
    config,
    adapters,
    orderContext,
    now,
  });

  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(webPlugin, {
    distDir: webDistDir,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
    now,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
