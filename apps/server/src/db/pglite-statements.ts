import { parse, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

/*
 * The embedded PGlite's statements parsed once and planned from PostgreSQL's plan cache (issue
 * 33, decision 041). PGlite's `query` sends every statement as a new unnamed one: PostgreSQL
 * parses, analyses and plans it again on each call, and a plan cost four times the execution of
 * the store's own reads (EXPLAIN ANALYZE: 2.9 ms of planning to 0.75 ms of execution over a
 * signed-in course page, a cart and a player's record). Here a statement is prepared under a name
 * on its first run and bound by name after that, as node-postgres does with a named query:
 * PostgreSQL keeps the analysed statement, plans it for each call's values for its first five
 * calls and then uses one generic plan where that costs no more. A changed table is planned again
 * by PostgreSQL itself; a statement whose result's columns changed is prepared again here.
 *
 * Only the statements of data (select, insert, update, delete, with) are kept, at most
 * MAX_PREPARED_STATEMENTS of them (the longest unused is closed first). A transaction that sets a
 * planner setting (search's `set local enable_seqscan = off`) asks for plans made under it: its
 * statements are planned afresh, never from a plan cached without the setting.
 */

/** How many statements are kept prepared at most; the store has a few hundred shapes of query. */
export const MAX_PREPARED_STATEMENTS = 500;

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];
type Prepared = { name: string; paramTypes: number[]; rowDescription: BackendMessage | undefined };

const { serialize } = protocol;
const OF_DATA = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's refusal to run a prepared statement whose result's columns have changed. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

/** Statements named so far in this thread: a name is never used twice, whichever database. */
let named = 0;

export type StatementOptions = Pick<QueryOptions, 'rowMode' | 'paramTypes' | 'parsers'>;

export type PreparedStatements = {
  /**
   * Runs `statement` as PGlite's `query` would, from its prepared statement. `inTransaction`:
   * an open transaction's statement (the caller holds PGlite's transaction).
   */
  query(
    statement: string,
    params: unknown[],
    options: StatementOptions,
    inTransaction: boolean,
  ): Promise<Results>;
};

/**
 * Whether a statement may run from a kept prepared statement: one of data, with no option this
 * path does not speak (a blob, the caller's serializers, a notice handler), in a transaction that
 * left the planner's settings alone.
 */
const mayKeep = (statement: string, options: QueryOptions | undefined, plannerSettingChanged: boolean) =>
  !plannerSettingChanged &&
  !options?.blob &&
  !options?.serializers &&
  !options?.onNotice &&
  OF_DATA.test(statement);

/** Whether a statement changes how the rest of its transaction is planned. */
const setsPlannerSetting = (statement: string) => /^\s*set\s+local\b/i.test(statement);

export function preparedStatements(database: PGlite, max = MAX_PREPARED_STATEMENTS): PreparedStatements {
  const kept = new Map<string, Prepared>();
  const step = (message: Uint8Array) => database.execProtocolStream(message, { syncToFs: false });

  async function prepare(
    key: string,
    statement: string,
    paramTypes: number[] | undefined,
  ): Promise<Prepared> {
    const oldest = kept.size >= max ? kept.keys().next().value : undefined;
    if (oldest !== undefined) {
      await step(serialize.close({ type: 'S', name: kept.get(oldest)!.name }));
      kept.delete(oldest);
    }
    named += 1;
    const name = `academy_${named}`;
    await step(serialize.parse({ name, text: statement, ...(paramTypes && { types: paramTypes }) }));
    const described = await step(serialize.describe({ type: 'S', name }));
    const prepared = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    kept.set(key, prepared);
    return prepared;
  }

  /** Binds and executes the prepared statement of `key`, preparing it first if need be. */
  async function run(key: string, statement: string, params: unknown[], options: StatementOptions) {
    const messages: BackendMessage[] = [];
    try {
      let prepared = kept.get(key);
      if (prepared) {
        // The longest unused goes first: a statement run now moves to the end.
        kept.delete(key);
        kept.set(key, prepared);
      } else {
        prepared = await prepare(key, statement, options.paramTypes);
      }
      const { name, paramTypes, rowDescription } = prepared;
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const toText = database.serializers[paramTypes[index]!];
        return toText ? toText(value) : String(value);
      });
      if (rowDescription) messages.push(rowDescription);
      messages.push(...(await step(serialize.bind({ statement: name, values }))));
      messages.push(...(await step(serialize.execute({}))));
    } finally {
      messages.push(...(await step(serialize.sync())));
    }
    const parsers = options.parsers ? { ...database.parsers, ...options.parsers } : database.parsers;
    return parse.parseResults(messages, parsers, options)[0]!;
  }

  async function runKept(
    statement: string,
    params: unknown[],
    options: StatementOptions,
    inTransaction: boolean,
  ) {
    const key = options.paramTypes ? `${options.paramTypes.join(',')}|${statement}` : statement;
    try {
      return await run(key, statement, params, options);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED)) throw error;
      // Inside a transaction the failure has aborted it: the caller rolls back, and its next
      // statement finds this one prepared again.
      const stale = kept.get(key);
      kept.delete(key);
      if (stale) await step(serialize.close({ type: 'S', name: stale.name })).catch(() => undefined);
      await step(serialize.sync());
      if (inTransaction) throw error;
      return run(key, statement, params, options);
    }
  }

  return {
    async query(statement, params, options, inTransaction) {
      await database._checkReady();
      const work = async () => {
        const results = await database._runExclusiveQuery(() =>
          runKept(statement, params, options, inTransaction),
        );
        // As PGlite's own `query` does for a statement outside a transaction.
        if (!inTransaction) await database.syncToFs();
        return results;
      };
      return inTransaction ? work() : database._runExclusiveTransaction(work);
    },
  };
}

type Query = PGlite['query'];
const patchedDatabases = new WeakSet<PGlite>();

/**
 * Gives PGlite in this thread (the commands', the API tests') the same prepared statements as the
 * server's thread: its `query`, and its transactions' `query`, run statements of data by name.
 * Patched onto the instance, as tracing patches it (`traceStatements`), so either wraps the other.
 */
export function prepareStatementsOf(database: PGlite): PGlite {
  if (patchedDatabases.has(database)) return database;
  patchedDatabases.add(database);
  const statements = preparedStatements(database);
  const query = database.query.bind(database) as Query;
  const transaction = database.transaction.bind(database);
  const patched: Pick<PGlite, 'query' | 'transaction'> = {
    query: ((statement, params = [], options) =>
      mayKeep(statement, options, false)
        ? statements.query(statement, params, options ?? {}, false)
        : query(statement, params, options)) as Query,
    transaction: (work) =>
      transaction((tx) => {
        let plannerSettingChanged = false;
        const txQuery = tx.query.bind(tx) as Query;
        const txExec = tx.exec.bind(tx);
        Object.assign(tx, {
          query: ((statement, params = [], options) => {
            if (setsPlannerSetting(statement)) plannerSettingChanged = true;
            return mayKeep(statement, options, plannerSettingChanged)
              ? statements.query(statement, params, options ?? {}, true)
              : txQuery(statement, params, options);
          }) as Query,
          exec: ((statement, options) => {
            if (setsPlannerSetting(statement)) plannerSettingChanged = true;
            return txExec(statement, options);
          }) as typeof txExec,
        });
        return work(tx);
      }),
  };
  return Object.assign(database, patched);
}
