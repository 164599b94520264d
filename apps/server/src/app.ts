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
import { accountRoutes } from './workflows/account/routes';
import { assetRoutes } from './modules/assets/routes';
import { bundleRoutes } from './modules/bundles/routes';
import { refuseIfBundled } from './modules/bundles/service';
import { authRoutes } from './modules/auth/routes';
import { billingRoutes } from './modules/billing/routes';
import { SWEEP_LOGIN_FAILURES, sweepLoginFailures } from './modules/auth/throttle-service';
import { cartRoutes } from './modules/cart/routes';
import { certificateRoutes } from './modules/certificates/routes';
import { couponRoutes } from './modules/coupons/routes';
import { couponQuoteRoutes } from './modules/orders/coupon-quote-routes';
import { captionRoutes } from './modules/courses/caption-routes';
import { courseRoutes } from './modules/courses/routes';
import { clientErrorRoutes } from './modules/client-errors/routes';
import { enquiryRoutes } from './modules/enquiries/routes';
import { projectRoutes } from './modules/projects/routes';
import { deleteProjectsOfCourse } from './modules/projects/changes';
import { projectReviewRoutes } from './workflows/project-review/routes';
import { reviewRoutes } from './modules/reviews/routes';
import { healthRoutes } from './modules/health/routes';
import { invoiceRoutes } from './modules/orders/invoice-routes';
import { mediaRoutes } from './modules/media/routes';
import { mayStreamLectureVideo } from './modules/courses/stream-access';
import { mediaUploadRoutes } from './modules/media/upload-routes';
import { mediaRemovalRoutes } from './workflows/media-removal/routes';
import { mediaStreamRoutes } from './modules/media/stream-routes';
import { manualAccessRoutes } from './workflows/grants/routes';
import { adminRoutes } from './modules/admin/routes';
import { auditRoutes } from './modules/audit/routes';
import { userAdminRoutes } from './modules/users/routes';
import { adminJobRoutes } from './modules/admin-jobs/routes';
import { adminOrderRoutes } from './modules/admin-orders/routes';
import { registerOrderMailJobs } from './modules/orders/mail-jobs';
import { registerProjectMailJobs } from './modules/projects/mail-jobs';
import { registerReviewMailJobs } from './modules/reviews/mail-jobs';
import { orderRoutes } from './modules/orders/routes';
import { checkoutRoutes } from './workflows/checkout/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { registerReconciliation } from './workflows/payments/reconciliation';
import { paymentRoutes } from './workflows/payments/routes';
import { refundRoutes } from './workflows/refunds/routes';
import { registerRefundJobs } from './modules/refunds/service';
import { progressRoutes } from './modules/progress/routes';
import { purchaseRoutes } from './modules/purchases/routes';
import type { MediaSigner } from './modules/media/signing';
import type { Storage } from './infrastructure/storage/storage';
import { mediaResumableRoutes } from './modules/media/resumable-routes';
import { registerMediaSweep } from './modules/media/sweep';
import { registerVideoProbe } from './modules/media/video-probe';
import { registerVideoTranscode } from './modules/media/video-transcode';
import type { FfmpegLookup } from './infrastructure/ffmpeg';
import { seoRoutes } from './modules/seo/routes';
import { shareCardRoutes } from './modules/share-cards/routes';
import { registerSearchInsights } from './modules/search/insights';
import { searchRoutes } from './modules/search/routes';
import { authPlugin } from './plugins/auth';
import { compressionPlugin } from './plugins/compression';
import { dbPlugin } from './plugins/db';
import { metricsPlugin } from './plugins/metrics';
import { tracingPlugin } from './plugins/tracing';
import { pruneExpiredBuckets } from './infrastructure/rate-limit-buckets';
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
  registerProjectMailJobs(jobs, { db, mailer, publicUrl: config.publicUrl });
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
  await app.register(authPlugin, { tokens: adapters.tokens });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(searchRoutes, {
        recordRateLimitPerMinute: config.searchRecordRateLimitPerMinute,
      });
      await api.register(enquiryRoutes, {
        rateLimitPerHour: config.enquiryRateLimitPerHour,
        forwardUrl: config.enquiryForwardUrl,
      });
      await api.register(clientErrorRoutes);
      await api.register(reviewRoutes);
      await api.register(projectRoutes);
      await api.register(projectReviewRoutes);
      // A course or asset in a bundle stays until taken out of it. A course's projects go with it:
      // those of students whose access ended (a refund) would otherwise leave their files behind.
      await api.register(courseRoutes, {
        whenDeleting: async (tx, courseId) => {
          await refuseIfBundled(tx, 'course', courseId);
          await deleteProjectsOfCourse(tx, courseId);
        },
      });
      await api.register(captionRoutes);
      await api.register(assetRoutes, {
        whenDeleting: (tx, assetId) => refuseIfBundled(tx, 'asset', assetId),
      });
      await api.register(bundleRoutes);
      await api.register(mediaRoutes, {
        now,
        mayStream: (viewerId, videoId) => mayStreamLectureVideo(app.db, viewerId, videoId),
      });
      await api.register(mediaUploadRoutes, { limits: config.media.maxBytes });
      await api.register(mediaRemovalRoutes);
      await api.register(mediaResumableRoutes, { limits: config.media.maxBytes, store: resumable });
      await api.register(mediaStreamRoutes);
      await api.register(manualAccessRoutes);
      await api.register(adminRoutes);
      await api.register(outboxRoutes);
      await api.register(auditRoutes);
      await api.register(userAdminRoutes);
      await api.register(adminJobRoutes);
      await api.register(adminOrderRoutes, { invoicing: config.invoicing });
      await api.register(couponRoutes);
      await api.register(couponQuoteRoutes);
      await api.register(cartRoutes);
      await api.register(purchaseRoutes);
      await api.register(progressRoutes, { now });
      await api.register(certificateRoutes, { publicUrl: config.publicUrl, pdfWorkers });
      await api.register(shareCardRoutes);
      await api.register(orderRoutes, { invoicing: config.invoicing });
      await api.register(checkoutRoutes, {
        gateway,
        invoicing: config.invoicing,
        createRateLimitPerMinute: config.orderRateLimitPerMinute,
      });
      await api.register(paymentRoutes, { context: orderContext });
      await api.register(refundRoutes, { invoicing: config.invoicing });
      await api.register(invoiceRoutes, { pdfWorkers });
      await api.register(authRoutes, {
        google: adapters.googleSignIn,
        rateLimitPerMinute: config.authRateLimitPerMinute,
        publicUrl: config.publicUrl,
      });
      await api.register(accountRoutes, { publicUrl: config.publicUrl, unsubscribeSecret: config.jwtSecret });
      await api.register(billingRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { publicUrl: config.publicUrl });
  await app.register(webPlugin, {
    distDir: webDistDir,
    publicUrl: config.publicUrl,
    dataDir: config.dataDir,
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
