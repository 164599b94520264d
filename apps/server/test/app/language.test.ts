import { SERVER_MESSAGES } from '@academy/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hindi } from '../../src/locales/hi';
import { marathi } from '../../src/locales/mr';
import { languageOf } from '../../src/plugins/language';
import { createTestApp, newCredentials, registerUser, type TestApp } from '../support/app';

/* Issue 29: the API answers in the caller's language, keeping the status and the field. */

let t: TestApp;

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
    expect(inHindi.json()).toEqual({ success: false, message: hindi.invalidCredentials });
    expect(inHindi.headers['vary']).toMatch(/accept-language/i);
    expect(inMarathi.statusCode).toBe(401);
    expect(inMarathi.json()).toEqual({ success: false, message: marathi.invalidCredentials });
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
    expect(response.json()).toMatchObject({ success: true, message: marathi.registered });
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
  it('name only messages the server has, each in Devanagari', () => {
    for (const catalogue of [hindi, marathi]) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(SERVER_MESSAGES, key).toHaveProperty(key);
        expect(message, key).toMatch(/[\u0900-\u097F]/);
      }
    }
    expect(Object.keys(marathi).sort()).toEqual(Object.keys(hindi).sort());
  });
});
