import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportSPKI, generateKeyPair, SignJWT } from 'jose';

/**
 * A local stand-in for Google's OAuth 2.0 / OpenID Connect endpoints, speaking the protocol
 * as google-auth-library's OAuth2Client uses it: the authorization endpoint (a redirect
 * back with a code), the token endpoint (code → tokens with an RS256 ID token) and the
 * PEM certificates endpoint (kid → public key). A real HTTP server on 127.0.0.1.
 */

export const GOOGLE_ISSUER = 'https://accounts.google.com';

export type GoogleIdentity = {
  sub: string;
  email: string;
  name?: string;
  email_verified?: boolean;
};

export type IssueCodeOptions = {
  /** The redirect_uri the code is bound to; the stand-in's `redirectUri` by default. */
  redirectUri?: string;
  /** Claims to put in (or override in) the ID token, e.g. another `aud` or an old `exp`. */
  claims?: Record<string, unknown>;
  /** Sign the ID token with a key the certificates endpoint does not publish. */
  signWithUnpublishedKey?: boolean;
};

export type GoogleStandInOptions = {
  clientId?: string;
  clientSecret?: string;
  /** The redirect_uri codes are bound to when a test mints them directly. */
  redirectUri?: string;
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Handed out by the authorization endpoint when no `nextIdentity` is queued. */
  defaultIdentity?: GoogleIdentity;
};

export type TokenRequest = {
  clientId: string | undefined;
  code: string | undefined;
  redirectUri: string | undefined;
};

export type GoogleStandIn = {
  url: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  authUrl: string;
  tokenUrl: string;
  certsUrl: string;
  /** Settings pointing the server at the stand-in (GOOGLE_CLIENT_ID, …, GOOGLE_CERTS_URL). */
  env(overrides?: { redirectUri?: string }): Record<string, string>;
  /** The identity the authorization endpoint signs in next (one use each, in order). */
  nextIdentity(identity: GoogleIdentity): void;
  /** Mints an authorization code directly, as if the user had just consented. */
  issueCode(identity: GoogleIdentity, options?: IssueCodeOptions): string;
  /** Every token request received, oldest first. */
  readonly tokenRequests: readonly TokenRequest[];
  close(): Promise<void>;
};

type PendingCode = {
  identity: GoogleIdentity;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
  used: boolean;
  options: IssueCodeOptions;
};

