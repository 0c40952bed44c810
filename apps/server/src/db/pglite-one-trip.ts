import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import { readAnswer } from './pglite-answer';

const { serialize } = protocol;

/** What Drizzle's PGlite driver calls on its client, inside and outside a transaction. */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface OneTripPglite extends QueryClient {
  transaction<T>(run: (tx: QueryClient) => Promise<T>): Promise<T>;
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

/**
 * PGlite as Drizzle's client, each query in one exchange with the database. PGlite's own `query`
 * hands parse, describe, bind, describe, execute and sync to the database one message at a time,
 * each a pass through its main loop: half of a device page's time on the embedded store. Here they
 * go together. The parameters' types, which PGlite asks for before binding so that it writes each
 * value as its type wants, are asked once per statement text and kept; values are written by
 * PGlite's own serializers, as its `query` does.
 *
 * A text run a second time becomes a named statement, as postgres.js and JDBC drivers do with
 * the statements they see again: it is parsed once, and PostgreSQL may keep one plan for it when
 * that plan costs no more than planning for each call's values (a device page's rows: about a
 * third of the page's time).
 */
export function oneTripClient(
  pg: PGlite,
  limits: OneTripLimits = { maxKnownTexts: 2000, maxNamed: 500 },
): OneTripPglite {
  const known = new Map<string, KnownText>();
  /** Text -> statement name, least recently run first. */
  const named = new Map<string, string>();

  const exchange = (parts: Uint8Array[]) =>
    pg.execProtocol(Buffer.concat(parts), { syncToFs: false }).then((answer) => answer.messages);

  /** The backend's answer as it wrote it, for `readAnswer`: PGlite's own parser is left out. */
  async function rawExchange(parts: Uint8Array[]): Promise<Buffer> {
    const chunks: Buffer[] = [];
    await pg.execProtocolRawStream(Buffer.concat(parts), {
      syncToFs: false,
      onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
    });
    return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
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
    return name;
  }

  /** One query; the caller holds PGlite's query lock (and its transaction lock outside a transaction). */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    const statement = await knownText(text, options);
    statement.runs += 1;
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.types[index] ?? 0;
      const write = options?.serializers?.[type] ?? pg.serializers[type];
      return write ? write(value) : String(value);
    });
    const execute = [serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    const read = (answer: Buffer) => readAnswer<T>(answer, pg.parsers, options);

    let name = named.get(text);
    if (name === undefined && statement.runs > 1 && !options?.paramTypes) name = await nameStatement(text);
    if (name !== undefined) {
      named.delete(text);
      try {
        const answer = read(await rawExchange([serialize.bind({ statement: name, values }), ...execute]));
        named.set(text, name);
        return answer;
      } catch (error) {
        // A stale statement is closed and the query parsed anew; any other failure is the query's.
        if (!isStale(error)) {
          named.set(text, name);
          throw error;
        }
        statement.runs = 1;
        await exchange([serialize.close({ type: 'S', name }), serialize.sync()]);
        // Inside a transaction the failure has ended it: the caller is told why, and may run it again.
        if (pg.isInTransaction()) throw error;
      }
    }
    const parsed = serialize.parse({ text, types: options?.paramTypes });
    return read(await rawExchange([parsed, serialize.bind({ values }), ...execute]));
  }

  /** As PGlite's own query does, so that a failure names its statement. */
  async function runNamingFailures<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    try {
      return await run<T>(text, params, options);
    } catch (error) {
      if (error instanceof Error && 'code' in error) {
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions) {
      if (options?.blob) return pg.query<T>(text, params, options);
      await pg._checkReady();
      return pg._runExclusiveTransaction(async () => {
        const result = await pg._runExclusiveQuery(() => runNamingFailures<T>(text, params, options));
        await pg.syncToFs();
        return result;
      });
    },
    transaction<T>(work: (tx: QueryClient) => Promise<T>) {
      return pg.transaction((tx) =>
        work({
          async query<R>(text: string, params: unknown[] = [], options?: QueryOptions) {
            if (tx.closed) throw new Error('Transaction is closed');
            if (options?.blob) return tx.query<R>(text, params, options);
            return pg._runExclusiveQuery(() => runNamingFailures<R>(text, params, options));
          },
        }),
      );
    },
  };
}
