/**
 * Settings shared by the e2e servers (servers.ts starts them with these) and the fixtures
 * (which sign in with them). Every run starts its servers on a fresh database, so these
 * accounts exist only for the length of a run.
 */
export const E2E_ADMIN = {
  name: 'Academy Admin',
  email: 'admin@kalakriti.test',
  password: 'e2e-admin-passphrase-kalakriti-2024',
} as const;

/**
 * The environment of an e2e server: the one global-setup.ts starts for the run, and the ones
 * `ownServerTest` starts for tests that must not share it.
 */
export function e2eServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    ADMIN_NAME: E2E_ADMIN.name,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ENQUIRY_RATE_LIMIT_PER_HOUR: '1000',
    SEARCH_RECORD_RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
    // Google sign-in stays unconfigured: one test checks the disabled button.
    GOOGLE_CLIENT_ID: '',
    GOOGLE_CLIENT_SECRET: '',
    // The player plays the lectures' MP4s; transcoding the demo videos on every server start
    // would only load the CPU under the timed tests (the API tests cover the transcoding).
    FFMPEG_PATH: '/nonexistent/ffmpeg',
  };
}
