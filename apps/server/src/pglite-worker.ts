import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgliteExtensions } from './db/pglite-extensions';
import { prepareStatementsOf } from './db/pglite-statements';
import {
  crossError,
  type Envelope,
  type QueryRequest,
  type Reply,
  type Target,
  type WorkerData,
} from './db/pglite-thread-protocol';

/*
 * The thread that runs the embedded PGlite (decision 037). PGlite's WebAssembly runs a statement
 * synchronously, and its statements resolve one after another without the event loop turning:
 * on the main thread, fifty students' queries kept the store from reading a socket for seconds.
 * Here they run beside it. PGlite's own locks still order everything: a statement outside a
 * transaction waits for the open one, as it does in one thread. Built as dist/pglite-worker.js
 * beside dist/server.js.
 */

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread');
const { directory } = workerData as WorkerData;

type OpenTransaction = { tx: Transaction; finish(commit: boolean): void };

const transactions = new Map<number, OpenTransaction>();
/** The transactions whose `end` has arrived, waiting for PGlite's COMMIT or ROLLBACK. */
const ended = new Map<number, { resolve(value: null): void; reject(error: unknown): void }>();
const stopListening = new Map<string, () => Promise<void>>();
/** What the caller's work threw, standing in for it so PGlite rolls the transaction back. */
const rolledBackByCaller = Symbol('rolled back by the caller');

const keepText = (value: string) => value;

function post(reply: Reply) {
  try {
    port!.postMessage(reply);
  } catch (error) {
    // A field of a database error that cannot be cloned: the message and the code still go.
    if ('error' in reply) {
      const { code } = reply.error.fields;
      port!.postMessage({ id: reply.id, error: { ...reply.error, fields: { code } } });
    } else {
      port!.postMessage({ id: 'id' in reply ? reply.id : -1, error: crossError(error) });
    }
  }
}

function openTransaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`Transaction ${id} is not open`);
  return open;
}

function target(database: PGlite, request: Target): PGlite | Transaction {
  return request.transaction === undefined ? database : openTransaction(request.transaction).tx;
}

function query(database: PGlite, request: QueryRequest) {
  const parsers = Object.fromEntries(request.textTypes.map((oid) => [oid, keepText]));
  return target(database, request).query(request.statement, request.params, {
    ...(request.rowMode && { rowMode: request.rowMode }),
    ...(request.paramTypes && { paramTypes: request.paramTypes }),
    parsers,
  });
}

/** Opens a transaction that stays open until its `end` arrives; resolves to its id once BEGIN has run. */
function begin(database: PGlite, id: number): Promise<number> {
  return new Promise((opened, failed) => {
    let isOpen = false;
    database
      .transaction(
        (tx) =>
          new Promise<void>((commit, rollBack) => {
            transactions.set(id, {
              tx,
              finish: (shouldCommit) => (shouldCommit ? commit() : rollBack(rolledBackByCaller)),
            });
            isOpen = true;
            opened(id);
          }),
      )
      .then(
        () => ended.get(id)?.resolve(null),
        (error: unknown) => {
          if (!isOpen) failed(error);
          else if (error === rolledBackByCaller) ended.get(id)?.resolve(null);
          else ended.get(id)?.reject(error);
        },
      )
      .finally(() => {
        transactions.delete(id);
        ended.delete(id);
      });
  });
}

function end(transaction: number, commit: boolean): Promise<null> {
  const open = openTransaction(transaction);
  return new Promise((resolve, reject) => {
    ended.set(transaction, { resolve, reject });
    open.finish(commit);
  });
}

async function listen(database: PGlite, channel: string): Promise<null> {
  if (!stopListening.has(channel)) {
    stopListening.set(
      channel,
      await database.listen(channel, (payload) => post({ notice: { channel, payload } })),
    );
  }
  return null;
}

async function unlisten(channel: string): Promise<null> {
  const stop = stopListening.get(channel);
  stopListening.delete(channel);
  await stop?.();
  return null;
}

function handle(database: PGlite, request: Envelope): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return query(database, request);
    case 'exec':
      return target(database, request).exec(request.statement);
    case 'begin':
      return begin(database, request.id);
    case 'rollback':
      return openTransaction(request.transaction).tx.rollback();
    case 'end':
      return end(request.transaction, request.commit);
    case 'listen':
      return listen(database, request.channel);
    case 'unlisten':
      return unlisten(request.channel);
    case 'close':
      return database.close().then(() => null);
  }
}

try {
  const database = await PGlite.create(directory, { extensions: pgliteExtensions });
  // Its statements of data prepared once and bound by name (decision 041).
  prepareStatementsOf(database);
  port.on('message', (request: Envelope) => {
    let work: Promise<unknown>;
    try {
      work = handle(database, request);
    } catch (error) {
      work = Promise.reject(error);
    }
    work.then(
      (result) => post({ id: request.id, result }),
      (error: unknown) => post({ id: request.id, error: crossError(error) }),
    );
  });
  post({ ready: true });
} catch (error) {
  post({ failed: crossError(error) });
}
