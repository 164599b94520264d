import { isStateCode, isValidGstin } from '@academy/shared/gst';
import { PAYMENT_PROVIDERS } from '@academy/shared/payment';
import { z } from 'zod';
import { JOB_LANES } from '../infrastructure/job-lanes';

/*
 * The environment variables the server reads, parsed with zod. Each one also has a line in
 * .env.example and a row in README.md's "Configuration" table (documented.test.ts checks).
 */

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

export const environmentSchema = z.object({
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
  MAIL_HOLD: z.enum(['true', 'false'], { error: 'MAIL_HOLD must be true or false' }).default('false'),
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
  JOB_WORKER: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (value) =>
        ['true', 'false'].includes(value) ||
        value.split(',').every((lane) => (JOB_LANES as readonly string[]).includes(lane.trim())),
      `JOB_WORKER must be true, false, or lanes separated by commas (${JOB_LANES.join(', ')})`,
    )
    .default('true'),
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
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s):// URL' })
      .optional(),
  ),
  OTEL_SERVICE_NAME: z
    .string()
    .trim()
    .min(1, 'OTEL_SERVICE_NAME must not be empty')
    .default('kalakriti-store'),
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
  FFMPEG_THREADS: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'FFMPEG_THREADS must be a number of threads' })
      .int('FFMPEG_THREADS must be a whole number of threads')
      .min(1, 'FFMPEG_THREADS must be at least 1')
      .max(64, 'FFMPEG_THREADS must be at most 64')
      .optional(),
  ),
  FFMPEG_NICE: optionalText.pipe(
    z.coerce
      .number<string>({ error: 'FFMPEG_NICE must be a number from 0 to 19' })
      .int('FFMPEG_NICE must be a whole number from 0 to 19')
      .min(0, 'FFMPEG_NICE must be from 0 to 19')
      .max(19, 'FFMPEG_NICE must be from 0 to 19')
      .optional(),
  ),
  BACKUP_DIR: z.string().trim().min(1, 'BACKUP_DIR must name a folder').default('./backups'),
  PG_DUMP_PATH: z.string().trim().min(1, 'PG_DUMP_PATH must name the pg_dump program').default('pg_dump'),
  PG_RESTORE_PATH: z
    .string()
    .trim()
    .min(1, 'PG_RESTORE_PATH must name the pg_restore program')
    .default('pg_restore'),
  BACKUP_AGE_RECIPIENTS: optionalText,
  BACKUP_PASSPHRASE: optionalText,
  BACKUP_PASSPHRASE_FILE: optionalText,
});

export type Environment = z.infer<typeof environmentSchema>;

/** A configuration the server refuses to start with; its message says what to set. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
