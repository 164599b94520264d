import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

export type CommandResult = { code: number; stdout: string; stderr: string };

/**
 * V8's flags for a command or a server a test starts: WebAssembly compiled by its baseline
 * compiler only (Liftoff). Such a process lives seconds, and PGlite's 9 MB of WebAssembly,
 * optimised again in every new process by background threads, cost more CPU than its own work:
 * opening a database and running 200 statements took 2.4-2.7 s of CPU, 1.3-1.4 s with this, in
 * the same wall time (issue 27). The compiler tier changes how fast code runs, never what it does.
 */
export const SHORT_LIVED_NODE_FLAGS = ['--liftoff-only'];

/** The bundled server, as `npm start` runs it (dist/server.js). */
export const serverBundle = () => path.join(inject('commandsDir'), 'server.js');

/**
 * One of the store's commands (`npm run backup`, `restore`, `create-admin`, `db:migrate`) as an
 * operator runs it: the bundle the build makes, in a process of its own, in development mode on
 * the embedded database unless `environment` says otherwise. Resolves with its exit code and
 * output whether it succeeded or not.
 */
export function runCommand(
  command: 'backup' | 'restore' | 'create-admin' | 'migrate',
  args: string[],
  environment: Record<string, string>,
): Promise<CommandResult> {
  const script = path.join(inject('commandsDir'), 'cli', `${command}.js`);
  return run(process.execPath, [...SHORT_LIVED_NODE_FLAGS, script, ...args], {
    env: { ...process.env, NODE_ENV: 'development', DATABASE_URL: '', LOG_LEVEL: 'silent', ...environment },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      stdout: error.stdout,
      stderr: error.stderr,
    }),
  );
}
