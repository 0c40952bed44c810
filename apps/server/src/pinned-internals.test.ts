import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import {
  messages as backend,
  Mutex,
  PGlite,
  parse,
  protocol,
  TransactionAbortedError,
  types,
} from '@electric-sql/pglite';
import { Aedes, type Client } from 'aedes';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import mqtt from 'mqtt';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The store's driver (db/pglite-one-trip.ts, db/pglite-answer.ts, db/pglite-engine.worker.js,
 * db/client.ts) and the broker's hooks (transport/mqtt/parser-hooks.ts,
 * transport/mqtt/refusal-ack.ts) use parts of these packages that are not their public promise.
 * Each is pinned to the exact version below; an upgrade fails here first, saying which internal
 * moved, before it fails somewhere far from its cause.
 */
const CHECKED_AGAINST = {
  '@electric-sql/pglite': '0.5.16',
  'drizzle-orm': '0.45.4',
  aedes: '2.0.0-beta.1',
} as const;
type Pinned = keyof typeof CHECKED_AGAINST;

const require = createRequire(import.meta.url);
const serverPackage = JSON.parse(readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8'));

/** The version of `name` that Node loads: the package.json above its entry point. */
function installedVersion(name: Pinned): string {
  for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    try {
      const found = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      if (found.name === name) return found.version;
    } catch {}
  }
  throw new Error(`no package.json found for ${name}`);
}

describe.each(Object.keys(CHECKED_AGAINST) as Pinned[])('%s', (name) => {
  it('is pinned to the exact version whose internals were checked, and that version is installed', () => {
    const checked = CHECKED_AGAINST[name];
    expect(
      serverPackage.dependencies[name],
      `${name} must be pinned to an exact version in apps/server/package.json (its internals are used)`,
    ).toBe(checked);
    expect(
      installedVersion(name),
      `${name} ${installedVersion(name)} is installed but its internals were checked against ${checked}: ` +
        'read the failures of this file and the files named at its top, then update CHECKED_AGAINST and the pin',
    ).toBe(checked);
  });
});

/** Backend message bytes: a kind letter, then a length that counts itself and the body. */
function message(kind: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(kind, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

function backendMessages(bytes: Buffer): backend.BackendMessage[] {
  const read: backend.BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (each) => read.push(each));
  return read;
}

describe('the PGlite internals the embedded store drives', () => {
  it('writes the frontend messages of the extended protocol', () => {
    const firstByte = (bytes: Uint8Array) => String.fromCharCode(bytes[0] ?? 0);
    const { serialize } = protocol;
    expect(
      [
        serialize.query('select 1'),
        serialize.parse({ name: 'one_trip_1', text: 'select $1::int' }),
        serialize.describe({ type: 'S' }),
        serialize.bind({ statement: 'one_trip_1', values: ['1'] }),
        serialize.execute({}),
        serialize.sync(),
        serialize.close({ type: 'S', name: 'one_trip_1' }),
      ].map(firstByte),
      'protocol.serialize: query, parse, describe, bind, execute, sync and close',
    ).toEqual(['Q', 'P', 'D', 'B', 'E', 'S', 'C']);
  });

  it('reads backend messages: a command tag, a failure with its code, the types of parameters', () => {
    const [complete] = backendMessages(message('C', Buffer.from('INSERT 0 3\0')));
    expect(complete, 'protocol.Parser emits messages.CommandCompleteMessage').toBeInstanceOf(
      backend.CommandCompleteMessage,
    );
    expect((complete as backend.CommandCompleteMessage).text).toBe('INSERT 0 3');

    const [failure] = backendMessages(message('E', Buffer.from('SERROR\0C42P01\0Mno such table\0\0')));
    expect(failure, 'protocol.Parser emits a failure as an Error').toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '42P01', message: 'no such table' });

    const described = Buffer.alloc(10);
    described.writeInt16BE(2, 0);
    described.writeInt32BE(23, 2);
    described.writeInt32BE(25, 6);
    expect(
      parse.parseDescribeStatementResults(backendMessages(message('t', described))),
      'parse.parseDescribeStatementResults answers the parameter type ids',
    ).toEqual([23, 25]);
  });

  it('has a serializer and a parser for each type by its id, and the array codecs', () => {
    expect(types.parsers[types.INT4]?.('42', types.INT4)).toBe(42);
    expect(types.parsers[types.BOOL]?.('t', types.BOOL)).toBe(true);
    expect(types.serializers[types.JSONB]?.({ a: 1 })).toBe('{"a":1}');
    expect(types.arraySerializer([1, 2], String, 1007)).toBe('{"1","2"}');
    expect(types.arrayParser('{1,2}', (value: string) => Number(value), 1007)).toEqual([1, 2]);
  });

  it('has the mutex, the aborted transaction and the database thread call', async () => {
    expect(await new Mutex().runExclusive(async () => 'ran')).toBe('ran');
    expect(new TransactionAbortedError()).toBeInstanceOf(Error);
    expect(typeof PGlite.prototype.execProtocolRawStream, 'PGlite#execProtocolRawStream').toBe('function');
  });
});

