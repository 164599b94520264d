import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadDotEnv } from './config';

const STRONG_SECRET = 'Xq7vR2mK9pLw4sTz8nBc3yHd6fJg1aUe5oWi0kVr8tNb2xMq';
const MEDIA_SECRET = 'Pz4tW8nQ2vLk6sRy0mBx5cHf9jDg3aTe7oUi1kXr5wNb8zMq';
/** A well-formed Maharashtra GSTIN (production needs one for its invoices). */
const ACADEMY_GSTIN = '27AAKCK4821M1Z4';
/** What production needs besides its secrets: a real database, the public address and a mail server. */
const PRODUCTION_SERVICES = {
  DATABASE_URL: 'postgres://store@db.internal:5432/store',
  PUBLIC_URL: 'https://kalakriti.academy',
  SMTP_URL: 'smtp://store:mail-password@mail.internal:587',
};

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-config-test-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe('loadConfig: JWT_SECRET', () => {
  it('refuses to run in production without a secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/JWT_SECRET must be set/);
  });

  it.each([
    ['a dictionary word', 'secret'],
    ['20 random characters', 'k3Jd9QpX2mZr7VbT1wLy'],
    ['a long repetitive string', 'abababababababababababababababababababab'],
    ['a long string around a known weak word', 'Zk29fQmV81xLpR4nT6wY-changeme-Hs3Dg7Jb0Ue'],
  ])('refuses %s as the production secret', (_kind, secret) => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: secret })).toThrow(
      ConfigError,
    );
  });

  it('accepts a strong production secret as given', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: STRONG_SECRET,
      MEDIA_SIGNING_SECRET: MEDIA_SECRET,
      RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
      RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
      GSTIN: ACADEMY_GSTIN,
      ...PRODUCTION_SERVICES,
    });

    expect(config.jwtSecret).toBe(STRONG_SECRET);
    expect(config.env).toBe('production');
  });

  it('makes a secret in DATA_DIR in development and reuses it on the next start', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });

    const file = path.join(dataDir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(48);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
  });

  it('creates DATA_DIR for the secret when it does not exist yet', () => {
    const nested = path.join(dataDir, 'not', 'yet');

    const config = loadConfig({ DATA_DIR: nested });

    expect(readFileSync(path.join(nested, 'jwt-secret'), 'utf8')).toBe(config.jwtSecret);
  });

  it('accepts any secret outside production', () => {
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: 'secret' }).jwtSecret).toBe(
      'secret',
    );
  });
});

describe('loadConfig: MEDIA_SIGNING_SECRET', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: STRONG_SECRET,
    RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
    RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
    GSTIN: ACADEMY_GSTIN,
    ...PRODUCTION_SERVICES,
  };

  it('refuses to run in production without one', () => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir })).toThrow(
      /MEDIA_SIGNING_SECRET must be set/,
    );
  });

  it.each([
    ['a dictionary word', 'secret'],
    ['20 random characters', 'k3Jd9QpX2mZr7VbT1wLy'],
    ['a long repetitive string', 'abababababababababababababababababababab'],
  ])('refuses %s in production', (_kind, secret) => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir, MEDIA_SIGNING_SECRET: secret })).toThrow(
      /MEDIA_SIGNING_SECRET is too weak/,
    );
  });

  it('refuses the JWT secret itself in production', () => {
    expect(() =>
      loadConfig({ ...production, DATA_DIR: dataDir, MEDIA_SIGNING_SECRET: STRONG_SECRET }),
    ).toThrow(/must not be the same as JWT_SECRET/);
  });

  it('accepts a strong production secret as given', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir, MEDIA_SIGNING_SECRET: MEDIA_SECRET });

    expect(config.mediaSigningSecret).toBe(MEDIA_SECRET);
    expect(config.jwtSecret).toBe(STRONG_SECRET);
  });

  it('makes its own secret in DATA_DIR in development, apart from the JWT secret, and reuses it', () => {
    const first = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });

    const file = path.join(dataDir, 'media-signing-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.mediaSigningSecret);
    expect(first.mediaSigningSecret.length).toBeGreaterThanOrEqual(48);
    expect(first.mediaSigningSecret).not.toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    const second = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
    expect(second.mediaSigningSecret).toBe(first.mediaSigningSecret);
  });

  it('keeps a generated media secret when only JWT_SECRET is given', () => {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: STRONG_SECRET });

    expect(config.mediaSigningSecret).not.toBe(STRONG_SECRET);
    expect(readFileSync(path.join(dataDir, 'media-signing-secret'), 'utf8')).toBe(config.mediaSigningSecret);
  });
});

