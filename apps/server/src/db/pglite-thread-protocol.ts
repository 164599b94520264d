/*
 * The messages between the store's event loop and the thread that runs its embedded PGlite
 * (pglite-thread.ts, pglite-worker.ts; decision 037). Everything here crosses by structured
 * clone, so no function does: a query's parsers stay on the event loop's side.
 */

/** Where a statement runs: PGlite itself, or an open transaction (the id its `begin` got). */
export type Target = { transaction?: number };

export type QueryRequest = Target & {
  op: 'query';
  statement: string;
  params: unknown[];
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Type OIDs the worker returns as PostgreSQL's text, for the caller's own parsers. */
  textTypes: number[];
};

export type Request =
  | QueryRequest
  | (Target & { op: 'exec'; statement: string })
  | { op: 'begin' }
  | { op: 'rollback'; transaction: number }
  /** Ends a transaction: commits it, or rolls it back when the caller's work failed. */
  | { op: 'end'; transaction: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' };

export type Envelope = Request & { id: number };

/** A thrown error, with the fields PostgreSQL's errors carry (code, constraint, detail, …). */
export type CrossedError = {
  name: string;
  message: string;
  stack: string | undefined;
  fields: Record<string, unknown>;
};

export type Reply =
  | { id: number; result: unknown }
  | { id: number; error: CrossedError }
  | { notice: { channel: string; payload: string } }
  | { ready: true }
  | { failed: CrossedError };

export type WorkerData = { directory: string };

/** An error's own fields, less the ones a structured clone cannot carry (functions, a query's options). */
export function crossError(error: unknown): CrossedError {
  if (!(error instanceof Error)) {
    return { name: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key === 'queryOptions' || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

export function uncrossError(crossed: CrossedError): Error {
  const error = Object.assign(new Error(crossed.message), crossed.fields);
  error.name = crossed.name;
  if (crossed.stack) error.stack = crossed.stack;
  return error;
}
