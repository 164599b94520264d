import path from 'node:path';
import { startMailCatcher } from './mail';
import { copyTemplate, prepareTemplate, startServer } from './servers';

/**
 * Runs once per `playwright test`, in the runner, before any worker: prepares the template data
 * folder the e2e servers start from, starts the run's server on a copy of it, and hands its URL
 * and the template to the workers through the environment (they start after this and inherit
 * it). E2E_PORT, when set, is the run's server's port; otherwise it takes a free one.
 */
export default async function globalSetup() {
  const root = process.env['E2E_DATA_DIR'];
  if (!root) throw new Error('playwright.config.ts sets E2E_DATA_DIR before the global setup');
  // Before any server starts: every e2e server (and the workers' own) sends its mail there.
  const mail = await startMailCatcher();
  process.env['SMTP_URL'] = mail.smtpUrl;
  process.env['E2E_MAIL_URL'] = mail.readUrl;

  const templateDir = path.join(root, 'template');
  // Generous: a start is CPU-bound (PGlite's initdb), and the machine may be shared.
  await prepareTemplate(templateDir, 180_000);

  const runDir = path.join(root, 'run');
  copyTemplate(templateDir, runDir);
  const requested = process.env['E2E_PORT'];
  const server = await startServer({
    dataDir: runDir,
    label: "run's server",
    port: requested ? Number(requested) : undefined,
    timeoutMs: 150_000,
    echoStderr: true,
  });
  process.env['E2E_BASE_URL'] = server.baseURL;
  process.env['E2E_TEMPLATE_DIR'] = templateDir;

  return async () => {
    await server.stop();
    await mail.stop();
  };
}
