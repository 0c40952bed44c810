import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../test/excel-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

/** The devices an export reads at a time (DevicesQueries.chunks): the unreadable one comes after them. */
const FIRST_BATCH = 1000;
const paths = [
  '/remote/excel/exportDevices',
  '/remote/excel/downloadDeviceStateExcel',
  '/remote/excel/downloadDeviceExpire',
];

const logLines: string[] = [];
let t: TestApp;
let admin: string;
let base: string;
/** Holds one device that no export can write. */
let broken: { id: number };
/** Holds that device, oldest, then a full first batch of sound ones. */
let large: { id: number };
let sound: { id: number };

/**
 * A device whose last update is `infinity`: the database holds it, no date in JavaScript does, so
 * presenting it fails whatever the filter. A failure that no validation of the request can catch.
 */
function unreadableDevice(accountId: number, projectId: number, code: string): string {
  return `insert into devices (code, name, type_id, account_id, project_id, token_hash, token_hint, updated_at)
    values ('${code}', 'unreadable', 1, ${accountId}, ${projectId}, md5('${code}'), 'x', 'infinity')`;
}

beforeAll(async () => {
  t = await startTestApp({}, { logLines });
  admin = await t.signIn('admin', ADMIN_PASSWORD);
  broken = await addProject(t, admin);
  large = await addProject(t, admin);
  sound = await addProject(t, admin);
  await addDevice(t, admin, sound.id);
  const owner = (await t.get('/remote/project/detail', { token: admin, query: { id: large.id } })).body.data
    .accountid as number;
  await t.store.execute(unreadableDevice(owner, broken.id, 'UNREADABLE-1'));
  await t.store.execute(unreadableDevice(owner, large.id, 'UNREADABLE-2'));
  await t.store.execute(`insert into devices (code, name, type_id, account_id, project_id, token_hash, token_hint)
    select 'BULK-' || i, 'bulk lamp', 1, ${owner}, ${large.id}, md5('bulk' || i), 'x'
    from generate_series(1, ${FIRST_BATCH}) as i`);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('a device export that fails before its first byte', () => {
  it('answers an error in the API’s shape, not a 200 with a cut file', async () => {
    for (const path of paths) {
      const answer = await t.get(path, { token: admin, query: { projectid: broken.id } });
      expect(answer.statusCode, path).toBe(500);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.body).toEqual({ status: 500, message: 'internal error', data: null });
    }
  });
});

describe('a device export that fails after its first batch was sent', () => {
  it('ends the download broken, logs why with its context, and the platform keeps serving', async () => {
    const from = logLines.length;
    const url = `${base}/prod-api${paths[0]}?projectid=${large.id}`;
    const answer = await fetch(url, { headers: { authorization: `Bearer ${admin}` } });
    expect(answer.status).toBe(200);
    // The connection is ended, not left hanging: reading the body fails instead of waiting forever.
    const cut = await answer.arrayBuffer().then(
      () => undefined,
      (error: Error) => error,
    );
    expect(cut).toBeInstanceOf(TypeError);
    expect(String(cut?.cause)).toMatch(/other side closed|socket/i);

    const logged = logLines.slice(from).map((line) => JSON.parse(line));
    const failure = logged.find((line) => line.msg === 'answer cut short after its first byte');
    expect(failure).toMatchObject({
      level: 50,
      req: { method: 'GET', path: `/prod-api${paths[0]}` },
      err: { message: `the export stopped after ${FIRST_BATCH} rows`, cause: { type: 'RangeError' } },
    });

    const next = await fetch(`${base}/prod-api${paths[0]}?projectid=${sound.id}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(next.status).toBe(200);
    expect((await readWorkbook(Buffer.from(await next.arrayBuffer()))).rows).toHaveLength(2);
  });
});