const CODE_TTL_MS = 5 * 60_000;
const ID_TOKEN_TTL_SECONDS = 3600;
const MAX_BODY_BYTES = 64 * 1024;

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('body too large'));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** client_secret_post (google-auth-library's default) or client_secret_basic. */
function clientCredentials(request: IncomingMessage, form: URLSearchParams) {
  const header = request.headers.authorization;
  if (header?.toLowerCase().startsWith('basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    return {
      clientId: decodeURIComponent(decoded.slice(0, separator)),
      clientSecret: decodeURIComponent(decoded.slice(separator + 1)),
    };
  }
  return {
    clientId: form.get('client_id') ?? undefined,
    clientSecret: form.get('client_secret') ?? undefined,
  };
}

export async function startGoogleStandIn(options: GoogleStandInOptions = {}): Promise<GoogleStandIn> {
  const clientId = options.clientId ?? `${randomBytes(6).toString('hex')}.apps.googleusercontent.com`;
  const clientSecret = options.clientSecret ?? `GOCSPX-${randomBytes(12).toString('base64url')}`;
  const redirectUri = options.redirectUri ?? 'http://localhost:3000/auth';
  const host = options.host ?? '127.0.0.1';

  const kid = randomBytes(8).toString('hex');
  const signingKey = await generateKeyPair('RS256');
  const unpublishedKey = await generateKeyPair('RS256');
  const publicPem = await exportSPKI(signingKey.publicKey);

  const codes = new Map<string, PendingCode>();
  const queuedIdentities: GoogleIdentity[] = [];
  const tokenRequests: TokenRequest[] = [];

  const issueCode = (identity: GoogleIdentity, issue: IssueCodeOptions = {}) => {
    const code = `4/${randomBytes(24).toString('base64url')}`;
    codes.set(code, {
      identity,
      clientId,
      redirectUri: issue.redirectUri ?? redirectUri,
      expiresAt: Date.now() + CODE_TTL_MS,
      used: false,
      options: issue,
    });
    return code;
  };

  const idToken = async (pending: PendingCode) => {
    const { identity } = pending;
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      iss: GOOGLE_ISSUER,
      azp: pending.clientId,
      aud: pending.clientId,
      sub: identity.sub,
      email: identity.email,
      email_verified: identity.email_verified ?? true,
      name: identity.name,
      iat: now,
      exp: now + ID_TOKEN_TTL_SECONDS,
      ...pending.options.claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(pending.options.signWithUnpublishedKey ? unpublishedKey.privateKey : signingKey.privateKey);
  };

  const authorize = (url: URL, response: ServerResponse) => {
    const query = url.searchParams;
    const redirect = query.get('redirect_uri');
    if (query.get('client_id') !== clientId) {
      return sendJson(response, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      });
    }
    if (!redirect || !URL.canParse(redirect)) {
      return sendJson(response, 400, {
        error: 'invalid_request',
        error_description: 'Missing redirect_uri.',
      });
    }
    if (query.get('response_type') !== 'code') {
      return sendJson(response, 400, { error: 'unsupported_response_type', error_description: 'Only code.' });
    }
    const identity = queuedIdentities.shift() ?? options.defaultIdentity;
    if (!identity) {
      return sendJson(response, 400, {
        error: 'invalid_request',
        error_description: 'The stand-in has no identity to sign in: call nextIdentity() first.',
      });
    }
    const target = new URL(redirect);
    target.searchParams.set('code', issueCode(identity, { redirectUri: redirect }));
    const state = query.get('state');
    if (state !== null) target.searchParams.set('state', state);
    target.searchParams.set('scope', query.get('scope') ?? 'openid email profile');
    response.writeHead(302, { location: target.toString() });
    response.end();
  };

  const exchange = async (request: IncomingMessage, response: ServerResponse) => {
    const form = new URLSearchParams(await readBody(request));
    const credentials = clientCredentials(request, form);
    const code = form.get('code') ?? undefined;
    const requestedRedirect = form.get('redirect_uri') ?? undefined;
    tokenRequests.push({ clientId: credentials.clientId, code, redirectUri: requestedRedirect });

    if (form.get('grant_type') !== 'authorization_code') {
      return sendJson(response, 400, {
        error: 'unsupported_grant_type',
        error_description: 'Invalid grant_type.',
      });
    }
    if (credentials.clientId !== clientId || credentials.clientSecret !== clientSecret) {
      return sendJson(response, 401, { error: 'invalid_client', error_description: 'Unauthorized' });
    }
    const pending = code ? codes.get(code) : undefined;
    const valid =
      pending &&
      !pending.used &&
      pending.expiresAt > Date.now() &&
      pending.clientId === credentials.clientId &&
      pending.redirectUri === requestedRedirect;
    // Google burns a code on its first presentation, valid or not.
    if (pending) pending.used = true;
    if (!valid) {
      return sendJson(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
    }
    sendJson(
      response,
      200,
      {
        access_token: `ya29.${randomBytes(24).toString('base64url')}`,
        expires_in: ID_TOKEN_TTL_SECONDS,
        scope:
          'openid https://www.googleapis.com/auth/userinfo.email https://www.googleapis.com/auth/userinfo.profile',
        token_type: 'Bearer',
        id_token: await idToken(pending),
      },
      { 'cache-control': 'no-store' },
    );
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case 'GET /o/oauth2/v2/auth':
          return authorize(url, response);
        case 'POST /token':
          return exchange(request, response);
        case 'GET /oauth2/v1/certs':
          return sendJson(response, 200, { [kid]: publicPem }, { 'cache-control': 'public, max-age=3600' });
        case 'POST /stand-in/next-identity': {
          // For browser tests in another process: queue the identity the next sign-in gets.
          const identity = JSON.parse(await readBody(request)) as GoogleIdentity;
          if (typeof identity?.sub !== 'string' || typeof identity.email !== 'string') {
            return sendJson(response, 400, { error: 'sub and email are required' });
          }
          queuedIdentities.push(identity);
          return sendJson(response, 200, { queued: queuedIdentities.length });
        }
        default:
          return sendJson(response, 404, { error: 'not_found', error_description: route });
      }
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) {
        sendJson(response, 400, { error: 'invalid_request', error_description: String(error) });
      } else {
        response.destroy();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host}:${port}`;

  const standIn: GoogleStandIn = {
    url,
    clientId,
    clientSecret,
    redirectUri,
    authUrl: `${url}/o/oauth2/v2/auth`,
    tokenUrl: `${url}/token`,
    certsUrl: `${url}/oauth2/v1/certs`,
    env: (overrides = {}) => ({
      GOOGLE_CLIENT_ID: clientId,
      GOOGLE_CLIENT_SECRET: clientSecret,
      GOOGLE_REDIRECT_URI: overrides.redirectUri ?? redirectUri,
      GOOGLE_AUTH_URL: standIn.authUrl,
      GOOGLE_TOKEN_URL: standIn.tokenUrl,
      GOOGLE_CERTS_URL: standIn.certsUrl,
    }),
    nextIdentity: (identity) => {
      queuedIdentities.push(identity);
    },
    issueCode,
    tokenRequests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
  return standIn;
}

/** A Google identity nobody else in the run uses. */
export function newGoogleIdentity(overrides: Partial<GoogleIdentity> = {}): GoogleIdentity {
  const unique = randomUUID().slice(0, 8);
  return {
    sub: `1${Array.from(randomBytes(10), (byte) => byte % 10).join('')}`,
    email: `google-${unique}@gmail.com`,
    name: `Google Student ${unique}`,
    email_verified: true,
    ...overrides,
  };
}
