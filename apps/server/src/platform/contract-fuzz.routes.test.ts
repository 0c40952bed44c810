import { API_BASE } from '@lamplighter/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointSeed, fuzzRuns, fuzzSeed } from '../test/fuzz/fuzz-seed';
import {
  type FuzzSession,
  type Outcome,
  runPlan,
  startFuzzSession,
  stillAnswers,
} from '../test/fuzz/fuzz-session';
import { fuzzTargets, servedApiRoutes } from '../test/fuzz/fuzz-targets';
import { rawBodyKinds, rawQueries } from '../test/fuzz/raw-bodies';
import { plainPlan, planArbitrary } from '../test/fuzz/request-plan';
import { startTestApp, type TestApp } from '../test/test-app';

// Bounded for CI; `npm run fuzz` sends hundreds per endpoint. FUZZ_SEED and FUZZ_RUNS replay a failure.
const seed = fuzzSeed(20261125);
const runs = fuzzRuns(12);
const targets = fuzzTargets();

const logLines: string[] = [];
let t: TestApp;
let session: FuzzSession;
beforeAll(async () => {
  t = await startTestApp({}, { logLines });
  session = await startFuzzSession(t, logLines);
});
afterAll(() => t.close());

function failure(outcome: Outcome, name: string): Error {
  return new Error(
    [
      outcome.problems.join('; '),
      outcome.described,
      `server log: ${outcome.serverError ?? '(no error logged)'}`,
      `replay: FUZZ_SEED=${seed} FUZZ_RUNS=${runs} npx vitest run apps/server/src/platform/contract-fuzz.routes.test.ts -t '${name}'`,
    ].join('\n'),
  );
}

describe('every endpoint of the contract, fuzzed', () => {
  it('covers every route the app serves below the API base', () => {
    const described = targets.map((target) => `${target.endpoint.method} ${API_BASE}${target.endpoint.path}`);
    expect(servedApiRoutes(t.app)).toEqual([...new Set(described)].sort());
  });

  it('answers every malformed body and query of the catalogue, each sent to some route', async () => {
    const posts = targets.filter((target) => target.endpoint.method === 'POST');
    const gets = targets.filter((target) => target.endpoint.method === 'GET');
    const checks = [
      ...rawBodyKinds.flat().map((raw, index) => ({ target: posts[index % posts.length], raw })),
      ...rawQueries.map((rawQuery, index) => ({ target: gets[index % gets.length], rawQuery })),
    ];
    const failures: string[] = [];
    for (const { target, ...changes } of checks) {
      if (!target) continue;
      const outcome = await runPlan(session, target, plainPlan(target, changes));
      if (outcome.problems.length > 0) {
        failures.push(
          `${outcome.problems.join('; ')}\n${outcome.described}\nserver log: ${outcome.serverError}`,
        );
      }
    }
    expect(failures).toEqual([]);
  });

  it.each(targets.map((target) => [target.name, target] as const))(
    '%s answers every input, valid, mutated or malformed, below 500 and errors in the platform shape',
    async (name, target) => {
      await fc.assert(
        fc.asyncProperty(planArbitrary(target, session.pools), async (plan) => {
          const outcome = await runPlan(session, target, plan);
          if (outcome.problems.length > 0) throw failure(outcome, name);
        }),
        { seed: endpointSeed(seed, name), numRuns: runs, endOnFailure: true },
      );
      expect(await stillAnswers(session)).toBeUndefined();
    },
    300_000,
  );
});