describe('loadConfig: other settings', () => {
  it('refuses an admin email without a password, and a short admin password', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: STRONG_SECRET };
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'admin@example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'short' })).toThrow(
      'ADMIN_PASSWORD: Password must be at least 8 characters.',
    );
    const config = loadConfig({ ...base, ADMIN_EMAIL: 'Admin@Example.com', ADMIN_PASSWORD: 'long enough' });
    expect(config.admin).toEqual({
      email: 'admin@example.com',
      password: 'long enough',
      name: 'Academy Admin',
      promote: false,
    });
    expect(
      loadConfig({
        ...base,
        ADMIN_EMAIL: 'a@example.com',
        ADMIN_PASSWORD: 'long enough',
        ADMIN_PROMOTE: 'true',
      }).admin?.promote,
    ).toBe(true);
    expect(() => loadConfig({ ...base, ADMIN_PROMOTE: 'yes' })).toThrow(
      /ADMIN_PROMOTE must be true or false/,
    );
  });

  it('holds ADMIN_PASSWORD to the password rules of student registration, naming the problem', () => {
    const base = {
      NODE_ENV: 'production',
      ...PRODUCTION_SERVICES,
      DATA_DIR: dataDir,
      JWT_SECRET: STRONG_SECRET,
      MEDIA_SIGNING_SECRET: MEDIA_SECRET,
      RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
      RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
      GSTIN: ACADEMY_GSTIN,
      ADMIN_EMAIL: 'owner@kalakriti.example',
    };
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'password1' })).toThrow(
      'ADMIN_PASSWORD: This is one of the most common passwords. Choose one that is harder to guess.',
    );
    expect(() => loadConfig({ ...base, ADMIN_PASSWORD: 'owner@kalakriti.example' })).toThrow(
      'ADMIN_PASSWORD: Password cannot be your email address.',
    );
    expect(loadConfig({ ...base, ADMIN_PASSWORD: 'a long admin passphrase' }).admin?.password).toBe(
      'a long admin passphrase',
    );
  });

  it('needs the Google client id and secret together', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: STRONG_SECRET };
    expect(() => loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(loadConfig(base).google).toBeUndefined();
    expect(
      loadConfig({ ...base, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google,
    ).toMatchObject({
      clientId: 'id',
      clientSecret: 'secret',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
  });

  it('names the setting that is invalid', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://localhost/db' })).toThrow(
      /DATABASE_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('writes backups to ./backups and finds pg_dump and pg_restore on PATH unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).backups).toEqual({
      dir: path.resolve('backups'),
      pgDumpPath: 'pg_dump',
      pgRestorePath: 'pg_restore',
    });
    const configured = loadConfig({
      DATA_DIR: dataDir,
      BACKUP_DIR: '/srv/backups/kalakriti',
      PG_DUMP_PATH: '/usr/lib/postgresql/16/bin/pg_dump',
      PG_RESTORE_PATH: '/usr/lib/postgresql/16/bin/pg_restore',
    }).backups;
    expect(configured).toEqual({
      dir: '/srv/backups/kalakriti',
      pgDumpPath: '/usr/lib/postgresql/16/bin/pg_dump',
      pgRestorePath: '/usr/lib/postgresql/16/bin/pg_restore',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, BACKUP_DIR: ' ' })).toThrow(/BACKUP_DIR must name a folder/);
  });
});

describe('loadConfig: FFMPEG_PATH', () => {
  it('is unset by default (ffmpeg on PATH) and taken as given', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).media.ffmpegPath).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, FFMPEG_PATH: ' /opt/ffmpeg/bin/ffmpeg ' }).media.ffmpegPath).toBe(
      '/opt/ffmpeg/bin/ffmpeg',
    );
  });
});

describe('loadConfig: JOB_WORKER and the transcode limits (issue 26)', () => {
  it('runs every lane by default, none with false, and the lanes named', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).jobLanes).toEqual([
      'mail',
      'documents',
      'money',
      'media',
      'maintenance',
    ]);
    expect(loadConfig({ DATA_DIR: dataDir, JOB_WORKER: 'false' }).jobLanes).toEqual([]);
    expect(loadConfig({ DATA_DIR: dataDir, JOB_WORKER: 'media' }).jobLanes).toEqual(['media']);
    expect(loadConfig({ DATA_DIR: dataDir, JOB_WORKER: 'Money, mail,documents' }).jobLanes).toEqual([
      'mail',
      'documents',
      'money',
    ]);
  });

  it('refuses a lane it does not know, naming the lanes it does', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, JOB_WORKER: 'media,video' })).toThrow(
      /JOB_WORKER must be true, false, or lanes separated by commas \(mail, documents, money, media, maintenance\)/,
    );
  });

  it('gives ffmpeg half the cores at nice 10 by default, or what FFMPEG_THREADS and FFMPEG_NICE say', () => {
    const { encodeLimits } = loadConfig({ DATA_DIR: dataDir }).media;
    expect(encodeLimits.nice).toBe(10);
    expect(encodeLimits.threads).toBeGreaterThanOrEqual(1);
    expect(
      loadConfig({ DATA_DIR: dataDir, FFMPEG_THREADS: '3', FFMPEG_NICE: '0' }).media.encodeLimits,
    ).toEqual({
      threads: 3,
      nice: 0,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, FFMPEG_NICE: '20' })).toThrow(
      /FFMPEG_NICE must be from 0 to 19/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, FFMPEG_THREADS: '0' })).toThrow(
      /FFMPEG_THREADS must be at least 1/,
    );
  });
});

