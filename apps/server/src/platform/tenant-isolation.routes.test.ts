import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importFile } from '../test/excel-fixture';
import { fuzzRuns, fuzzSeed } from '../test/fuzz/fuzz-seed';
import { deviceForm } from '../test/inventory-fixture';
import { runIsolationCheck } from '../test/isolation/isolation-check';
import { describeFigures, type IsolationFigures } from '../test/isolation/isolation-tally';
import { setUpTenancy, type Tenancy } from '../test/isolation/tenancy';
import { workbookNaming } from '../test/isolation/tenant-records';
import { startTestApp, type TestApp } from '../test/test-app';

// Bounded for CI; `npm run isolation` draws more inputs per endpoint. FUZZ_SEED and FUZZ_RUNS replay a run.
const seed = fuzzSeed(20261126);
const draws = fuzzRuns(1);

let t: TestApp;
let tenancy: Tenancy;
let figures: IsolationFigures;
beforeAll(async () => {
  t = await startTestApp();
  tenancy = await setUpTenancy(t);
  figures = await runIsolationCheck(t, tenancy, { seed, draws });
  console.log(`tenant isolation (seed ${seed}, ${draws} per variant):\n${describeFigures(figures)}`);
}, 120_000);
afterAll(() => t.close());

describe("one tenant's records, out of every other account's reach", () => {
  it('shows, changes and hands out none of them to a sibling, a child or a read-only account', () => {
    expect(figures.attempts['cross-account read']).toBeGreaterThan(0);
    expect(figures.leaks.filter((leak) => leak.kind !== 'role escalation')).toEqual([]);
  });

  it('lets no account give itself or its accounts more, or reach above its subtree', () => {
    expect(figures.attempts['role escalation']).toBeGreaterThan(0);
    expect(figures.leaks.filter((leak) => leak.kind === 'role escalation')).toEqual([]);
  });

  it('answers every attempt below 500, in the platform shape', () => {
    expect(figures.failures).toEqual([]);
  });
});

describe("a device names a manufacturer of its own subtree, never another tenant's", () => {
  const nowhere = 2_000_000_000;

  it("refuses another tenant's manufacturer on add and update as one that does not exist", async () => {
    const { b, bRecords, aRecords } = tenancy;
    const theirs = aRecords.ids.manufacturer[0] ?? 0;
    const projectid = bRecords.ids.project[0] ?? 0;
    const add = (manufacturerid: number) =>
      t.post('/remote/device/add', { token: b.token, form: deviceForm(projectid, { manufacturerid }) });
    const update = (manufacturerid: number) =>
      t.post('/remote/device/update', {
        token: b.token,
        form: { id: bRecords.ids.device[0] ?? 0, manufacturerid },
      });
    for (const call of [add, update]) {
      const [named, missing] = [await call(theirs), await call(nowhere)];
      expect([named.statusCode, named.body.message]).toEqual([404, 'manufacturer not found']);
      expect(JSON.stringify(named.body)).toBe(JSON.stringify(missing.body));
    }
  });

  it('refuses it in an imported row as one that does not exist', async () => {
    const { b, bRecords, aRecords } = tenancy;
    const file = await workbookNaming(aRecords, bRecords.ids.project[0] ?? 0);
    const answer = await importFile(t, b.token, { name: 'devices.xlsx', data: file }, { mode: 'valid' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.data.problems).toContainEqual({
      row: 5,
      field: 'manufacturerid',
      reason: 'no such manufacturer',
    });
  });
});
