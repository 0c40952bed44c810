import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testStoreKind } from '../test/test-store';
import { type ProtocolEngine, startPgliteEngine } from './pglite-engine';

const { serialize } = protocol;

/** The values of the data rows of an answer, and its failure's message if it has one. */
function read(answer: Buffer): { rows: (string | null)[][]; failure?: string } {
  const rows: (string | null)[][] = [];
  let failure: string | undefined;
  new protocol.Parser().parse(answer, (message) => {
    if (message instanceof Error) failure ??= message.message;
    if ('fields' in message && message.name === 'dataRow') rows.push(message.fields as (string | null)[]);
  });
  return { rows, ...(failure ? { failure } : {}) };
}

const query = (text: string) => Buffer.concat([serialize.query(text)]);

describe.runIf(testStoreKind() === 'pglite')('the embedded database on its own thread', () => {
  let engine: ProtocolEngine;

  beforeAll(async () => {
    engine = await startPgliteEngine();
  });
  afterAll(() => engine.close());

  it('answers exchanges sent at once in the order they were sent', async () => {
    await engine.exchange(query('create table poles (id int primary key, height int)'));
    const sent = [
      engine.exchange(query('insert into poles values (1, 8)')),
      engine.exchange(query('update poles set height = height + 1 where id = 1')),
      engine.exchange(query('select height from poles where id = 1')),
      engine.exchange(query('update poles set height = height * 10 where id = 1')),
      engine.exchange(query('select height from poles where id = 1')),
    ];
    const answers = (await Promise.all(sent)).map(read);
    expect(answers[2]?.rows).toEqual([['9']]);
    expect(answers[4]?.rows).toEqual([['90']]);
  });

  it('hands back a failure of the database as it wrote it, and goes on answering', async () => {
    const [failed, after] = await Promise.all([
      engine.exchange(query('select height from no_such_table')),
      engine.exchange(query('select 1 + 1')),
    ]);
    expect(read(failed as Buffer).failure).toBe('relation "no_such_table" does not exist');
    expect(read(after as Buffer)).toEqual({ rows: [['2']] });
  });

  it('keeps what it wrote in its data directory for the next start', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-engine-'));
    try {
      const first = await startPgliteEngine(dir);
      await first.exchange(query('create table lamps (code text); insert into lamps values ($$L-1$$)'), {
        sync: true,
      });
      await first.close();
      const second = await startPgliteEngine(dir);
      expect(read(await second.exchange(query('select code from lamps'))).rows).toEqual([['L-1']]);
      await second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('tells why a data directory cannot be opened', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-engine-')), 'not-a-directory');
    fs.writeFileSync(file, 'plain text');
    await expect(startPgliteEngine(file)).rejects.toThrow(/^the embedded database did not open: /);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });

  it('refuses exchanges once closed, with the reason', async () => {
    const closing = await startPgliteEngine();
    await closing.close();
    await closing.close();
    await expect(closing.exchange(query('select 1'))).rejects.toThrow('the embedded database is closed');
  });

  it('does not keep a process alive while it waits for work, nor end one while it works', () => {
    const engineModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pglite-engine.ts');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-engine-'));
    const script = path.join(dir, 'idle.mjs');
    fs.writeFileSync(
      script,
      `const { startPgliteEngine } = await import(${JSON.stringify(engineModule)});
      const engine = await startPgliteEngine();
      await engine.exchange(Buffer.from(${JSON.stringify([...query('select 1')])}));
      console.log('answered');`,
    );
    const run = spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: path.dirname(engineModule),
      encoding: 'utf8',
      timeout: 60_000,
    });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('answered');
    expect(run.status).toBe(0);
  });
});
