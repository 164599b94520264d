import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ConfigError,
  loadConfig,
  SANDBOX_KEY_ID,
  SANDBOX_KEY_SECRET,
  SANDBOX_WEBHOOK_SECRET,
} from '../../src/config';
import { createPaymentGateway } from '../../src/infrastructure/payments/create-gateway';

const STRONG_SECRET = 'Xq7vR2mK9pLw4sTz8nBc3yHd6fJg1aUe5oWi0kVr8tNb2xMq';
const MEDIA_SECRET = 'Pz4tW8nQ2vLk6sRy0mBx5cHf9jDg3aTe7oUi1kXr5wNb8zMq';
const RAZORPAY_KEYS = { RAZORPAY_KEY_ID: 'rzp_live_1DP5mmOlF5G5ag', RAZORPAY_KEY_SECRET: 'live-key-secret' };

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-payment-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** A well-formed Maharashtra GSTIN (production needs one for its invoices). */
const ACADEMY_GSTIN = '27AAKCK4821M1Z4';

const load = (environment: Record<string, string>) =>
  loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: STRONG_SECRET,
    MEDIA_SIGNING_SECRET: MEDIA_SECRET,
    GSTIN: ACADEMY_GSTIN,
    DATABASE_URL: 'postgres://store@db.internal:5432/store',
    PUBLIC_URL: 'https://kalakriti.academy',
    SMTP_URL: 'smtp://store:mail-password@mail.internal:587',
    ...environment,
  });

describe('loadConfig: payments outside production', () => {
  it.each(['development', 'test'])('uses the sandbox with its development credentials in %s', (env) => {
    expect(load({ NODE_ENV: env }).payments).toEqual({
      provider: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      keySecret: SANDBOX_KEY_SECRET,
      webhookSecret: SANDBOX_WEBHOOK_SECRET,
      apiUrl: 'https://api.razorpay.com',
    });
    expect(SANDBOX_KEY_ID).toBe('rzp_test_sandbox');
  });

  it('lets the sandbox sign with configured credentials instead', () => {
    const payments = load({
      NODE_ENV: 'development',
      RAZORPAY_KEY_ID: 'rzp_test_AbC123',
      RAZORPAY_KEY_SECRET: 'my-secret',
      RAZORPAY_WEBHOOK_SECRET: 'my-webhook-secret',
    }).payments;

    expect(payments).toMatchObject({
      provider: 'sandbox',
      keyId: 'rzp_test_AbC123',
      keySecret: 'my-secret',
      webhookSecret: 'my-webhook-secret',
    });
  });

  it('requires the key id and secret when razorpay is chosen', () => {
    expect(() => load({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'razorpay' })).toThrow(ConfigError);
    expect(() =>
      load({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: 'rzp_test_AbC123' }),
    ).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    expect(() =>
      load({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_SECRET: 'my-secret' }),
    ).toThrow(/RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
  });

  it('takes the API host from RAZORPAY_API_URL, without a trailing slash', () => {
    const payments = load({
      NODE_ENV: 'test',
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_KEY_ID: 'rzp_test_AbC123',
      RAZORPAY_KEY_SECRET: 'my-secret',
      RAZORPAY_API_URL: 'http://127.0.0.1:4020/',
    }).payments;

    expect(payments).toEqual({
      provider: 'razorpay',
      keyId: 'rzp_test_AbC123',
      keySecret: 'my-secret',
      webhookSecret: undefined,
      apiUrl: 'http://127.0.0.1:4020',
    });
  });

  it.each([
    ['an unknown provider', { PAYMENT_PROVIDER: 'paypal' }, /PAYMENT_PROVIDER must be razorpay or sandbox/],
    [
      'a key id that is not Razorpay-shaped',
      { RAZORPAY_KEY_ID: 'key_123' },
      /RAZORPAY_KEY_ID must look like/,
    ],
    ['a key id of another mode', { RAZORPAY_KEY_ID: 'rzp_prod_123' }, /RAZORPAY_KEY_ID must look like/],
    ['an API URL that is not http(s)', { RAZORPAY_API_URL: 'ftp://api.razorpay.com' }, /RAZORPAY_API_URL/],
    [
      'ALLOW_SANDBOX_PAYMENTS other than true/false',
      { ALLOW_SANDBOX_PAYMENTS: 'yes' },
      /ALLOW_SANDBOX_PAYMENTS/,
    ],
  ])('refuses %s', (_case, environment, message) => {
    expect(() => load({ NODE_ENV: 'development', ...environment })).toThrow(ConfigError);
    expect(() => load({ NODE_ENV: 'development', ...environment })).toThrow(message);
  });
});

describe('loadConfig: payments in production', () => {
  it('defaults to razorpay and refuses to start without its keys', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/razorpay is the default in production/);
  });

  it('uses razorpay with the configured keys; webhooks stay off without a webhook secret', () => {
    const payments = load({ NODE_ENV: 'production', ...RAZORPAY_KEYS }).payments;

    expect(payments).toEqual({
      provider: 'razorpay',
      keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: undefined,
      apiUrl: 'https://api.razorpay.com',
    });
    expect(
      load({ NODE_ENV: 'production', ...RAZORPAY_KEYS, RAZORPAY_WEBHOOK_SECRET: 'whsec' }).payments
        .webhookSecret,
    ).toBe('whsec');
  });

  it('refuses the sandbox unless ALLOW_SANDBOX_PAYMENTS=true', () => {
    expect(() => load({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(() =>
      load({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' }),
    ).toThrow(/refused in production/);

    const payments = load({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
    }).payments;
    expect(payments.provider).toBe('sandbox');
    expect(payments.keyId).toBe(SANDBOX_KEY_ID);
  });

  it('does not switch the production default to the sandbox when the sandbox is merely allowed', () => {
    expect(() => load({ NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' })).toThrow(/RAZORPAY_KEY_ID/);
  });
});

describe('createPaymentGateway', () => {
  it('builds the gateway the configuration names, with its credentials', () => {
    const sandbox = createPaymentGateway(load({ NODE_ENV: 'test' }).payments);
    const razorpay = createPaymentGateway(load({ NODE_ENV: 'production', ...RAZORPAY_KEYS }).payments);

    expect(sandbox).toMatchObject({
      provider: 'sandbox',
      keyId: SANDBOX_KEY_ID,
      keySecret: SANDBOX_KEY_SECRET,
      webhookSecret: SANDBOX_WEBHOOK_SECRET,
    });
    expect(razorpay).toMatchObject({
      provider: 'razorpay',
      keyId: RAZORPAY_KEYS.RAZORPAY_KEY_ID,
      keySecret: RAZORPAY_KEYS.RAZORPAY_KEY_SECRET,
      webhookSecret: undefined,
    });
  });
});
