import { SERVER_MESSAGES, signInLockedMessage } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hindi } from '../../src/locales/hi';
import { marathi } from '../../src/locales/mr';
import { COMPOSED_MESSAGES, ENGLISH_MESSAGES } from '../../src/locales/types';
import { COUPON_MESSAGES } from '../../src/modules/coupons/rules';
import { ORDER_MESSAGES } from '../../src/modules/orders/messages';
import { notWatchedMessage } from '../../src/modules/progress/messages';
import { inLanguage, languageOf } from '../../src/plugins/language';
import {
  createTestApp,
  loginUser,
  newCredentials,
  registerAndLogin,
  registerUser,
  type TestApp,
} from '../support/app';

/* Issue 29: the API answers in the caller's language, keeping the status and the field. */

let t: TestApp;

const watched = { durationSeconds: 570, watchedSeconds: 65 } as Parameters<typeof notWatchedMessage>[0];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const wrongPassword = async (acceptLanguage?: string) => {
  const credentials = newCredentials();
  await registerUser(t.app, credentials);
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    payload: { email: credentials.email, password: 'not-the-password' },
  });
};

describe('the language of an answer', () => {
  it('is Hindi or Marathi when the caller reads it first, with the same status', async () => {
    const inHindi = await wrongPassword('hi');
    const inMarathi = await wrongPassword('mr-IN,mr;q=0.9,en;q=0.8');

    expect(inHindi.statusCode).toBe(401);
    expect(inHindi.json()).toEqual({ success: false, message: hindi.server.invalidCredentials });
    expect(inHindi.headers['vary']).toMatch(/accept-language/i);
    expect(inMarathi.statusCode).toBe(401);
    expect(inMarathi.json()).toEqual({ success: false, message: marathi.server.invalidCredentials });
  });

  it('is English without the header, for a language the store does not speak, or when English comes first', async () => {
    for (const header of [undefined, 'fr-FR,fr;q=0.9', 'en-IN,hi;q=0.5', '*', 'hi;q=0']) {
      const response = await wrongPassword(header);
      expect(response.json(), String(header)).toEqual({
        success: false,
        message: SERVER_MESSAGES.invalidCredentials,
      });
      // The same address answers other callers in their language.
      expect(response.headers['vary'], String(header)).toMatch(/accept-language/i);
    }
  });

  it('says a confirmation in the language too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'mr' },
      payload: newCredentials(),
    });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, message: marathi.server.registered });
  });

  it('keeps the field a refusal names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'hi' },
      payload: { ...newCredentials(), email: 'not-an-address' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, field: 'email' });
  });
});

