import path from 'node:path';
import { existsSync } from 'node:fs';
import { COMMON_PASSWORDS } from '@academy/shared/common-passwords';
import { passwordProblem } from '@academy/shared/password-rules';
import { ConfigError, environmentSchema } from './config/environment';
import { developmentSecret, isWeakSecret, MIN_SECRET_LENGTH } from './config/secrets';
import {
  backupSettings,
  invoicingSettings,
  mailSettings,
  mediaSettings,
  paymentSettings,
} from './config/sections';
import type { Config } from './config/settings';
import { JOB_LANES, type JobLane } from './infrastructure/job-lanes';

// The configuration's one entry point: what the rest of the server imports, from one place.
export { ConfigError } from './config/environment';
export { SANDBOX_KEY_ID, SANDBOX_KEY_SECRET, SANDBOX_WEBHOOK_SECRET } from './config/sections';
export type {
  BackupEncryptionSettings,
  BackupSettings,
  Config,
  InvoicingSettings,
  MediaSettings,
  MetricsSettings,
  S3Settings,
  TracingSettings,
} from './config/settings';

/**
 * Reads `.env` in the working folder into the environment, if there is one; variables already
 * set (by the shell, the container, the platform) win over the file.
 */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** `true`: every lane; `false`: none (no worker); otherwise the lanes named, once each. */
function jobLanesOf(jobWorker: string): readonly JobLane[] {
  if (jobWorker === 'true') return JOB_LANES;
  if (jobWorker === 'false') return [];
  const named = new Set(jobWorker.split(',').map((lane) => lane.trim()));
  return JOB_LANES.filter((lane) => named.has(lane));
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
  // The admin can do everything a student can and more: its password meets the students' rules.
  const adminPasswordProblem =
    env.ADMIN_PASSWORD &&
    passwordProblem(env.ADMIN_PASSWORD, { email: env.ADMIN_EMAIL, commonPasswords: COMMON_PASSWORDS });
  if (adminPasswordProblem) throw new ConfigError(`ADMIN_PASSWORD: ${adminPasswordProblem}`);
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
            // The store's /auth page at the address visitors use, never localhost in production.
            redirectUri: env.GOOGLE_REDIRECT_URI ?? `${publicUrl}/auth`,
            authUrl: env.GOOGLE_AUTH_URL,
            tokenUrl: env.GOOGLE_TOKEN_URL,
            certsUrl: env.GOOGLE_CERTS_URL,
          }
        : undefined,
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : env.NODE_ENV !== 'production',
    payments: paymentSettings(env),
    mail: mailSettings(env, publicUrl),
    invoicing: invoicingSettings(env),
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    jobLanes: jobLanesOf(env.JOB_WORKER),
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    metrics: { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN },
    tracing: env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME }
      : undefined,
    media: mediaSettings(env),
    backups: backupSettings(env),
    warnings:
      env.NODE_ENV === 'production' && env.MAIL_HOLD === 'true'
        ? [
            'MAIL_HOLD=true: no email leaves this store (password resets, verification, receipts); each one waits in Admin → Outbox. Set SMTP_URL and remove MAIL_HOLD to send them.',
          ]
        : [],
  };
}
