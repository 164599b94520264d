import type { Config } from './config';
import { type FfmpegLookup, locateFfmpeg } from './infrastructure/ffmpeg';
import { createPaymentGateway } from './infrastructure/payments/create-gateway';
import type { PaymentGateway } from './infrastructure/payments/gateway';
import { createStorage, type Storage } from './infrastructure/storage/storage';
import { createGoogleSignIn, type GoogleSignIn } from './modules/auth/google';
import { createTokenService, type TokenService } from './modules/auth/tokens';
import { createResumableStore, type ResumableStore } from './infrastructure/storage/resumable-store';
import { createMediaSigner, type MediaSigner } from './modules/media/signing';
import { createPdfWorkers, type PdfWorkers } from './pdf-pool';
import { startTracing, type Tracing } from './infrastructure/tracing';

/**
 * The composition root's adapters (issue 16): everything the store builds from its
 * configuration to talk to the world outside its database. server.ts builds them once and hands
 * the same objects to the start-up work (the demo seed stores its pictures through `storage`)
 * and to the app; a test or a tool that builds only the app gets them built from its config.
 * The job queue and the mailer are built by buildApp, because they need the app's logger.
 */
export type Adapters = {
  /** Where media bytes live: local disk under DATA_DIR or an S3 bucket. */
  storage: Storage;
  /** Signs and checks the media URLs the store hands out. */
  mediaSigner: MediaSigner;
  /** Who takes the money: Razorpay or the sandbox. */
  paymentGateway: PaymentGateway;
  /** Signs and verifies access tokens. */
  tokens: TokenService;
  /** Google sign-in, when configured. */
  googleSignIn: GoogleSignIn | undefined;
  /** Where resumable (tus) uploads keep their parts until they are whole. */
  resumable: ResumableStore;
  /** ffmpeg, looked for once: videos are probed and transcoded with it. */
  ffmpeg: Promise<FfmpegLookup>;
  /** The threads that lay out PDFs off the event loop, started on first use; the app stops them. */
  pdfWorkers: PdfWorkers;
  /** OpenTelemetry traces, when OTEL_EXPORTER_OTLP_ENDPOINT is set: its SDK loads only then. */
  tracing: Promise<Tracing> | undefined;
};

export function buildAdapters(config: Config): Adapters {
  return {
    storage: createStorage(config),
    mediaSigner: createMediaSigner(config.mediaSigningSecret),
    paymentGateway: createPaymentGateway(config.payments),
    tokens: createTokenService(config.jwtSecret, config.jwtTtl),
    googleSignIn: config.google ? createGoogleSignIn(config.google) : undefined,
    resumable: createResumableStore(config),
    ffmpeg: locateFfmpeg(config.media.ffmpegPath, config.media.encodeLimits),
    pdfWorkers: createPdfWorkers(),
    tracing: config.tracing && startTracing(config.tracing),
  };
}
