import path from 'node:path';
import { ACADEMY } from '@academy/shared/academy';
import { DEFAULT_ENCODE_LIMITS } from '../infrastructure/ffmpeg';
import { ConfigError, type Environment } from './environment';
import type { BackupSettings, Config, InvoicingSettings, MediaSettings } from './settings';

/* The parts of the configuration with rules of their own: payments, mail, tax invoices, media, backups. */

/*
 * The sandbox gateway's development credentials, used when RAZORPAY_KEY_ID / _KEY_SECRET /
 * _WEBHOOK_SECRET are unset. They are NOT secret (they are in the source): the sandbox moves no
 * money, and it is refused in production unless ALLOW_SANDBOX_PAYMENTS=true.
 */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_KEY_SECRET = 'sandbox-key-secret-for-development-only';
export const SANDBOX_WEBHOOK_SECRET = 'sandbox-webhook-secret-for-development-only';

export function paymentSettings(env: Environment): Config['payments'] {
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

/**
 * Without SMTP_URL every email is held in the outbox: right for the demo, silently wrong for a
 * store whose students wait for password resets and receipts. Production holds mail only when
 * the operator says so (MAIL_HOLD=true), and then hears about it at every start.
 */
export function mailSettings(env: Environment, publicUrl: string): Config['mail'] {
  if (env.MAIL_HOLD === 'true' && env.SMTP_URL) {
    throw new ConfigError(
      'MAIL_HOLD=true keeps every email in the outbox, yet SMTP_URL is set: unset one of them.',
    );
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_HOLD !== 'true') {
    throw new ConfigError(
      'SMTP_URL is required in production: without it no email leaves (password resets, verification, receipts). ' +
        'Set it to smtp://user:password@host:587 or smtps://…, or set MAIL_HOLD=true to keep mail in Admin → Outbox on purpose.',
    );
  }
  return {
    smtpUrl: env.SMTP_URL,
    from: env.MAIL_FROM ?? `"${ACADEMY.name}" <no-reply@${new URL(publicUrl).hostname}>`,
  };
}

/** A made-up but well-formed Maharashtra GSTIN for development and tests; production must set GSTIN. */
export const DEMO_GSTIN = '27AAKCK4821M1Z4';

export function invoicingSettings(env: Environment): InvoicingSettings {
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

export function mediaSettings(env: Environment): MediaSettings {
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
  const encodeLimits = {
    threads: env.FFMPEG_THREADS ?? DEFAULT_ENCODE_LIMITS.threads,
    nice: env.FFMPEG_NICE ?? DEFAULT_ENCODE_LIMITS.nice,
  };
  if (env.MEDIA_STORAGE === 'local') {
    return { storage: 'local', maxBytes, s3: undefined, ffmpegPath, encodeLimits };
  }
  if (!env.S3_BUCKET) throw new ConfigError('MEDIA_STORAGE=s3 needs S3_BUCKET (and S3_REGION).');
  return {
    storage: 's3',
    maxBytes,
    ffmpegPath,
    encodeLimits,
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

export function backupSettings(env: Environment): BackupSettings {
  const recipients = (env.BACKUP_AGE_RECIPIENTS ?? '').split(/[\s,]+/).filter(Boolean);
  const bad = recipients.find((recipient) => !recipient.startsWith('age1'));
  if (bad) {
    throw new ConfigError(
      `BACKUP_AGE_RECIPIENTS holds "${bad}", which is not an age public key (age1…, as age-keygen prints it).`,
    );
  }
  const chosen = [recipients.length > 0, Boolean(env.BACKUP_PASSPHRASE), Boolean(env.BACKUP_PASSPHRASE_FILE)];
  if (chosen.filter(Boolean).length > 1) {
    throw new ConfigError(
      'Set one of BACKUP_AGE_RECIPIENTS, BACKUP_PASSPHRASE and BACKUP_PASSPHRASE_FILE: an age file is encrypted to public keys or to one passphrase.',
    );
  }
  return {
    dir: path.resolve(env.BACKUP_DIR),
    pgDumpPath: env.PG_DUMP_PATH,
    pgRestorePath: env.PG_RESTORE_PATH,
    encryption:
      recipients.length > 0
        ? { recipients }
        : env.BACKUP_PASSPHRASE
          ? { passphrase: env.BACKUP_PASSPHRASE }
          : env.BACKUP_PASSPHRASE_FILE
            ? { passphraseFile: path.resolve(env.BACKUP_PASSPHRASE_FILE) }
            : undefined,
  };
}
