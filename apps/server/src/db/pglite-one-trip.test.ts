import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStoreKind } from '../test/test-store';
import type { ProtocolEngine } from './pglite-engine';
import { oneTripClient } from './pglite-one-trip';

/** The client's database in this thread, so that the tests may look at it directly too. */
function inProcess(pg: PGlite): ProtocolEngine {
  return {
    async exchange(message) {
      const chunks: Buffer[] = [];
      await pg.execProtocolRawStream(message, {
        syncToFs: false,
        onRawData: (chunk) => chunks.push(Buffer.from(chunk)),
      });
      return Buffer.concat(chunks);
    },
    close: () => pg.close(),
  };
}

describe.runIf(testStoreKind() === 'pglite')('PGlite queried in one exchange', () => {
  let pg: PGlite;

  beforeAll(async () => {
    pg = await PGlite.create();
    await pg.exec(`
      create table lamps (
        id int primary key, code text unique not null, lit boolean, seen timestamptz, installed date,
        power numeric, settings jsonb, photo bytea, tags text[]
      )`);
  });
  afterAll(() => pg.close());

  const insert = `insert into lamps values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning *`;
  const row = [
    7,
    "Quay 'A' 7",
    true,
    new Date('2026-11-23T18:30:00Z'),
    '2026-03-01',
    '80.5',
    { dim: 40, modes: [1, 2] },
    new Uint8Array([0, 255, 16]),
    ['north', 'a "quoted" tag'],
  ];

  it('writes and reads every kind of value as PGlite itself does, in both row modes', async () => {
    const client = await oneTripClient(inProcess(pg));
    const ours = await client.query(insert, row);
    const again = await pg.query('select * from lamps where id = $1', [7]);
    expect(ours.rows).toEqual(again.rows);
    expect(ours.affectedRows).toBe(1);
    expect(ours.rows[0]).toMatchObject({
      code: "Quay 'A' 7",
      settings: { dim: 40, modes: [1, 2] },
      tags: row[8],
    });

    const text = 'select code, seen, power from lamps where id = any($1) and lit = $2';
    const options = { rowMode: 'array' as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const [mine, theirs] = [
      await client.query(text, [[7, 8], true], options),
      await pg.query(text, [[7, 8], true], options),
    ];
    expect(mine).toEqual(theirs);
    expect(mine.rows).toEqual([["Quay 'A' 7", '2026-11-23 18:30:00+00', '80.5']]);
    expect(mine).toMatchObject({ command: 'SELECT', rowCount: 1, affectedRows: 0 });
    const update = 'update lamps set lit = $1 where id = $2';
    expect(await client.query(update, [true, 7])).toEqual(await pg.query(update, [true, 7]));
    expect(await client.query('select 1 where false', [])).toEqual(await pg.query('select 1 where false'));

    expect((await client.query('select count(*)::int as n from lamps where seen is null', [])).rows).toEqual([
      { n: 0 },
    ]);
    expect((await client.query('select $1::text as nothing', [null])).rows).toEqual([{ nothing: null }]);
  });

  it('answers a failure with the database error and its statement, and goes on answering', async () => {
    const client = await oneTripClient(inProcess(pg));
    const duplicate = client.query(insert, row);
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 'lamps_pkey', query: insert });
    await expect(client.query('selec code from lamps', [])).rejects.toMatchObject({ code: '42601' });
    await expect(
      client.query('select code from lamps where id = $1', ['not a number']),
    ).rejects.toMatchObject({
      code: '22P02',
    });
    expect((await client.query('select code from lamps where id = $1', [7])).rows).toEqual([
      { code: "Quay 'A' 7" },
    ]);
  });

  it('keeps a transaction whole: its own writes seen inside, all undone when its work fails', async () => {
    const client = await oneTripClient(inProcess(pg));
    const failing = client.transaction(async (tx) => {
      await tx.query('insert into lamps (id, code) values ($1, $2)', [20, 'T-20']);
      const inside = await tx.query<{ code: string }>('select code from lamps where id = $1', [20]);
      expect(inside.rows).toEqual([{ code: 'T-20' }]);
      await tx.query('insert into lamps (id, code) values ($1, $2)', [21, 'T-20']);
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect((await client.query('select id from lamps where id in (20, 21)', [])).rows).toEqual([]);

    let kept: (typeof client)['query'] | undefined;
    await client.transaction(async (tx) => {
      kept = tx.query;
      await tx.query('insert into lamps (id, code) values ($1, $2)', [22, 'T-22']);
    });
    expect((await client.query('select code from lamps where id = $1', [22])).rows).toEqual([
      { code: 'T-22' },
    ]);
    await expect(kept?.('select 1', [])).rejects.toThrow('Transaction is closed');
  });

  it('lets a query from outside wait until a transaction has finished', async () => {
    const client = await oneTripClient(inProcess(pg));
    const order: string[] = [];
    let started!: () => void;
    const begun = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = client.transaction(async (tx) => {
      await tx.query('update lamps set lit = $1 where id = $2', [false, 7]);
      started();
      await new Promise((resolve) => setTimeout(resolve, 50));
      order.push('transaction');
    });
    await begun;
    const outside = client
      .query<{ lit: boolean }>('select lit from lamps where id = $1', [7])
      .then((result) => {
        order.push('outside');
        return result.rows;
      });
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['transaction', 'outside']);
    expect(await outside).toEqual([{ lit: false }]);
  });

  it('still writes each value by its type after it forgot the statements it knew', async () => {
    const client = await oneTripClient(inProcess(pg), { maxKnownTexts: 2, maxNamed: 500 });
    const texts = [
      'select $1::int + 1 as n',
      'select $1::jsonb as settings',
      'select $1::date as day',
      'select $1::int + 1 as n',
    ];
    const answers = [];
    for (const text of texts) {
      const value = text.includes('jsonb') ? { on: true } : text.includes('date') ? '2026-11-23' : 41;
      answers.push((await client.query(text, [value])).rows[0]);
    }
    expect(answers).toEqual([
      { n: 42 },
      { settings: { on: true } },
      { day: new Date('2026-11-23') },
      { n: 42 },
    ]);
  });

  it('writes a value as the types the caller gives, not as those of the same text before', async () => {
    const client = await oneTripClient(inProcess(pg));
    const text = 'select $1 as value';
    expect((await client.query(text, ['plain'])).rows).toEqual([{ value: 'plain' }]);
    const typed = await client.query(text, [{ dim: 40 }], { paramTypes: [types.JSONB] });
    expect(typed.rows).toEqual([{ value: { dim: 40 } }]);
    expect((await client.query(text, ['plain'])).rows).toEqual([{ value: 'plain' }]);
  });

  it('writes text that is not well-formed as the PostgreSQL driver does: a lone surrogate as U+FFFD', async () => {
    const client = await oneTripClient(inProcess(pg));
    // PGlite writes a lone low surrogate after a character past U+07FF as bytes the database
    // refuses ("invalid byte sequence for encoding UTF8", a 500 to whoever sent the text).
    const answer = await client.query('select $1::text as value, $2::text[] as tags', [
      '灯\udcd2',
      ['\ud800\u4e00', '\ufeff\udfff'],
    ]);
    expect(answer.rows).toEqual([{ value: '灯\ufffd', tags: ['\ufffd\u4e00', '\ufeff\ufffd'] }]);
  });

  /** The texts PGlite holds as named statements of this module's clients. */
  async function namedTexts(): Promise<string[]> {
    const kept = await pg.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'one_trip_%' order by prepare_time",
    );
    return kept.rows.map((row) => row.statement);
  }

  it('keeps a text run a second time as a named statement, and only once', async () => {
    await pg.exec('deallocate all');
    const client = await oneTripClient(inProcess(pg));
    const text = 'select code from lamps where id = $1';
    await client.query(text, [7]);
    expect(await namedTexts()).toEqual([]);
    for (let run = 0; run < 3; run++) {
      expect((await client.query(text, [7])).rows).toEqual([{ code: "Quay 'A' 7" }]);
    }
    expect(await namedTexts()).toEqual([text]);
  });

  it('keeps a named statement through its failures, without parsing it again', async () => {
    await pg.exec('deallocate all');
    const client = await oneTripClient(inProcess(pg));
    const text = 'insert into lamps (id, code) values ($1, $2)';
    await client.query(text, [30, 'N-30']);
    await expect(client.query(text, [31, 'N-30'])).rejects.toMatchObject({ code: '23505', query: text });
    await expect(client.query(text, [31, 'N-30'])).rejects.toMatchObject({ code: '23505' });
    await client.query(text, [31, 'N-31']);
    expect(await namedTexts()).toEqual([text]);
  });

  it('reads the new columns of a table altered under a named statement', async () => {
    await pg.exec('deallocate all');
    await pg.exec('create table poles (id int primary key, height int)');
    await pg.exec('insert into poles values (1, 8)');
    const client = await oneTripClient(inProcess(pg));
    const text = 'select * from poles where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await pg.exec("alter table poles add column material text default 'steel'");
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, height: 8, material: 'steel' }]);
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, height: 8, material: 'steel' }]);
    expect(await namedTexts()).toEqual([text]);
  });

  it('tells a transaction that a table changed under its named statement, and reads it anew after', async () => {
    await pg.exec('deallocate all');
    await pg.exec('create table masts (id int primary key)');
    await pg.exec('insert into masts values (1)');
    const client = await oneTripClient(inProcess(pg));
    const text = 'select * from masts where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await pg.exec('alter table masts add column lit boolean default true');
    const inside = client.transaction((tx) => tx.query(text, [1]));
    await expect(inside).rejects.toMatchObject({ code: '0A000' });
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, lit: true }]);
  });

  it('closes the least recently run named statement past its limit', async () => {
    await pg.exec('deallocate all');
    const client = await oneTripClient(inProcess(pg), { maxKnownTexts: 2000, maxNamed: 2 });
    const [a, b, c] = ['select 1 + $1::int as n', 'select 2 + $1::int as n', 'select 3 + $1::int as n'];
    for (const text of [a, a, b, b, a, c, c]) await client.query(text, [1]);
    // Two statements may be prepared within one tick of the database's clock: compared as a set.
    expect((await namedTexts()).sort()).toEqual([a, c].sort());
    expect((await client.query(b, [1])).rows).toEqual([{ n: 3 }]);
  });

  it('names a text once when many callers run it at once, and closes the oldest past its limit', async () => {
    await pg.exec('deallocate all');
    const client = await oneTripClient(inProcess(pg), { maxKnownTexts: 2000, maxNamed: 2 });
    const texts = ['select 10 + $1::int as n', 'select 20 + $1::int as n', 'select 30 + $1::int as n'];
    for (const text of texts) await client.query(text, [0]);
    const asked = texts.flatMap((text, t) =>
      Array.from({ length: 10 }, (_, i) =>
        client.query<{ n: number }>(text, [i]).then((r) => [t, i, r.rows[0]?.n]),
      ),
    );
    for (const [t, i, n] of await Promise.all(asked)) expect(n).toBe(10 * ((t ?? 0) + 1) + (i ?? 0));
    expect((await namedTexts()).sort()).toEqual(texts.slice(1));
  });

  it('reads anew every query in flight on a statement a table change made stale', async () => {
    await pg.exec('deallocate all');
    await pg.exec('create table arms (id int primary key)');
    await pg.exec('insert into arms values (1)');
    const client = await oneTripClient(inProcess(pg));
    const text = 'select * from arms where id = $1';
    await client.query(text, [1]);
    await client.query(text, [1]);
    await pg.exec('alter table arms add column length int default 2');
    const asked = Array.from({ length: 5 }, () => client.query(text, [1]));
    for (const answer of await Promise.all(asked)) expect(answer.rows).toEqual([{ id: 1, length: 2 }]);
    expect(await namedTexts()).toEqual([text]);
  });

  it('answers many callers at once, each with its own rows', async () => {
    const client = await oneTripClient(inProcess(pg));
    const asked = Array.from({ length: 50 }, (_, i) =>
      client.query<{ n: number }>('select $1::int * 2 as n', [i]),
    );
    expect((await Promise.all(asked)).map((result) => result.rows[0]?.n)).toEqual(
      Array.from({ length: 50 }, (_, i) => i * 2),
    );
  });
});
