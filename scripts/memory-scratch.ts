import { accessSync, constants, statSync } from 'node:fs';

/**
 * Points TMPDIR at /dev/shm (memory) when the machine has it writable and TMPDIR is not set: the
 * test runners' scratch files (every test database, media folder, backup, transcode and browser
 * profile) then never touch the disk. On this machine's disk, copying a test database took 1-2 s
 * and PGlite's writes as much again; on /dev/shm the copy takes 0.1 s (docs/benchmarks.md, "A
 * suite that answers in minutes"). vitest.config.ts and playwright.config.ts call it before any
 * worker, server or browser starts, so all of them inherit it. A TMPDIR the developer set is kept.
 */
export function useMemoryScratch(): void {
  if (process.env['TMPDIR']) return;
  try {
    if (!statSync('/dev/shm').isDirectory()) return;
    accessSync('/dev/shm', constants.W_OK);
  } catch {
    return;
  }
  process.env['TMPDIR'] = '/dev/shm';
}
