import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';

const run = promisify(execFile);

export type CommandResult = { code: number; stdout: string; stderr: string };

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
  return run(process.execPath, [path.join(inject('commandsDir'), 'cli', `${command}.js`), ...args], {
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
