import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { DataDirLockedError } from '../../src/db/data-dir-lock';
import { runCommand } from '../support/commands';
import { fillWithBlankPglite } from '../support/database';

/* Issue 13: two processes on one PGlite folder lose rows, so the folder is locked while open. */

let dataDir: string;
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'academy-lock-'));
  // What PGlite makes of an empty folder at its first opening, copied instead of made again.
  await fillWithBlankPglite(dataDir);
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** The pid of a process that has exited, so no process has it now. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  const pid = child.pid ?? 0;
  await new Promise((resolve) => child.on('exit', resolve));
  return pid;
}

describe('the embedded database folder', () => {
  it('refuses a second opening while the first is open, naming the holder, and frees it on close', async () => {
    const first = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const second = openDatabase({ databaseUrl: undefined, dataDir });
      await expect(second).rejects.toThrow(DataDirLockedError);
      await expect(openDatabase({ databaseUrl: undefined, dataDir })).rejects.toThrow(
        new RegExp(`in use by process ${process.pid} on .*Only one process may open it at a time`),
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ databaseUrl: undefined, dataDir });
    await again.close();
  });

  it('takes over a lock whose process is gone (a crash, kill -9)', async () => {
    const pid = await deadPid();
    writeFileSync(
      path.join(dataDir, 'pglite.lock'),
      JSON.stringify({ pid, host: hostname(), command: 'server.js', since: '2026-11-24T00:00:00.000Z' }),
    );
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    await database.close();
  });

  it('makes create-admin say why it cannot run while the server holds the folder', async () => {
    const server = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const result = await runCommand(
        'create-admin',
        ['--email', 'owner@kalakriti.test', '--password', 'a long enough password'],
        { DATA_DIR: dataDir },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('is in use by process');
      expect(result.stderr).toContain('stop the server before running a command such as create-admin');
    } finally {
      await server.close();
    }
  });
});

describe('npm run db:migrate', () => {
  it('applies the migrations to the configured database and says where', async () => {
    const { code, stdout, stderr } = await runCommand('migrate', [], { DATA_DIR: dataDir });
    expect(code, stderr).toBe(0);
    expect(stdout.trim()).toBe(`Migrations applied to PGlite in ${dataDir}.`);
    const database = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const tables = await database.db.execute(
        sql`select count(*)::int as count from information_schema.tables where table_name in ('invoices', 'refunds')`,
      );
      expect((tables as unknown as { rows: unknown[] }).rows).toEqual([{ count: 2 }]);
    } finally {
      await database.close();
    }
  });
});
