import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/* The signing secrets: strong enough in production; elsewhere made once and kept beside the data. */

export const MIN_SECRET_LENGTH = 32;
const WEAK_SECRETS = ['secret', 'changeme', 'change-me', 'password', 'jwt_secret', 'development'];

export function isWeakSecret(secret: string): boolean {
  const lowered = secret.toLowerCase();
  return (
    secret.length < MIN_SECRET_LENGTH ||
    new Set(secret).size < 10 ||
    WEAK_SECRETS.some((weak) => lowered.includes(weak))
  );
}

/**
 * Outside production a secret is made once and kept beside the data (`fileName` in DATA_DIR),
 * so sessions and signed links survive restarts.
 */
export function developmentSecret(dataDir: string, fileName: string): string {
  const file = path.join(dataDir, fileName);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    const secret = randomBytes(48).toString('base64url');
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}
