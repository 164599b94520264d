/**
 * Runs the Google OAuth stand-in on its own, for browser tests:
 *
 *   GOOGLE_STAND_IN_PORT=4010 GOOGLE_CLIENT_ID=test-client GOOGLE_CLIENT_SECRET=test-secret \
 *     GOOGLE_REDIRECT_URI=http://localhost:3000/auth npx tsx apps/server/test/stand-ins/google-oauth-cli.ts
 *
 * Start the server with the settings it prints. The identity signed in next is queued with
 * `POST /stand-in/next-identity` `{ sub, email, name, email_verified }`; without one, the
 * default identity (GOOGLE_STAND_IN_SUB / _EMAIL / _NAME, or a fixed student) is used.
 */
import { startGoogleStandIn } from './google-oauth';

function environment(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

async function main() {
  const port = Number(environment('GOOGLE_STAND_IN_PORT') ?? '4010');
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`GOOGLE_STAND_IN_PORT must be a port number, not ${environment('GOOGLE_STAND_IN_PORT')}`);
  }
  const standIn = await startGoogleStandIn({
    port,
    host: environment('GOOGLE_STAND_IN_HOST') ?? '127.0.0.1',
    clientId: environment('GOOGLE_CLIENT_ID') ?? 'stand-in-client.apps.googleusercontent.com',
    clientSecret: environment('GOOGLE_CLIENT_SECRET') ?? 'stand-in-secret',
    redirectUri: environment('GOOGLE_REDIRECT_URI') ?? 'http://localhost:3000/auth',
    defaultIdentity: {
      sub: environment('GOOGLE_STAND_IN_SUB') ?? '100000000000000000001',
      email: environment('GOOGLE_STAND_IN_EMAIL') ?? 'google.student@example.com',
      name: environment('GOOGLE_STAND_IN_NAME') ?? 'Google Student',
      email_verified: true,
    },
  });
  console.log(`Google OAuth stand-in listening on ${standIn.url}`);
  for (const [key, value] of Object.entries(standIn.env())) console.log(`${key}=${value}`);

  const stop = () => {
    void standIn.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
