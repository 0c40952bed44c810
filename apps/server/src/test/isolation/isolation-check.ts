import { builtinRoles } from '@lamplighter/contract';
import { fileContents } from '../fuzz/file-parts';
import { type FuzzTarget, fuzzTargets } from '../fuzz/fuzz-targets';
import type { FuzzIdentity } from '../fuzz/identities';
import type { TestApp } from '../test-app';
import { runEscalations } from './escalations';
import { type IsolationFigures, IsolationTally } from './isolation-tally';
import { ghostsOf, identifiersOf } from './naming';
import { isChange, type PassOptions, runNamingPass } from './naming-pass';
import type { Tenancy } from './tenancy';
import { type TenantRecords, workbookNaming } from './tenant-records';
import { changesBetween, TenantSnapshot } from './tenant-snapshot';

const demoKeys = new Set<string>(builtinRoles.demo.permissions);

/** A change the demo role may not make: one behind a permission key it does not hold. */
function forbiddenToDemo(target: FuzzTarget): boolean {
  const access = target.endpoint.access;
  return isChange(target) && access !== 'public' && access !== 'signed-in' && !demoKeys.has(access);
}

/**
 * The tenant-isolation check on a running app with the tenancy set up: B (A's sibling) and A1
 * (A's child) call every endpoint descriptor of the contract naming A's records, the demo account
 * below A tries every change it holds no key for, and B, B1 and A1 try every way up; A's records,
 * as rows and as A's own detail answers, must be as they were.
 */
export async function runIsolationCheck(
  t: TestApp,
  tenancy: Tenancy,
  options: PassOptions,
): Promise<IsolationFigures> {
  const { a, a1, b, b1, demo, aRecords } = tenancy;
  const targets = fuzzTargets();
  const tally = new IsolationTally();
  const names = identifiersOf(aRecords);
  const ghosts = ghostsOf(names);
  const snapshotOf = (guarded: FuzzIdentity[], extra: number[] = []) =>
    new TenantSnapshot(t, aRecords, [...guarded.map((identity) => identity.accountId), ...extra]);
  const answersBefore = await snapshotOf([]).answers(a);

  await runEscalations(
    t,
    tenancy,
    snapshotOf([a1, b, b1], [tenancy.b1Child, ...tenancy.bRecords.ids.account]),
    tally,
  );

  const contents = await fileContents();
  const crossPass = async (caller: string, identity: FuzzIdentity, own: TenantRecords) => {
    const files = { ...contents, xlsx: await workbookNaming(aRecords, own.ids.project[0] ?? 0) };
    await runNamingPass(
      t,
      {
        kind: 'cross-account',
        caller,
        identity,
        own,
        names,
        ghosts,
        secrets: aRecords.secrets,
        face: aRecords.face,
        files,
        snapshot: snapshotOf([a1, identity]),
      },
      targets,
      options,
      tally,
    );
  };
  await crossPass("B, A's sibling", b, tenancy.bRecords);
  await crossPass("A1, A's child", a1, tenancy.a1Records);

  const given = identifiersOf(tenancy.demoRecords);
  await runNamingPass(
    t,
    {
      kind: 'read-only',
      caller: 'demo, below A',
      identity: demo,
      own: tenancy.demoRecords,
      names: given,
      ghosts: ghostsOf(given),
      secrets: [],
      face: Buffer.alloc(0),
      files: contents,
      snapshot: snapshotOf([demo]),
    },
    targets,
    options,
    tally,
    forbiddenToDemo,
  );

  const changed = changesBetween(answersBefore, await snapshotOf([]).answers(a));
  if (changed.length > 0) {
    tally.leak({
      kind: 'cross-account change',
      caller: 'any',
      target: "A's own detail answers",
      why: changed.join('\n'),
      request: '(all passes)',
    });
  }
  return tally.finish();
}
