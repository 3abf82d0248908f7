import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { protocol } from '@electric-sql/pglite';
import type pg from 'pg';

// Every parameterized statement is parsed and planned once per connection and then only bound and
// executed (docs/decisions/037-prepared-statements.md). Drizzle sends the same SQL text with new
// parameters for each call, and PostgreSQL's parse, analysis and planning were most of what a
// statement cost on PGlite (the order's stock statement 1.8 ms planned each time, 0.45 ms
// prepared). Statements without parameters (migrations, BEGIN, savepoints) run as before.

/** Prepared statements kept per connection; past it, the least recently used is closed (PGlite)
 * or a new text runs unprepared (node-postgres keeps what it has prepared for the connection's
 * life). A few hundred statement texts cover every route. */
export const PREPARED_STATEMENTS_PER_CONNECTION = 400;

/** The name of a statement text on a connection: the same text always gets the same name, so two
 * connections (or a retry after a reconnect) never disagree. */
export function statementName(text: string): string {
  return `sf_${createHash('sha1').update(text).digest('base64url')}`;
}

/** A bounded least-recently-used map of a connection's prepared statement texts: `get` finds a
 * prepared text, `add` answers the entry the caller must close to make room. */
export class PreparedTexts<T> {
  readonly #entries = new Map<string, T>();
  readonly #capacity: number;

  constructor(capacity = PREPARED_STATEMENTS_PER_CONNECTION) {
    this.#capacity = capacity;
  }

  get(text: string): T | undefined {
    const entry = this.#entries.get(text);
    if (entry === undefined) return undefined;
    // most recently used last
    this.#entries.delete(text);
    this.#entries.set(text, entry);
    return entry;
  }

  /** Adds a prepared text; answers the entry it displaced when the set was full. */
  add(text: string, entry: T): T | undefined {
    let displaced: T | undefined;
    if (this.#entries.size >= this.#capacity) {
      const [oldest, value] = this.#entries.entries().next().value as [string, T];
      this.#entries.delete(oldest);
      displaced = value;
    }
    this.#entries.set(text, entry);
    return displaced;
  }

  get size(): number {
    return this.#entries.size;
  }
}

// ---- PGlite ----------------------------------------------------------------------------------

type QueryOptions = Parameters<PGlite['query']>[2];

interface PgliteStatement {
  name: string;
  paramTypes: number[];
  fields: { name: string; dataTypeID: number }[];
}

const { serialize } = protocol;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The part of PGlite's client that Drizzle uses (`query`, `exec`, `transaction`), answering
 * parameterized statements from prepared ones. PGlite's own `query` sends Parse, Describe, Bind,
 * Describe, Execute and Sync as six calls into its WebAssembly for every statement; a prepared
 * statement needs Bind, Execute and Sync, sent as one message.
 *
 * PGlite runs one transaction at a time, in the server's own thread, and hands itself to the next
 * waiting one in a microtask: without a turn of the event loop between them, every request read in
 * one round of I/O ran to its end before the next round read anything, and a request that came
 * meanwhile waited for the rest of that round and then for its place in the next. Each transaction
 * (and each statement run on its own) waits for the loop's next round of I/O once PGlite is its
 * (`setImmediate` runs after the poll phase), so the requests that came meanwhile are read and take
 * their place in PGlite's queue, in the order they came
 * (docs/decisions/080-pglite-takes-requests-in-turn.md). */
export class PreparedPglite {
  readonly #client: PGlite;
  readonly #statements: PreparedTexts<PgliteStatement>;

  constructor(client: PGlite, capacity?: number) {
    this.#client = client;
    this.#statements = new PreparedTexts(capacity);
  }

