/**
 * Settings shared by playwright.config.ts (which starts the server with them) and the
 * fixtures (which sign in with them). The server is started fresh for every run on an
 * empty database, so these accounts exist only for the length of a run.
 */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 4173);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

export const E2E_ADMIN = {
  name: 'Academy Admin',
  email: 'admin@kalakriti.test',
  password: 'e2e-admin-passphrase-kalakriti-2024',
} as const;
