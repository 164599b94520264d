import type { PaymentProvider } from '@academy/shared/payment';
import type { EncodeLimits } from '../infrastructure/ffmpeg';
import type { JobLane } from '../infrastructure/job-lanes';

/* The server's configuration, as loadConfig (config.ts) hands it to the composition root. */

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where visitors reach the store, without a trailing slash: absolute links (sitemap, robots.txt). */
  publicUrl: string;
  /** Proxies in front of us whose X-Forwarded-For we believe; 0 trusts none. */
  trustProxyHops: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtTtl: string;
  /** Signs the short-lived media URLs (lecture videos, asset downloads); never the JWT secret. */
  mediaSigningSecret: string;
  admin: { email: string; password: string; name: string; promote: boolean } | undefined;
  authRateLimitPerMinute: number;
  /** Offline-batch enquiries accepted per client address per hour. */
  enquiryRateLimitPerHour: number;
  /** A form-collection service each stored enquiry is also POSTed to (JSON), when set. */
  enquiryForwardUrl: string | undefined;
  /** Search-recording calls accepted per client address per minute. */
  searchRecordRateLimitPerMinute: number;
  /** Orders one account may start per minute: each one is a call to the payment gateway. */
  orderRateLimitPerMinute: number;
  google:
    | {
        clientId: string;
        clientSecret: string;
        redirectUri: string;
        authUrl: string;
        tokenUrl: string;
        certsUrl: string;
      }
    | undefined;
  /** The demo catalogue and demo accounts for an empty database (db/seed.ts). */
  seedDemo: boolean;
  /** The payment gateway (ARCHITECTURE "Payments"); sandbox outside production by default. */
  payments: {
    provider: PaymentProvider;
    /** Public key id, shown to the browser. */
    keyId: string;
    /** Signs checkout results (`order_id|payment_id`); never leaves the server. */
    keySecret: string;
    /** Signs webhook bodies; undefined when webhooks are not configured. */
    webhookSecret: string | undefined;
    /** Razorpay's API host, without a trailing slash (tests point it at a local stand-in). */
    apiUrl: string;
  };
  /** Transactional email (src/infrastructure/mail). */
  mail: {
    /** Without it, messages are held in the outbox for admins to read (production: only with MAIL_HOLD=true). */
    smtpUrl: string | undefined;
    /** The From header of every message. */
    from: string;
  };
  /** The supplier on every tax invoice (modules/invoices). */
  invoicing: InvoicingSettings;
  /** How long SIGTERM waits for requests in flight (uploads too) before the process exits anyway. */
  shutdownGraceMs: number;
  /** The lanes of background jobs this process runs (src/infrastructure/jobs); none: no worker. */
  jobLanes: readonly JobLane[];
  webDistDir: string | undefined;
  logLevel: string;
  /** Prometheus metrics (plugins/metrics); off when neither `port` nor `token` is set. */
  metrics: MetricsSettings;
  /** OpenTelemetry traces over OTLP (infrastructure/tracing); off when no endpoint is set. */
  tracing: TracingSettings | undefined;
  /** Where uploads go and how big they may be (modules/media). */
  media: MediaSettings;
  /** `npm run backup` / `npm run restore` (infrastructure/backups). */
  backups: BackupSettings;
  /** Settings production accepts but its operator should hear about at every start (server.ts logs each). */
  warnings: string[];
};

export type TracingSettings = {
  /** OTLP/HTTP base address (a collector's port 4318); spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  /** `service.name` on every span. */
  serviceName: string;
};

export type BackupSettings = {
  /** Where archives are written when no path is given. */
  dir: string;
  /** The PostgreSQL client programs: a bare name is looked up on PATH. */
  pgDumpPath: string;
  pgRestorePath: string;
  /** How archives are encrypted (age); undefined: not at all, which production refuses without --unencrypted. */
  encryption: BackupEncryptionSettings | undefined;
};

/** Public keys (age1…), a passphrase, or the file holding one (read when a backup runs, not at start). */
export type BackupEncryptionSettings =
  { recipients: string[] } | { passphrase: string } | { passphraseFile: string };

export type MetricsSettings = {
  /** A separate listener serving /metrics without a token, for a private network (0: any free port). */
  port: number | undefined;
  host: string;
  /** Enables GET /metrics on the main port for `Authorization: Bearer <token>`. */
  token: string | undefined;
};

/** The supplier on every tax invoice (modules/invoices). */
export type InvoicingSettings = {
  legalName: string;
  address: string;
  /** GST state code of the academy's registration: the place of supply when a buyer names none. */
  stateCode: string;
  gstin: string;
  /** Services accounting code printed on every line. */
  sac: string;
  /** The GST rate in basis points (18 % is 1800), split CGST + SGST within the state, IGST across. */
  rateBasisPoints: number;
  /** Starts every invoice number: KDA/26-27/00001. */
  prefix: string;
};

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Another provider's endpoint; unset for AWS itself. */
  endpoint: string | undefined;
  /** Unset: the AWS SDK's own credential chain (AWS_* variables, an instance role, …). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO needs it). */
  forcePathStyle: boolean;
};

export type MediaSettings = {
  storage: 'local' | 's3';
  /** Upload limits in bytes, per kind of file. */
  maxBytes: { video: number; image: number; raw: number };
  /** Set when storage is 's3'. */
  s3: S3Settings | undefined;
  /** ffmpeg's binary (ffprobe beside it); unset: found on PATH. */
  ffmpegPath: string | undefined;
  /** What one transcode may take from the machine: threads, and the priority it runs at. */
  encodeLimits: EncodeLimits;
};
