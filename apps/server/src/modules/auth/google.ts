import { OAuth2Client } from 'google-auth-library';
import type { Config } from '../../config';

export type GoogleProfile = { subject: string; email: string; name: string };

export type GoogleSignIn = {
  clientId: string;
  authUrl: string;
  redirectUri: string;
  /** Exchanges an authorization code and verifies the ID token; undefined when Google says no. */
  exchange(code: string): Promise<GoogleProfile | undefined>;
};

/**
 * The authorization-code flow: the browser brings a code, we trade it for tokens at the
 * token endpoint and verify the ID token's signature, audience, issuer and expiry against
 * the published keys. The endpoints are configurable so tests run this against a local
 * stand-in that speaks Google's protocol.
 */
export function createGoogleSignIn(google: NonNullable<Config['google']>): GoogleSignIn {
  const client = new OAuth2Client({
    clientId: google.clientId,
    clientSecret: google.clientSecret,
    redirectUri: google.redirectUri,
    endpoints: {
      oauth2TokenUrl: google.tokenUrl,
      oauth2FederatedSignonPemCertsUrl: google.certsUrl,
    },
  });

  return {
    clientId: google.clientId,
    authUrl: google.authUrl,
    redirectUri: google.redirectUri,
    async exchange(code) {
      let idToken: string | null | undefined;
      try {
        ({
          tokens: { id_token: idToken },
        } = await client.getToken(code));
      } catch {
        return undefined;
      }
      if (!idToken) return undefined;
      const ticket = await client
        .verifyIdToken({ idToken, audience: google.clientId })
        .catch(() => undefined);
      const payload = ticket?.getPayload();
      if (!payload?.sub || !payload.email || payload.email_verified !== true) return undefined;
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        name: payload.name ?? payload.email.split('@')[0] ?? 'Student',
      };
    },
  };
}
