import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { e2eServerEnv } from './env';

/**
 * The e2e servers: the run's server (global-setup.ts) and the admin tests' own servers
 * (fixtures.ts). Each listens on a port the system has just handed out as free, so two runs on
 * one machine (two clones, two `npm test`) never meet.
 *
 * Each starts on a copy of one prepared data folder (the template: migrated, demo catalogue
 * seeded, e2e admin in place), made once per run. A start on a fresh folder spends most of its
 * time in PGlite's first initialisation (initdb), then in migrations and the seed: about 3.2 s
 * against 1.0 s from a copy on a quiet machine (docs/benchmarks.md, "Browser test suite").
 */

export type RunningServer = {
  baseURL: string;
  port: number;
  dataDir: string;
  /** Everything the server wrote on stderr (the last 20,000 characters). */
  stderr: () => string;
  stop: () => Promise<void>;
};

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** What a data folder holds that the copies share; each copy makes its own secrets. */
const TEMPLATE_PARTS = ['pglite', 'media'];

/**
 * Copies the template's database and media into a new server's (empty) data folder, with the
 * system's `cp`: Node's `cpSync` walks the database's 1,000 files in JavaScript, 0.6-2 s of CPU
 * a copy, against 20 ms.
 */
export function copyTemplate(templateDir: string, dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  execFileSync('cp', ['-a', ...TEMPLATE_PARTS.map((part) => path.join(templateDir, part)), dataDir]);
}

/** A port nobody listens on now: the system picks it for a socket we close at once. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseURL: string, deadline: number, stopped: () => boolean) {
  for (;;) {
    if (stopped()) return false;
    try {
      // Bounded: a connection that hangs must not outlast the deadline.
      if ((await fetch(`${baseURL}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return true;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) return false;
    await delay(100);
  }
}

/**
 * Starts `node apps/server/dist/server.js` on `dataDir` and answers once its health check
 * answers 200. Without `port` it takes a free one, and another if something took that one
 * between our look and the server's listen (the server then stops with EADDRINUSE). The server
 * is told its real port, so the absolute URLs it writes (sitemap, certificates) are right.
 */
export async function startServer(options: {
  dataDir: string;
  label: string;
  port?: number;
  timeoutMs: number;
  /** Also show the server's stderr as it comes (the run's server does). */
  echoStderr?: boolean;
  /** Settings beyond the e2e servers' own (e2eServerEnv); undefined leaves a setting out. */
  env?: Record<string, string | undefined>;
}): Promise<RunningServer> {
  const deadline = Date.now() + options.timeoutMs;
  for (let attempt = 1; ; attempt += 1) {
    const port = options.port ?? (await freePort());
    const started = await startOnce({ ...options, port, deadline });
    if (started.server) return started.server;
    const portTaken = started.stderr.includes('EADDRINUSE');
    if (!portTaken || options.port !== undefined || attempt === 3) {
      throw new Error(
        `The ${options.label} (port ${port}) ${started.reason}:\n${started.stderr || '(nothing on stderr)'}`,
      );
    }
  }
}

async function startOnce(options: {
  dataDir: string;
  port: number;
  deadline: number;
  echoStderr?: boolean;
  env?: Record<string, string | undefined>;
}): Promise<
  | { server: RunningServer; stderr?: never; reason?: never }
  | { server?: never; stderr: string; reason: string }
> {
  const { dataDir, port } = options;
  let stderr = '';
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repositoryRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: Object.fromEntries(
      Object.entries({ ...process.env, ...e2eServerEnv(port, dataDir), ...options.env }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined,
      ),
    ),
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;
  const stop = async () => {
    if (!hasExited()) child.kill('SIGTERM');
    await exited;
  };
  // A runner that exits without its teardown (an uncaught error) must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));

  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
    if (options.echoStderr) process.stderr.write(chunk);
  });

  const baseURL = `http://127.0.0.1:${port}`;
  if (await waitForHealth(baseURL, options.deadline, hasExited)) {
    return { server: { baseURL, port, dataDir, stderr: () => stderr, stop } };
  }
  const reason = hasExited() ? 'stopped while starting' : 'did not start in time';
  await stop();
  return { stderr, reason };
}

/** Prepares the template: a server's first start migrates, seeds and creates the admin; then it stops. */
export async function prepareTemplate(templateDir: string, timeoutMs: number) {
  const server = await startServer({ dataDir: templateDir, label: 'template server', timeoutMs });
  await server.stop();
}
