import { type PGlite, parse, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** What Drizzle's PGlite driver calls on its client, inside and outside a transaction. */
export interface QueryClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface OneTripPglite extends QueryClient {
  transaction<T>(run: (tx: QueryClient) => Promise<T>): Promise<T>;
}

/**
 * PGlite as Drizzle's client, each query in one exchange with the database. PGlite's own `query`
 * hands parse, describe, bind, describe, execute and sync to the database one message at a time,
 * each a pass through its main loop: half of a device page's time on the embedded store. Here they
 * go together. The parameters' types, which PGlite asks for before binding so that it writes each
 * value as its type wants, are asked once per statement text and kept (`maxKnownTexts`, then
 * forgotten all at once); values are written by PGlite's own serializers, as its `query` does.
 */
export function oneTripClient(pg: PGlite, maxKnownTexts = 2000): OneTripPglite {
  const parameterTypes = new Map<string, number[]>();

  async function typesOf(text: string, options: QueryOptions | undefined): Promise<number[]> {
    // Types given by the caller decide what the database infers, so only inferred ones are kept.
    const keep = !options?.paramTypes;
    const known = keep ? parameterTypes.get(text) : undefined;
    if (known) return known;
    const described = await pg.execProtocol(
      Buffer.concat([
        serialize.parse({ text, types: options?.paramTypes }),
        serialize.describe({ type: 'S' }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const types = parse.parseDescribeStatementResults(described.messages);
    if (!keep) return types;
    if (parameterTypes.size >= maxKnownTexts) parameterTypes.clear();
    parameterTypes.set(text, types);
    return types;
  }

  /** One query; the caller holds PGlite's query lock (and its transaction lock outside a transaction). */
  async function run<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
  ): Promise<Results<T>> {
    try {
      const types = await typesOf(text, options);
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = types[index] ?? 0;
        const write = options?.serializers?.[type] ?? pg.serializers[type];
        return write ? write(value) : String(value);
      });
      const answer = await pg.execProtocol(
        Buffer.concat([
          serialize.parse({ text, types: options?.paramTypes }),
          serialize.bind({ values }),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return parse.parseResults(answer.messages, pg.parsers, options)[0] as Results<T>;
    } catch (error) {
      // As PGlite's own query does, so that a failure names its statement.
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
        const result = await pg._runExclusiveQuery(() => run<T>(text, params, options));
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
            return pg._runExclusiveQuery(() => run<R>(text, params, options));
          },
        }),
      );
    },
  };
}
