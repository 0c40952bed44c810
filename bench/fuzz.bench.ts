// The contract fuzz at length: FUZZ_RUNS (300) generated requests to every endpoint descriptor of
// the contract, through the real app on embedded PGlite and on PostgreSQL (BENCH_DATABASE_URL,
// default 127.0.0.1:5432/test, when it answers). FUZZ_SEED replays a run (a new seed otherwise).
// Writes bench/results/fuzz-<date>.{json,md}; FUZZ_FAILURES=<file> also writes every failing
// request there as JSON lines. The CI runs the same generators, fewer per endpoint
// (apps/server/src/platform/contract-fuzz.routes.test.ts).

import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { endpointSeed, fuzzRuns, fuzzSeed } from '../apps/server/src/test/fuzz/fuzz-seed';
import { runPlan, startFuzzSession, stillAnswers } from '../apps/server/src/test/fuzz/fuzz-session';
import { fuzzTargets } from '../apps/server/src/test/fuzz/fuzz-targets';
import { planArbitrary } from '../apps/server/src/test/fuzz/request-plan';
import { startTestApp } from '../apps/server/src/test/test-app';
import { FuzzTally, fuzzMarkdown, type StoreFigures } from './fuzz-figures';
import { describeMachine, machineInfo } from './machine';
import { postgresAnswers } from './postgres-answers';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = fuzzRuns(300);
const seed = fuzzSeed(randomInt(2 ** 31 - 1));
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const failuresFile = process.env.FUZZ_FAILURES;

let unhandled = 0;
process.on('unhandledRejection', (reason) => {
  unhandled += 1;
  console.error('unhandled rejection', reason);
});

async function fuzzStore(store: 'pglite' | 'postgres'): Promise<StoreFigures> {
  // The test store picks its kind (and PostgreSQL server) from these, as in the test projects.
  process.env.TEST_STORE = store;
  process.env.TEST_DATABASE_URL = postgresBase;
  const targets = fuzzTargets();
  const tally = new FuzzTally(store, targets.length);
  const logLines: string[] = [];
  const t = await startTestApp({}, { logLines });
  const rejectionsBefore = unhandled;
  try {
    const session = await startFuzzSession(t, logLines);
    for (const target of targets) {
      const started = performance.now();
      const plans = fc.sample(planArbitrary(target, session.pools), {
        seed: endpointSeed(seed, target.name),
        numRuns: runs,
      });
      for (const plan of plans) {
        const outcome = await runPlan(session, target, plan);
        tally.add(outcome);
        if (failuresFile && outcome.problems.length > 0) {
          const { request: _sent, ...failure } = outcome;
          fs.appendFileSync(
            failuresFile,
            `${JSON.stringify({ store, ...failure, answer: outcome.answer.body.toString('utf8', 0, 300) })}\n`,
          );
        }
      }
      const why = await stillAnswers(session);
      if (why) tally.unhealthy(target.name, why);
      console.log(
        `${store} ${target.name}: ${plans.length} sent in ${Math.round(performance.now() - started)} ms`,
      );
    }
  } finally {
    await t.close();
  }
  return tally.finish(unhandled - rejectionsBefore);
}

async function main() {
  const figures = [await fuzzStore('pglite')];
  if (await postgresAnswers(postgresBase)) figures.push(await fuzzStore('postgres'));
  else console.log(`PostgreSQL does not answer at ${postgresBase}: embedded store only`);

  const machine = machineInfo();
  const day = machine.date.slice(0, 10);
  const resultsDir = path.join(here, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `fuzz-${day}.json`),
    `${JSON.stringify({ machine, seed, runsPerRoute: runs, stores: figures }, null, 2)}\n`,
  );
  const markdown = fuzzMarkdown(figures, {
    machine: describeMachine(machine),
    date: machine.date,
    seed,
    runs,
  });
  fs.writeFileSync(path.join(resultsDir, `fuzz-${day}.md`), markdown);
  console.log(markdown.split('\n## ')[0]);
  for (const f of figures)
    console.log(`${f.store}: ${f.requests} requests, 5xx: ${f.fiveHundreds}, failing: ${f.failingRequests}`);
}

await main();