describe('loadConfig: GST invoicing', () => {
  const production = {
    NODE_ENV: 'production',
    ...PRODUCTION_SERVICES,
    DATA_DIR: dataDir,
    JWT_SECRET: STRONG_SECRET,
    MEDIA_SIGNING_SECRET: MEDIA_SECRET,
    RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
    RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
  };

  it('needs the academy’s GSTIN in production, and checks it', () => {
    expect(() => loadConfig(production)).toThrow(/GSTIN is required in production/);
    expect(() => loadConfig({ ...production, GSTIN: '27AAKCK4821M1Z5' })).toThrow(/GSTIN must be a valid/);
    expect(() => loadConfig({ ...production, GSTIN: ACADEMY_GSTIN, GST_STATE_CODE: '29' })).toThrow(
      /registered in state 27, not GST_STATE_CODE 29/,
    );
  });

  it('defaults to a Maharashtra academy selling online education at 18 %', () => {
    const config = loadConfig({ ...production, GSTIN: ACADEMY_GSTIN.toLowerCase() });
    expect(config.invoicing).toMatchObject({
      gstin: ACADEMY_GSTIN,
      stateCode: '27',
      rateBasisPoints: 1800,
      sac: '999293',
      prefix: 'KDA',
    });
    expect(loadConfig({ DATA_DIR: dataDir, GST_RATE: '12.5' }).invoicing.rateBasisPoints).toBe(1250);
    expect(() => loadConfig({ DATA_DIR: dataDir, INVOICE_PREFIX: 'KALAKRITI' })).toThrow(/INVOICE_PREFIX/);
  });
});

describe('loadConfig: production refuses defaults that are only right on a laptop', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: STRONG_SECRET,
    MEDIA_SIGNING_SECRET: MEDIA_SECRET,
    RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
    RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
    GSTIN: ACADEMY_GSTIN,
  };

  it('needs DATABASE_URL and PUBLIC_URL, naming each', () => {
    expect(() =>
      loadConfig({ ...production, DATA_DIR: dataDir, PUBLIC_URL: 'https://kalakriti.academy' }),
    ).toThrow(/^DATABASE_URL is required in production/);
    expect(() =>
      loadConfig({
        ...production,
        DATA_DIR: dataDir,
        DATABASE_URL: 'postgres://store@db.internal:5432/store',
      }),
    ).toThrow(/^PUBLIC_URL is required in production/);
    const config = loadConfig({ ...production, ...PRODUCTION_SERVICES, DATA_DIR: dataDir });
    expect(config.host).toBe('0.0.0.0');
  });

  it('listens on this machine only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads .env without overriding what the environment already says', () => {
    const file = path.join(dataDir, 'test.env');
    writeFileSync(file, 'ACADEMY_TEST_FROM_FILE=file\nACADEMY_TEST_BOTH=file\n');
    process.env['ACADEMY_TEST_BOTH'] = 'shell';
    try {
      loadDotEnv(file);
      expect(process.env['ACADEMY_TEST_FROM_FILE']).toBe('file');
      expect(process.env['ACADEMY_TEST_BOTH']).toBe('shell');
      loadDotEnv(path.join(dataDir, 'missing.env'));
    } finally {
      delete process.env['ACADEMY_TEST_FROM_FILE'];
      delete process.env['ACADEMY_TEST_BOTH'];
    }
  });
});

