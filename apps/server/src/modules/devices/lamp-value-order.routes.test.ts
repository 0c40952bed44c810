import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedAccount, createAccount } from '../../test/accounts-fixture';
import { addDevice, addProject } from '../../test/inventory-fixture';
import { reportedLatest } from '../../test/lamp-values-fixture';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let a: CreatedAccount;
const names = new Map<number, string>();

type Query = Record<string, string | number>;

/** Names of the devices of every page of `size` a sorted solar list answers, in order. */
async function pages(query: Query, size: number): Promise<string[]> {
  const found: string[] = [];
  for (let pagenum = 1; ; pagenum++) {
    const answer = await t.get('/remote/device/list', {
      token: a.token,
      query: { devicetype: 1, pagesize: size, pagenum, ...query },
    });
    expect(answer.statusCode, answer.body.message).toBe(200);
    const list: { id: number }[] = answer.body.data[0].list;
    found.push(...list.map((row) => names.get(row.id) ?? String(row.id)));
    if (list.length < size) return found;
  }
}

beforeAll(async () => {
  t = await startTestApp();
  a = await createAccount(t, await t.signIn('admin', ADMIN_PASSWORD), { username: 'lamp_order_a' });
  const park = await addProject(t, a.token, { name: 'Order park' });
  const lamps: [string, Record<string, number> | undefined][] = [
    ['quiet1', undefined],
    ['half1', { batterySoc: 50, loadPower: 20 }],
    ['low', { batterySoc: 10, loadPower: 0 }],
    ['quiet2', undefined],
    ['half2', { batterySoc: 50, loadPower: 40 }],
    ['full', { batterySoc: 100 }],
  ];
  for (const [name, values] of lamps) {
    const { device } = await addDevice(t, a.token, park.id, { devicetype: 1 });
    names.set(device.id, name);
    if (values) await reportedLatest(t.store, device.id, values, '2026-11-20T18:30:00.000Z');
  }
});
afterAll(() => t.close());

describe('a lamp list sorted by a value', () => {
  it('puts the newest first among equals and the lamps without the value last, newest first', async () => {
    expect(await pages({ orderby: 'batterysoc', order: 'asc' }, 10)).toEqual([
      'low',
      'half2',
      'half1',
      'full',
      'quiet2',
      'quiet1',
    ]);
    expect(await pages({ orderby: 'batterysoc' }, 10)).toEqual([
      'full',
      'half2',
      'half1',
      'low',
      'quiet2',
      'quiet1',
    ]);
  });

  it('pages without a gap or a repeat, across the edge to the lamps without the value too', async () => {
    for (const size of [1, 2, 3, 4, 5]) {
      expect(await pages({ orderby: 'batterysoc', order: 'asc' }, size), `pages of ${size}`).toEqual([
        'low',
        'half2',
        'half1',
        'full',
        'quiet2',
        'quiet1',
      ]);
    }
  });

  it('leaves out the lamps without the value when the filter asks for it', async () => {
    const underHalf = { valuefield: 'batterysoc', valuemax: 50, orderby: 'batterysoc' };
    expect(await pages(underHalf, 2)).toEqual(['half2', 'half1', 'low']);
    expect(await pages({ lampon: 1, orderby: 'loadpower', order: 'asc' }, 2)).toEqual(['half1', 'half2']);
    expect(await pages({ lampon: 0, orderby: 'batterysoc' }, 2)).toEqual(['low']);
  });
});
