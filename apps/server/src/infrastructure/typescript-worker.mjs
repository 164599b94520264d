/*
 * A worker pool's thread when the app runs from its TypeScript sources (tests, `npm run dev`):
 * Node 20 cannot load a .ts entry, and tsx passed to a worker as `--import` did not load one
 * either, so the thread registers tsx itself. The built server starts its workers from the
 * bundle's .js entries.
 */
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
