import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ACADEMY } from '@academy/shared/academy';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '@academy/shared/commerce';
import { isStateCode, isValidGstin } from '@academy/shared/gst';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** A size in megabytes (fractions allowed: tests use tiny limits), at most 100 GB. */
const megabytes = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of megabytes` })
    .positive(`${name} must be more than 0`)
    .max(100 * 1024, `${name} must be at most 102400 (100 GB)`)
    .default(fallback);

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: optionalText,
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s):// URL' }).optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
  ),
  JWT_SECRET: optionalText,
  JWT_TTL: z.string().default('7d'),
  MEDIA_SIGNING_SECRET: optionalText,
  ADMIN_EMAIL: optionalText.pipe(z.email('ADMIN_EMAIL must be an email address').optional()),
  ADMIN_PASSWORD: optionalText,
  ADMIN_NAME: z.string().default('Academy Admin'),
  ADMIN_PROMOTE: z.enum(['true', 'false'], { error: 'ADMIN_PROMOTE must be true or false' }).default('false'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  ENQUIRY_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  ENQUIRY_FORWARD_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'ENQUIRY_FORWARD_URL must be an http(s):// URL' }).optional(),
  ),
  SEARCH_RECORD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  ORDER_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_REDIRECT_URI: optionalText,
  GOOGLE_AUTH_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CERTS_URL: z.url().default('https://www.googleapis.com/oauth2/v1/certs'),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  PAYMENT_PROVIDER: optionalText.pipe(
    z.enum(PAYMENT_PROVIDERS, { error: 'PAYMENT_PROVIDER must be razorpay or sandbox' }).optional(),
  ),
  RAZORPAY_KEY_ID: optionalText.pipe(
    z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'RAZORPAY_KEY_ID must look like rzp_test_… or rzp_live_…')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'RAZORPAY_API_URL must be an http(s):// URL' })
    .default('https://api.razorpay.com'),
  ALLOW_SANDBOX_PAYMENTS: z.enum(['true', 'false']).optional(),
  WEB_DIST_DIR: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  GSTIN: optionalText.pipe(
    z
      .string()
      .toUpperCase()
      .refine(isValidGstin, 'GSTIN must be a valid 15-character GSTIN (its check character too)')
      .optional(),
  ),
  GST_LEGAL_NAME: optionalText,
  GST_ADDRESS: optionalText,
  GST_STATE_CODE: z
    .string()
    .default('27')
    .refine(isStateCode, 'GST_STATE_CODE must be a GST state code such as 27 (Maharashtra)'),
  GST_RATE: z.coerce
    .number({ error: 'GST_RATE must be a percentage' })
    .min(0, 'GST_RATE cannot be negative')
    .max(28, 'GST_RATE must be at most 28')
    .refine((rate) => Number.isInteger(rate * 100), 'GST_RATE may have at most two decimals')
    .default(18),
  GST_SAC: z
    .string()
    .regex(/^\d{6}$/, 'GST_SAC must be a 6-digit services accounting code')
    .default('999293'),
  INVOICE_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{1,4}$/, 'INVOICE_PREFIX must be 1 to 4 capital letters or digits')
    .default('KDA'),
  SHUTDOWN_GRACE_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_GRACE_SECONDS must be a number of seconds' })
    .int('SHUTDOWN_GRACE_SECONDS must be whole seconds')
    .min(1, 'SHUTDOWN_GRACE_SECONDS must be at least 1')
    .max(3600, 'SHUTDOWN_GRACE_SECONDS must be at most 3600')
    .default(30),
  JOB_WORKER: z.enum(['true', 'false'], { error: 'JOB_WORKER must be true or false' }).default('true'),
  METRICS_PORT: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'METRICS_PORT must be a port number' })
      .int('METRICS_PORT must be a port number')
      .min(0, 'METRICS_PORT must be between 0 and 65535')
      .max(65535, 'METRICS_PORT must be between 0 and 65535')
      .optional(),
  ),
  METRICS_HOST: z.string().trim().min(1, 'METRICS_HOST must not be empty').default('127.0.0.1'),
  METRICS_TOKEN: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MEDIA_STORAGE: z.enum(['local', 's3'], { error: 'MEDIA_STORAGE must be local or s3' }).default('local'),
  MEDIA_MAX_VIDEO_MB: megabytes('MEDIA_MAX_VIDEO_MB', 1024),
  MEDIA_MAX_IMAGE_MB: megabytes('MEDIA_MAX_IMAGE_MB', 10),
  MEDIA_MAX_RAW_MB: megabytes('MEDIA_MAX_RAW_MB', 200),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s):// URL' }).optional(),
  ),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'S3_FORCE_PATH_STYLE must be true or false' })
    .optional(),
  FFMPEG_PATH: optionalText,
  BACKUP_DIR: z.string().trim().min(1, 'BACKUP_DIR must name a folder').default('./backups'),
  PG_DUMP_PATH: z.string().trim().min(1, 'PG_DUMP_PATH must name the pg_dump program').default('pg_dump'),
  PG_RESTORE_PATH: z
    .string()
    .trim()
    .min(1, 'PG_RESTORE_PATH must name the pg_restore program')
    .default('pg_restore'),
});

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
    /** Without it, messages are held in the outbox for admins to read. */
    smtpUrl: string | undefined;
    /** The From header of every message. */
    from: string;
  };
  /** The supplier on every tax invoice (modules/invoices). */
  invoicing: InvoicingSettings;
  /** How long SIGTERM waits for requests in flight (uploads too) before the process exits anyway. */
  shutdownGraceMs: number;
  /** Whether this process runs the background job worker (src/infrastructure/jobs). */
  jobWorker: boolean;
  webDistDir: string | undefined;
  logLevel: string;
  /** Prometheus metrics (plugins/metrics); off when neither `port` nor `token` is set. */
  metrics: MetricsSettings;
  /** Where uploads go and how big they may be (modules/media). */
  media: MediaSettings;
  /** `npm run backup` / `npm run restore` (infrastructure/backups). */
  backups: BackupSettings;
};

export type BackupSettings = {
  /** Where archives are written when no path is given. */
  dir: string;
  /** The PostgreSQL client programs: a bare name is looked up on PATH. */
  pgDumpPath: string;
  pgRestorePath: string;
};

export type MetricsSettings = {
  /** A separate listener serving /metrics without a token, for a private network (0: any free port). */
  port: number | undefined;
  host: string;
  /** Enables GET /metrics on the main port for `Authorization: Bearer <token>`. */
  token: string | undefined;
};

/** An S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, …). */
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

/** A made-up but well-formed Maharashtra GSTIN for development and tests; production must set GSTIN. */
export const DEMO_GSTIN = '27AAKCK4821M1Z4';

function invoicingSettings(env: z.infer<typeof environmentSchema>): InvoicingSettings {
  if (env.NODE_ENV === 'production' && !env.GSTIN) {
    throw new ConfigError(
      "GSTIN is required in production: it is printed on every tax invoice (set the academy's 15-character GSTIN).",
    );
  }
  const gstin = env.GSTIN ?? DEMO_GSTIN;
  if (gstin.slice(0, 2) !== env.GST_STATE_CODE) {
    throw new ConfigError(
      `GSTIN ${gstin} is registered in state ${gstin.slice(0, 2)}, not GST_STATE_CODE ${env.GST_STATE_CODE}.`,
    );
  }
  return {
    legalName: env.GST_LEGAL_NAME ?? ACADEMY.name,
    address: env.GST_ADDRESS ?? `${ACADEMY.address.line1}, ${ACADEMY.address.line2}`,
    stateCode: env.GST_STATE_CODE,
    gstin,
    sac: env.GST_SAC,
    rateBasisPoints: Math.round(env.GST_RATE * 100),
    prefix: env.INVOICE_PREFIX,
  };
}

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
};

function mediaSettings(env: z.infer<typeof environmentSchema>): MediaSettings {
  const bytes = (megabytes: number) => Math.floor(megabytes * 1024 * 1024);
  const maxBytes = {
    video: bytes(env.MEDIA_MAX_VIDEO_MB),
    image: bytes(env.MEDIA_MAX_IMAGE_MB),
    raw: bytes(env.MEDIA_MAX_RAW_MB),
  };
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together.');
  }
  const ffmpegPath = env.FFMPEG_PATH;
  if (env.MEDIA_STORAGE === 'local') return { storage: 'local', maxBytes, s3: undefined, ffmpegPath };
  if (!env.S3_BUCKET) throw new ConfigError('MEDIA_STORAGE=s3 needs S3_BUCKET (and S3_REGION).');
  return {
    storage: 's3',
    maxBytes,
    ffmpegPath,
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION ?? 'us-east-1',
      endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ''),
      credentials:
        env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
          : undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    },
  };
}

/**
 * Reads `.env` in the working folder into the environment, if there is one; variables already
 * set (by the shell, the container, the platform) win over the file.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/*
 * The sandbox gateway's development credentials, used when RAZORPAY_KEY_ID / _KEY_SECRET /
 * _WEBHOOK_SECRET are unset. They are NOT secret (they are in the source): the sandbox moves no
 * money, and it is refused in production unless ALLOW_SANDBOX_PAYMENTS=true.
 */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_KEY_SECRET = 'sandbox-key-secret-for-development-only';
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-development-only';

const MIN_SECRET_LENGTH = 32;
const WEAK_SECRETS = ['secret', 'changeme', 'change-me', 'password', 'jwt_secret', 'development'];

function isWeakSecret(secret: string): boolean {
  const lowered = secret.toLowerCase();
  return (
    secret.length < MIN_SECRET_LENGTH ||
    new Set(secret).size < 10 ||
    WEAK_SECRETS.some((weak) => lowered.includes(weak))
  );
}

/**
 * Outside production a secret is made once and kept beside the data (`fileName` in DATA_DIR),
 * so sessions and signed links survive restarts.
 */
function developmentSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

function paymentSettings(env: z.infer<typeof environmentSchema>): Config['payments'] {
  const provider = env.PAYMENT_PROVIDER ?? (env.NODE_ENV === 'production' ? 'razorpay' : 'sandbox');
  const apiUrl = env.RAZORPAY_API_URL.replace(/\/+$/, '');
  if (provider === 'razorpay') {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) {
      throw new ConfigError(
        'PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET (Razorpay Dashboard → API Keys)' +
          (env.PAYMENT_PROVIDER ? '.' : '; razorpay is the default in production.'),
      );
    }
    return {
      provider,
      keyId: env.RAZORPAY_KEY_ID,
      keySecret: env.RAZORPAY_KEY_SECRET,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
      apiUrl,
    };
  }
  if (env.NODE_ENV === 'production' && env.ALLOW_SANDBOX_PAYMENTS !== 'true') {
    throw new ConfigError(
      'PAYMENT_PROVIDER=sandbox takes no real payments and is refused in production: use razorpay, or set ALLOW_SANDBOX_PAYMENTS=true for a demo deployment.',
    );
  }
  return {
    provider,
    keyId: env.RAZORPAY_KEY_ID ?? SANDBOX_KEY_ID,
    keySecret: env.RAZORPAY_KEY_SECRET ?? SANDBOX_KEY_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
    apiUrl,
  };
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);

  let jwtSecret: string;
  if (env.JWT_SECRET) {
    if (env.NODE_ENV === 'production' && isWeakSecret(env.JWT_SECRET)) {
      throw new ConfigError(
        `JWT_SECRET is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters (for example: openssl rand -base64 48).`,
      );
    }
    jwtSecret = env.JWT_SECRET;
  } else if (env.NODE_ENV === 'production') {
    throw new ConfigError('JWT_SECRET must be set in production (for example: openssl rand -base64 48).');
  } else {
    jwtSecret = developmentSecret(dataDir, 'jwt-secret');
  }

  let mediaSigningSecret: string;
  if (env.MEDIA_SIGNING_SECRET) {
    if (env.NODE_ENV === 'production' && isWeakSecret(env.MEDIA_SIGNING_SECRET)) {
      throw new ConfigError(
        `MEDIA_SIGNING_SECRET is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters (for example: openssl rand -base64 48).`,
      );
    }
    if (env.NODE_ENV === 'production' && env.MEDIA_SIGNING_SECRET === jwtSecret) {
      throw new ConfigError('MEDIA_SIGNING_SECRET must not be the same as JWT_SECRET.');
    }
    mediaSigningSecret = env.MEDIA_SIGNING_SECRET;
  } else if (env.NODE_ENV === 'production') {
    throw new ConfigError(
      'MEDIA_SIGNING_SECRET must be set in production (for example: openssl rand -base64 48); it is not the JWT_SECRET.',
    );
  } else {
    mediaSigningSecret = developmentSecret(dataDir, 'media-signing-secret');
  }

  if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together.');
  }
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) {
    throw new ConfigError('ADMIN_PASSWORD must be at least 8 characters.');
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together.');
  }

  if (env.NODE_ENV === 'production') {
    // Each of these has a default that is right on a laptop and silently wrong on a server.
    if (!env.DATABASE_URL) {
      throw new ConfigError(
        'DATABASE_URL is required in production: the embedded database is for one process on one machine. Set it to a postgres:// URL.',
      );
    }
    if (!env.PUBLIC_URL) {
      throw new ConfigError(
        'PUBLIC_URL is required in production: links in emails, the sitemap and share tags are built from it. Set it to the address visitors use, e.g. https://kalakriti.academy.',
      );
    }
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT !== 0 && env.METRICS_PORT === env.PORT) {
    throw new ConfigError(
      `METRICS_PORT must differ from PORT (${env.PORT}): it is a separate listener for Prometheus.`,
    );
  }
  if (env.METRICS_TOKEN && env.NODE_ENV === 'production' && isWeakSecret(env.METRICS_TOKEN)) {
    throw new ConfigError(
      `METRICS_TOKEN is too weak for production: use at least ${MIN_SECRET_LENGTH} random characters (for example: openssl rand -base64 48).`,
    );
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  return {
    env: env.NODE_ENV,
    // Outside production only this machine can reach the demo admin and the sandbox checkout.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    trustProxyHops: env.TRUST_PROXY_HOPS,
    port: env.PORT,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    jwtTtl: env.JWT_TTL,
    mediaSigningSecret,
    admin:
      env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? {
            email: env.ADMIN_EMAIL.toLowerCase(),
            password: env.ADMIN_PASSWORD,
            name: env.ADMIN_NAME,
            promote: env.ADMIN_PROMOTE === 'true',
          }
        : undefined,
    authRateLimitPerMinute: env.AUTH_RATE_LIMIT_PER_MINUTE,
    enquiryRateLimitPerHour: env.ENQUIRY_RATE_LIMIT_PER_HOUR,
    enquiryForwardUrl: env.ENQUIRY_FORWARD_URL,
    searchRecordRateLimitPerMinute: env.SEARCH_RECORD_RATE_LIMIT_PER_MINUTE,
    orderRateLimitPerMinute: env.ORDER_RATE_LIMIT_PER_MINUTE,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            redirectUri: env.GOOGLE_REDIRECT_URI ?? `http://localhost:${env.PORT}/auth`,
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            certsUrl: env.GOOGLE_CERTS_URL,
          }
        : undefined,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    payments: paymentSettings(env),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${ACADEMY.name}" <no-reply@${new URL(publicUrl).hostname}>`,
    },
    invoicing: invoicingSettings(env),
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    jobWorker: env.JOB_WORKER === 'true',
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    media: mediaSettings(env),
    backups: {
      dir: path.resolve(env.BACKUP_DIR),
      pgDumpPath: env.PG_DUMP_PATH,
      pgRestorePath: env.PG_RESTORE_PATH,
    },
  };
}
