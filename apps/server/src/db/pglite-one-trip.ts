import {
  messages as backend,
  Mutex,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  TransactionAbortedError,
  types,
} from '@electric-sql/pglite';
import { readAnswer } from './pglite-answer';
import type { ProtocolEngine } from './pglite-engine';

const { serialize } = protocol;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A value's text with each lone surrogate written as U+FFFD, as Node's UTF-8 encoder (and so the
 * PostgreSQL driver) writes it: PGlite's writer sizes a lone low surrogate after a character past
 * U+07FF wrongly, and the database then refuses the whole message as invalid UTF-8.
 */
function wellFormed<T>(text: T): T {
  return typeof text === 'string' ? (text.replace(loneSurrogate, '\ufffd') as T) : text;
}

/** What Drizzle's PGlite driver calls on its client, inside and outside a transaction. */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface OneTripPglite extends QueryClient {
  transaction<T>(run: (tx: QueryClient) => Promise<T>): Promise<T>;
  /** Runs SQL text of any number of statements, without parameters (migrations, scripts). */
  exec(text: string): Promise<void>;
}

export interface OneTripLimits {
  /** Statement texts whose parameter types are kept; past it they are all forgotten. */
  maxKnownTexts: number;
  /** Named statements kept in the database; past it the least recently run is closed. */
  maxNamed: number;
}

interface KnownText {
  types: number[];
  runs: number;
}

/** Statement names are unique in the process, so that several clients may share one database. */
let namesGiven = 0;

/** PostgreSQL's answer when a kept statement's result columns changed under it (a table altered). */
function isStale(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === '0A000' &&
    error.message === 'cached plan must not change result type'
  );
}

/** Each type's serializer and parser: PGlite's, and one for an array of each type the database has. */
async function typeCodecs(engine: ProtocolEngine) {
  const serializers: Record<number, types.Serializer> = { ...types.serializers };
  const parsers: Record<number, types.Parser> = { ...types.parsers };
  const answer = await engine.exchange(
    serialize.query(`select distinct b.oid, b.typarray from pg_catalog.pg_type a
      join pg_catalog.pg_type b on b.oid = a.typelem where a.typcategory = 'A'`),
  );
  const arrays = readAnswer<[number, number]>(answer, parsers, { rowMode: 'array' }).rows;
  for (const [element, array] of arrays) {
    const [writeElement, readElement] = [serializers[element] ?? String, parsers[element] ?? String];
    serializers[array] = (value) => types.arraySerializer(value, writeElement, array);
    parsers[array] = (value) => types.arrayParser(value, readElement, array);
  }
  return { serializers, parsers };
}

/**
 * The embedded database as Drizzle's client, each query in one exchange with the database (see
 * `ProtocolEngine`). PGlite's own `query` hands parse, describe, bind, describe, execute and sync
 * to the database one message at a time, each a pass through its main loop: half of a device
 * page's time on the embedded store. Here they go together. The parameters' types, which are
 * asked for before binding so that each value is written as its type wants, are asked once per
 * statement text and kept; values are written by PGlite's serializers, as its `query` does.
 *
 * A text run a second time becomes a named statement, as postgres.js and JDBC drivers do with
 * the statements they see again: it is parsed once, and PostgreSQL may keep one plan for it when
 * that plan costs no more than planning for each call's values (a device page's rows: about a
 * third of the page's time).
 *
 * Queries are sent one at a time and answered in that order; a query is sent while the one before
 * it still runs, so that the database (on its own thread, see `startPgliteEngine`) goes from one
 * to the next without waiting for this thread. A query from outside a transaction waits until the
 * transaction has finished.
 */
