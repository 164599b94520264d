import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256-0123456789';
const claims = { userId: '5f0c6f3e-8d3c-4d7e-9a51-3b1c0f8a2b11', role: 'user' as const, tokenVersion: 3 };

describe('access tokens', () => {
  it('answers the claims of a token it signed, from memory the second time', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once it has expired', async () => {
    let clock = Date.now();
    const tokens = createTokenService(SECRET, '2m', () => clock);
    const token = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    clock += 2 * 60_000 + 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses forged, tampered and malformed tokens, every time', async () => {
    const tokens = createTokenService(SECRET, '1h');
    const forged = await createTokenService(`${SECRET}-other`, '1h').sign(claims);
    const [header, payload, signature] = (await tokens.sign(claims)).split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...claims, role: 'admin' })).toString('base64url')}.${signature}`;
    for (const token of [forged, tampered, 'not-a-token', `${header}.${payload}.`]) {
      expect(await tokens.verify(token), token).toBeUndefined();
      expect(await tokens.verify(token), token).toBeUndefined();
    }
  });
});
