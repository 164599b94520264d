import { accessSync, constants, mkdtempSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Gives this test run a scratch folder of its own in /dev/shm (memory), when the machine has it
 * writable and TMPDIR is not set, and points TMPDIR at it: the test runners' scratch files (every
 * test database, media folder, backup, transcode and browser profile) then never touch the disk.
 * On this machine's disk, copying a test database took 1-2 s and PGlite's writes as much again; on
 * /dev/shm the copy takes 0.1 s (docs/benchmarks.md, "A suite that answers in minutes").
 * vitest.config.ts and playwright.config.ts call it before any worker, server or browser starts,
 * so all of them inherit it. The folder goes when the runner exits, with whatever a test left in
 * it: memory is not a disk to leave files on. A TMPDIR the developer set is kept as it is.
 */
export function useMemoryScratch(): void {
  if (process.env['TMPDIR']) return;
  try {
    if (!statSync('/dev/shm').isDirectory()) return;
    accessSync('/dev/shm', constants.W_OK);
  } catch {
    return;
  }
  const scratch = mkdtempSync(path.join('/dev/shm', 'academy-tests-'));
  process.env['TMPDIR'] = scratch;
  process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));
}