export async function oneTripClient(
  engine: ProtocolEngine,
  limits: OneTripLimits = { maxKnownTexts: 2000, maxNamed: 500 },
): Promise<OneTripPglite> {
  const { serializers, parsers } = await typeCodecs(engine);
  const known = new Map<string, KnownText>();
  /** Text -> statement name, least recently run first. */
  const named = new Map<string, string>();
  /** Held by a statement outside a transaction, or by a whole transaction. */
  const turns = new Mutex();
  /** Held by each statement of a transaction, whose callers may ask several at once. */
  const statements = new Mutex();

  /** The backend's answer, `readAnswer`'s to read; a failure in it is thrown by the reader. */
  const rawExchange = (parts: Uint8Array[], sync = false) => engine.exchange(Buffer.concat(parts), { sync });

  /** The backend's messages, or the failure among them thrown. */
  async function exchange(parts: Uint8Array[], sync = false): Promise<backend.BackendMessage[]> {
    const messages: backend.BackendMessage[] = [];
    new protocol.Parser().parse(await rawExchange(parts, sync), (message) => messages.push(message));
    const failure = messages.find((message) => message instanceof Error);
    if (failure) throw failure;
    return messages;
  }

  /**
   * SQL without parameters, any number of statements; answers each one's command tag. `sync` when
   * it ends its changes (outside a transaction, or the transaction itself).
   */
  async function simpleQuery(text: string, sync: boolean): Promise<string[]> {
    const messages = await exchange([serialize.query(text)], sync);
    return messages.flatMap((message) =>
      message instanceof backend.CommandCompleteMessage ? [message.text] : [],
    );
  }

  async function knownText(text: string, options: QueryOptions | undefined): Promise<KnownText> {
    // Types given by the caller decide what the database infers, so only inferred ones are kept.
    const keep = !options?.paramTypes;
    const kept = keep ? known.get(text) : undefined;
    if (kept) return kept;
    const described = await exchange([
      serialize.parse({ text, types: options?.paramTypes }),
      serialize.describe({ type: 'S' }),
      serialize.sync(),
    ]);
    const fresh = { types: parse.parseDescribeStatementResults(described), runs: 0 };
    if (!keep) return fresh;
    if (known.size >= limits.maxKnownTexts) known.clear();
    known.set(text, fresh);
    return fresh;
  }

  /** Makes `text` a named statement, closing the least recently run one past the limit. */
  async function nameStatement(text: string): Promise<string> {
    const messages: Uint8Array[] = [];
    if (named.size >= limits.maxNamed) {
      const [oldestText, oldestName] = named.entries().next().value as [string, string];
      named.delete(oldestText);
      messages.push(serialize.close({ type: 'S', name: oldestName }));
    }
    const name = `one_trip_${++namesGiven}`;
    await exchange([...messages, serialize.parse({ name, text }), serialize.sync()]);
    named.set(text, name);
    return name;
  }

  /**
   * Sends the exchange that runs a query, and answers how its answer will come. The caller holds
   * its turn (see `turns`) while it is sent, not while it runs: the database answers in the order
   * it was asked, so that the next query is on its way while this one runs.
   */
  async function send(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<{ answer: Promise<Buffer>; name?: string }> {
    if (options?.blob) throw new Error('the embedded store takes no files with a query');
    const statement = await knownText(text, options);
    statement.runs += 1;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[index] ?? 0;
      const write = options?.serializers?.[type] ?? serializers[type];
      return wellFormed(write ? write(value) : String(value));
    });
    const execute = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    let name = named.get(text);
    if (name === undefined && statement.runs > 1 && !options?.paramTypes) name = await nameStatement(text);
    if (name === undefined) {
      const parsed = serialize.parse({ text, types: options?.paramTypes });
      return { answer: rawExchange([parsed, serialize.bind({ values }), ...execute], !inTransaction) };
    }
    // The most recently run last: the first is closed when there are too many.
    named.delete(text);
    named.set(text, name);
    const bind = serialize.bind({ statement: name, values });
    return { answer: rawExchange([bind, ...execute], !inTransaction), name };
  }

  /** One query, sent in its turn of `turn`; a stale named statement is closed and the text parsed anew. */
  async function run<T>(
    turn: Mutex,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ): Promise<Results<T>> {
    const sent = await turn.runExclusive(() => send(text, params, options, inTransaction));
    try {
      return readAnswer<T>(await sent.answer, parsers, options);
    } catch (error) {
      if (sent.name === undefined || !isStale(error)) throw error;
      const name = sent.name;
      const again = await turn.runExclusive(async () => {
        if (named.get(text) === name) {
          named.delete(text);
          const statement = known.get(text);
          if (statement) statement.runs = 1;
        }
        await exchange([serialize.close({ type: 'S', name }), serialize.sync()]);
        // Inside a transaction the failure has ended it: the caller is told why, and may run it again.
        if (inTransaction) throw error;
        return send(text, params, options, inTransaction);
      });
      return readAnswer<T>(await again.answer, parsers, options);
    }
  }

  /**
   * A failure names its statement, as PGlite's own query does, but not its values: those may be
   * a password hash or a token hash, and failures end up in logs.
   */
  async function runNamingFailures<T>(
    turn: Mutex,
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) {
    try {
      return await run<T>(turn, text, params, options, inTransaction);
    } catch (error) {
      if (error instanceof Error && 'code' in error) {
        Object.assign(error, { query: text });
      }
      throw error;
    }
  }

  return {
    query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      return runNamingFailures<T>(turns, text, params, options, false);
    },
    exec: async (text) => {
      await turns.runExclusive(() => simpleQuery(text, true));
    },
    transaction<T>(work: (tx: QueryClient) => Promise<T>) {
      return turns.runExclusive(async () => {
        await simpleQuery('BEGIN', false);
        let closed = false;
        try {
          const result = await work({
            query<R>(text: string, params: unknown[] = [], options?: QueryOptions) {
              if (closed) return Promise.reject(new Error('Transaction is closed'));
              return runNamingFailures<R>(statements, text, params, options, true);
            },
          });
          closed = true;
          const [ended] = await simpleQuery('COMMIT', true);
          // PostgreSQL ends a failed transaction's COMMIT with a rollback, and says so only by its tag.
          if (ended === 'ROLLBACK') throw new TransactionAbortedError();
          return result;
        } catch (error) {
          if (!closed) {
            closed = true;
            await simpleQuery('ROLLBACK', true);
          }
          throw error;
        }
      });
    },
  };
}