describe('loadConfig: metrics', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: STRONG_SECRET,
    MEDIA_SIGNING_SECRET: MEDIA_SECRET,
    RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
    RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
    GSTIN: ACADEMY_GSTIN,
    ...PRODUCTION_SERVICES,
  };

  it('is off by default, with a private listener address ready', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metrics).toEqual({
      port: undefined,
      host: '127.0.0.1',
      token: undefined,
    });
  });

  it('reads the separate port, its host and the token', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      METRICS_PORT: '9464',
      METRICS_HOST: '10.0.0.5',
      METRICS_TOKEN: 'short-is-fine-in-development',
    });
    expect(config.metrics).toEqual({ port: 9464, host: '10.0.0.5', token: 'short-is-fine-in-development' });
  });

  it('names METRICS_PORT when it is not a port, or is the main port', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /^METRICS_PORT must differ from PORT/,
    );
  });

  it('needs a strong METRICS_TOKEN in production', () => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir, METRICS_TOKEN: 'metrics-token' })).toThrow(
      /^METRICS_TOKEN is too weak for production/,
    );
    const token = 'Hk3nW8qZ1vR6tY0pL5sD9fB2gJ7mX4cA';
    expect(loadConfig({ ...production, DATA_DIR: dataDir, METRICS_TOKEN: token }).metrics.token).toBe(token);
  });
});

describe('loadConfig: mail in production', () => {
  const { SMTP_URL: smtpUrl, ...withoutMail } = PRODUCTION_SERVICES;
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: STRONG_SECRET,
    MEDIA_SIGNING_SECRET: MEDIA_SECRET,
    RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
    RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
    GSTIN: ACADEMY_GSTIN,
    ...withoutMail,
  };

  it('refuses to start without SMTP_URL, naming it and MAIL_HOLD', () => {
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir })).toThrow(
      /^SMTP_URL is required in production: .*or set MAIL_HOLD=true to keep mail in Admin → Outbox on purpose\.$/,
    );
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir, MAIL_HOLD: 'false' })).toThrow(
      /^SMTP_URL is required in production/,
    );
  });

  it('sends mail through SMTP_URL, with nothing to warn about', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir, SMTP_URL: smtpUrl });

    expect(config.mail).toEqual({ smtpUrl, from: '"Kalakriti Design Academy" <no-reply@kalakriti.academy>' });
    expect(config.warnings).toEqual([]);
  });

  it('holds mail in the outbox when the operator sets MAIL_HOLD=true, and warns at every start', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir, MAIL_HOLD: 'true' });

    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.warnings).toEqual([expect.stringMatching(/^MAIL_HOLD=true: no email leaves this store/)]);
  });

  it('refuses MAIL_HOLD=true beside SMTP_URL, and a MAIL_HOLD that is not true or false', () => {
    expect(() =>
      loadConfig({ ...production, DATA_DIR: dataDir, SMTP_URL: smtpUrl, MAIL_HOLD: 'true' }),
    ).toThrow(/^MAIL_HOLD=true keeps every email in the outbox, yet SMTP_URL is set/);
    expect(() => loadConfig({ ...production, DATA_DIR: dataDir, MAIL_HOLD: 'yes' })).toThrow(
      /MAIL_HOLD must be true or false/,
    );
  });

  it('holds mail in the outbox outside production without being told, and without a warning', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV, DATA_DIR: dataDir });
      expect(config.mail.smtpUrl).toBeUndefined();
      expect(config.warnings).toEqual([]);
    }
  });
});

describe('loadConfig: GOOGLE_REDIRECT_URI', () => {
  const google = { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', GOOGLE_CLIENT_SECRET: 'google-secret' };
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: STRONG_SECRET,
    MEDIA_SIGNING_SECRET: MEDIA_SECRET,
    RAZORPAY_KEY_ID: 'rzp_live_Kalakriti2026',
    RAZORPAY_KEY_SECRET: 'live-key-secret-from-the-razorpay-dashboard',
    GSTIN: ACADEMY_GSTIN,
    ...PRODUCTION_SERVICES,
    ...google,
  };

  it('defaults to the store’s /auth page at PUBLIC_URL in production', () => {
    const config = loadConfig({ ...production, DATA_DIR: dataDir, PUBLIC_URL: 'https://kalakriti.academy/' });

    expect(config.google?.redirectUri).toBe('https://kalakriti.academy/auth');
  });

  it('follows PUBLIC_URL wherever it is set, and this machine’s port when it is not', () => {
    const at = (environment: Record<string, string>) =>
      loadConfig({ DATA_DIR: dataDir, ...google, ...environment }).google?.redirectUri;

    expect(at({ PUBLIC_URL: 'https://staging.kalakriti.academy' })).toBe(
      'https://staging.kalakriti.academy/auth',
    );
    expect(at({ PORT: '4100' })).toBe('http://localhost:4100/auth');
  });

  it('is taken as given when set', () => {
    const config = loadConfig({
      ...production,
      DATA_DIR: dataDir,
      GOOGLE_REDIRECT_URI: 'https://www.kalakriti.academy/auth',
    });

    expect(config.google?.redirectUri).toBe('https://www.kalakriti.academy/auth');
  });
});