  async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (params.length === 0) return this.#client.query<T>(text, params, options);
    await this.#client._checkReady();
    return this.#client._runExclusiveTransaction(async () => {
      await nextTurn();
      return this.#run<T>(text, params, options, true);
    });
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#client.exec(text, options);
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.#client.transaction(async (tx) => {
      await nextTurn();
      // PGlite's transaction object with its `query` answered from prepared statements (its
      // `closed`, `exec`, `rollback` and the rest read through the prototype).
      const prepared: Transaction = Object.create(tx);
      prepared.query = <R>(text: string, params: unknown[] = [], options?: QueryOptions) =>
        params.length === 0 || tx.closed
          ? tx.query<R>(text, params, options)
          : this.#run<R>(text, params, options, false);
      return callback(prepared);
    });
  }

  #run<T>(text: string, params: unknown[], options: QueryOptions, autocommit: boolean): Promise<Results<T>> {
    const client = this.#client;
    return client._runExclusiveQuery(async () => {
      try {
        const statement = this.#statements.get(text) ?? (await this.#prepare(text, options));
        const values = params.map((value, index) => {
          if (value === null || value === undefined) return null;
          const type = statement.paramTypes[index]!;
          // looked up, not merged: PGlite's tables hold a serializer and a parser per array type
          const serializer = options?.serializers?.[type] ?? client.serializers[type];
          return serializer ? serializer(value) : String(value);
        });
        const messages = await client.execProtocolStream(
          concat([
            serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        if (autocommit) await client.syncToFs();
        return resultOf<T>(messages, statement.fields, client.parsers, options);
      } catch (error) {
        throw withQuery(error, text, params);
      }
    });
  }

  async #prepare(text: string, options: QueryOptions): Promise<PgliteStatement> {
    const name = statementName(text);
    const messages = await this.#client.execProtocolStream(
      concat([
        serialize.parse({ name, text, types: options?.paramTypes ?? [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const statement: PgliteStatement = { name, paramTypes: [], fields: [] };
    for (const message of messages) {
      if (message.name === 'parameterDescription')
        statement.paramTypes = (message as unknown as { dataTypeIDs: number[] }).dataTypeIDs;
      if (message.name === 'rowDescription')
        statement.fields = (message as unknown as { fields: PgliteStatement['fields'] }).fields.map(
          (field) => ({ name: field.name, dataTypeID: field.dataTypeID }),
        );
    }
    const displaced = this.#statements.add(text, statement);
    if (displaced)
      await this.#client.execProtocolStream(
        concat([serialize.close({ type: 'S', name: displaced.name }), serialize.sync()]),
        { syncToFs: false },
      );
    return statement;
  }
}

type Parsers = Record<number | string, (value: string, typeId: number) => unknown>;

/** The result as PGlite's `query` builds it: rows as objects or arrays, parsed by column type.
 * PGlite's own `parseResults` cannot serve: it reads the columns from a RowDescription, which a
 * prepared statement's Bind and Execute do not send, and merges its parser table per call. */
function resultOf<T>(
  messages: { name: string }[],
  fields: PgliteStatement['fields'],
  parsers: Parsers,
  options: QueryOptions,
): Results<T> {
  const rows: unknown[] = [];
  let affectedRows = 0;
  const asArray = options?.rowMode === 'array';
  for (const message of messages) {
    if (message.name === 'dataRow') {
      const values = (message as unknown as { fields: (string | null)[] }).fields.map((value, index) => {
        if (value === null) return null;
        const typeId = fields[index]!.dataTypeID;
        const parse = options?.parsers?.[typeId] ?? parsers[typeId];
        return parse ? parse(value, typeId) : value;
      });
      rows.push(
        asArray ? values : Object.fromEntries(fields.map((field, index) => [field.name, values[index]])),
      );
    } else if (message.name === 'commandComplete') {
      const words = (message as unknown as { text: string }).text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(words[0]!))
        affectedRows += Number.parseInt(words.at(-1)!, 10) || 0;
    }
  }
  return { rows: rows as T[], fields, affectedRows };
}

/** PGlite's own errors carry the query and its parameters; so do these. */
function withQuery(error: unknown, query: string, params: unknown[]): unknown {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query, params });
  return error;
}

// ---- node-postgres ---------------------------------------------------------------------------

/** Makes a node-postgres connection name every parameterized query by its text, so it parses and
 * plans each once (node-postgres then sends only Bind and Execute). A connection names at most
 * PREPARED_STATEMENTS_PER_CONNECTION texts; later ones run unnamed. Given to the pool's `connect`
 * event: `pool.query` and a checked-out client both go through the client's `query`. */
export function nameStatements(client: pg.PoolClient): void {
  // text -> name, so a statement's name is hashed once per connection, not per query
  const named = new Map<string, string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (config !== null && typeof config === 'object' && !('submit' in config)) {
      const { text, name, values } = config as pg.QueryConfig;
      const params = Array.isArray(rest[0]) ? rest[0] : values;
      if (typeof text === 'string' && name === undefined && params !== undefined && params.length > 0) {
        let statement = named.get(text);
        if (statement === undefined && named.size < PREPARED_STATEMENTS_PER_CONNECTION) {
          statement = statementName(text);
          named.set(text, statement);
        }
        if (statement !== undefined) return query({ ...config, name: statement }, ...rest);
      }
    }
    return query(config, ...rest);
  }) as typeof client.query;
}