describe('the Drizzle PGlite driver, driven over a client of our own', () => {
  /** A client as the one-trip client is: `query`, and `transaction` handing a client with `query`. */
  function recordingClient(answer: (text: string) => Promise<unknown>) {
    const calls: { method: string; text?: string; options?: { rowMode?: string; parsers?: object } }[] = [];
    const query = async (text: string, _params: unknown[], options: { rowMode?: string }) => {
      calls.push({ method: 'query', text, options });
      return answer(text);
    };
    const client = {
      query,
      transaction: async <T>(work: (tx: { query: typeof query }) => Promise<T>) => {
        calls.push({ method: 'transaction' });
        return work({ query });
      },
    };
    return { client, calls };
  }
  const empty = async () => ({ rows: [], fields: [], affectedRows: 0 });

  it('calls only query (rows as arrays or objects, with parsers by type id) and transaction', async () => {
    const { client, calls } = recordingClient(empty);
    const db = drizzle(client as never);
    await db.execute(sql`select 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 2`);
    });
    expect(calls.map((call) => [call.method, call.text])).toEqual([
      ['query', 'select 1'],
      ['transaction', undefined],
      ['query', 'select 2'],
    ]);
    for (const call of calls.filter((each) => each.method === 'query')) {
      expect(['array', 'object']).toContain(call.options?.rowMode);
      expect(Object.keys(call.options?.parsers ?? {})).toContain(String(types.TIMESTAMPTZ));
    }
  });

  it("wraps the client's failure in DrizzleQueryError with the query and the failure as its cause", async () => {
    const refusal = Object.assign(new Error('duplicate key'), { code: '23505' });
    const db = drizzle(recordingClient(() => Promise.reject(refusal)).client as never);
    const failure = await db.execute(sql`select 3`).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DrizzleQueryError);
    expect(failure).toMatchObject({ query: 'select 3', cause: refusal });
  });
});

describe('the Aedes internals the broker hooks', () => {
  const brokers: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const each of brokers) await each.close();
  });

  /** A broker on a free port; `marked` topics are refused the way refusal-ack.ts refuses them. */
  async function startBroker(marked: string) {
    const clients: Client[] = [];
    const broker = await Aedes.createBroker({
      authorizePublish: (_client, packet, done) => {
        if (packet.topic === marked)
          (packet as typeof packet & { _notAuthorized?: boolean })._notAuthorized = true;
        done(null);
      },
    });
    broker.on('client', (client) => clients.push(client));
    const server = net.createServer((socket) => broker.handle(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `mqtt://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const connected: mqtt.MqttClient[] = [];
    brokers.push({
      close: async () => {
        for (const client of connected) await client.endAsync(true);
        await new Promise<void>((resolve) => broker.close(() => resolve()));
        await new Promise<void>((resolve) => server.close(() => resolve()));
      },
    });
    const connect = async () => {
      const client = await mqtt.connectAsync(url, { protocolVersion: 5, reconnectPeriod: 0 });
      connected.push(client);
      return client;
    };
    return { clients, connect };
  }

  it("keeps each connection's MQTT parser, socket, protocol version and problem-information wish", async () => {
    const { clients, connect } = await startBroker('refused');
    await connect();
    const [client] = clients as [Client];
    const internals = client as unknown as Record<string, unknown> & { _parser: Record<string, unknown> };
    expect(typeof internals._parser?._parseLength, 'client._parser._parseLength').toBe('function');
    expect(typeof internals._parser?._emitError, 'client._parser._emitError').toBe('function');
    expect(typeof internals._parser?.prependListener, 'client._parser.prependListener').toBe('function');
    expect(internals._parser?.packet, 'client._parser.packet').toMatchObject({ length: expect.any(Number) });
    expect(internals.conn, 'client.conn').toBeInstanceOf(net.Socket);
    expect(internals.version, 'client.version').toBe(5);
    expect(internals._requestProblemInformation, 'client._requestProblemInformation').toBe(true);
  });

  it('passes on nothing of a publish it was told was refused (packet._notAuthorized)', async () => {
    const { connect } = await startBroker('refused');
    const listener = await connect();
    const heard: string[] = [];
    const second = new Promise<void>((resolve) =>
      listener.on('message', (topic) => {
        heard.push(topic);
        if (topic === 'accepted') resolve();
      }),
    );
    await listener.subscribeAsync(['refused', 'accepted']);
    const sender = await connect();
    await sender.publishAsync('refused', 'first');
    await sender.publishAsync('accepted', 'second', { qos: 1 });
    await second;
    expect(heard).toEqual(['accepted']);
  });
});