describe('languageOf', () => {
  it('takes the most preferred language the store speaks', () => {
    expect(languageOf('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(languageOf('fr;q=0.9,mr;q=0.8')).toBe('mr');
    expect(languageOf('en;q=0.4,mr;q=0.8')).toBe('mr');
    expect(languageOf('en-GB')).toBe('en');
  });

  it('is English for an empty, unknown or malformed header', () => {
    for (const header of [undefined, '', 'de', ';;;,', 'hi;q=abc', 'x'.repeat(5000)]) {
      expect(languageOf(header), String(header).slice(0, 20)).toBe('en');
    }
  });
});

describe('the translations', () => {
  const groups = Object.keys(ENGLISH_MESSAGES) as (keyof typeof ENGLISH_MESSAGES)[];

  it('name only messages the server has, each in Devanagari, the same in Hindi and Marathi', () => {
    for (const catalogue of [hindi, marathi]) {
      for (const group of groups) {
        for (const [name, message] of Object.entries(catalogue[group])) {
          expect(ENGLISH_MESSAGES[group], `${group}.${name}`).toHaveProperty(name);
          expect(typeof (ENGLISH_MESSAGES[group] as Record<string, unknown>)[name]).toBe('string');
          expect(message, `${group}.${name}`).toMatch(/[\u0900-\u097F]/);
        }
      }
      for (const message of Object.values(catalogue.composed)) expect(message).toMatch(/[\u0900-\u097F]/);
    }
    for (const group of groups) {
      expect(Object.keys(marathi[group]).sort(), group).toEqual(Object.keys(hindi[group]).sort());
    }
  });

  it('say one English message one way, whichever group it is in', () => {
    for (const catalogue of [hindi, marathi]) {
      const said = new Map<string, string>();
      for (const group of groups) {
        for (const [name, message] of Object.entries(catalogue[group])) {
          const english = (ENGLISH_MESSAGES[group] as Record<string, string>)[name] ?? '';
          expect(said.get(english) ?? message, `${group}.${name}`).toBe(message);
          said.set(english, message);
        }
      }
    }
  });

  it('know each message the server composes with values, and place the values', () => {
    const composed: [keyof typeof COMPOSED_MESSAGES, string, string[]][] = [
      [
        'alreadyOwned',
        ORDER_MESSAGES.alreadyOwned('Freelancing for Designers'),
        ['Freelancing for Designers'],
      ],
      [
        'alsoInBundle',
        ORDER_MESSAGES.alsoInBundle('Logo Design Basics', 'Brand starter kit'),
        ['Logo Design Basics', 'Brand starter kit'],
      ],
      ['minimumPurchase', COUPON_MESSAGES.minimumPurchase(149_900), ['₹1,499']],
      ['signInLockedDevice', signInLockedMessage('device', 600), ['10']],
      ['signInLockedAccount', signInLockedMessage('account', 30), ['1']],
      ['signInLockedNetwork', signInLockedMessage('network', 3600), ['60']],
      ['notWatchedYet', notWatchedMessage({ ...watched, watchedSeconds: 0 }), []],
      ['notWatchedEnough', notWatchedMessage(watched), ['1:05', '9:30']],
    ];
    expect(composed.map(([name]) => name).sort()).toEqual(Object.keys(COMPOSED_MESSAGES).sort());
    for (const [name, english, values] of composed) {
      expect(english, name).toMatch(COMPOSED_MESSAGES[name]);
      for (const language of ['hi', 'mr'] as const) {
        const said = inLanguage(english, language);
        expect(said, `${language} ${name}`).toMatch(/[\u0900-\u097F]/);
        for (const value of values) expect(said, `${language} ${name}`).toContain(value);
        expect(said).not.toMatch(/\$\d/);
      }
    }
  });
});

describe('PUT /api/account/language', () => {
  it("sets the account's language, which its profile then says", async () => {
    const { token } = await registerAndLogin(t.app);
    const auth = { authorization: `Bearer ${token}` };
    const before = await t.app.inject({ method: 'GET', url: '/api/account', headers: auth });
    expect(before.json().data.account.language).toBe('en');

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: auth,
      payload: { language: 'mr' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.account.language).toBe('mr');
    const after = await t.app.inject({ method: 'GET', url: '/api/account', headers: auth });
    expect(after.json().data.account.language).toBe('mr');
  });

  it('refuses a language the store does not speak with a 400 naming the field, and changes nothing', async () => {
    const { token } = await registerAndLogin(t.app);
    const auth = { authorization: `Bearer ${token}` };
    for (const language of ['fr', 'HI', '', 42, null]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/account/language',
        headers: auth,
        payload: { language },
      });
      expect(response.statusCode, String(language)).toBe(400);
      expect(response.json(), String(language)).toMatchObject({ success: false, field: 'language' });
      expect(response.json().message).toMatch(/language/);
    }
    const account = await t.app.inject({ method: 'GET', url: '/api/account', headers: auth });
    expect(account.json().data.account.language).toBe('en');
  });

  it('is for signed-in students only', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      payload: { language: 'hi' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('starts as the language of the page the account registered on', async () => {
    const credentials = newCredentials();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'hi-IN,hi;q=0.9' },
      payload: credentials,
    });
    const { token } = await loginUser(t.app, credentials);
    const account = await t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(account.json().data.account.language).toBe('hi');
  });
});
