// The tenant-isolation check at length: FUZZ_RUNS (5) inputs per variant of every endpoint
// descriptor of the contract, naming another tenant's records, through the real app on embedded
// PGlite and on PostgreSQL (BENCH_DATABASE_URL, default 127.0.0.1:5432/test, when it answers).
// FUZZ_SEED replays a run (a new seed otherwise). Writes bench/results/isolation-<date>.{json,md}.
// The CI runs the same check with one input per variant
// (apps/server/src/platform/tenant-isolation.routes.test.ts).

import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fuzzRuns, fuzzSeed } from '../apps/server/src/test/fuzz/fuzz-seed';
import { runIsolationCheck } from '../apps/server/src/test/isolation/isolation-check';
import { describeFigures } from '../apps/server/src/test/isolation/isolation-tally';
import { setUpTenancy } from '../apps/server/src/test/isolation/tenancy';
import { startTestApp } from '../apps/server/src/test/test-app';
import { isolationMarkdown, type StoreIsolation } from './isolation-figures';
import { describeMachine, machineInfo } from './machine';
import { postgresAnswers } from './postgres-answers';

const here = path.dirname(fileURLToPath(import.meta.url));
const draws = fuzzRuns(5);
const seed = fuzzSeed(randomInt(2 ** 31 - 1));
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let unhandled = 0;
process.on('unhandledRejection', (reason) => {
  unhandled += 1;
  console.error('unhandled rejection', reason);
});

async function checkStore(store: 'pglite' | 'postgres'): Promise<StoreIsolation> {
  // The test store picks its kind (and PostgreSQL server) from these, as in the test projects.
  process.env.TEST_STORE = store;
  process.env.TEST_DATABASE_URL = postgresBase;
  const rejectionsBefore = unhandled;
  const t = await startTestApp();
  try {
    const figures = await runIsolationCheck(t, await setUpTenancy(t), { seed, draws });
    console.log(`${store}:\n${describeFigures(figures)}`);
    return { store, figures, unhandledRejections: unhandled - rejectionsBefore };
  } finally {
    await t.close();
  }
}

async function main() {
  const stores = [await checkStore('pglite')];
  if (await postgresAnswers(postgresBase)) stores.push(await checkStore('postgres'));
  else console.log(`PostgreSQL does not answer at ${postgresBase}: embedded store only`);

  const machine = machineInfo();
  const day = machine.date.slice(0, 10);
  const resultsDir = path.join(here, 'results');
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, `isolation-${day}.json`),
    `${JSON.stringify({ machine, seed, drawsPerVariant: draws, stores }, null, 2)}\n`,
  );
  const markdown = isolationMarkdown(stores, {
    machine: describeMachine(machine),
    date: machine.date,
    seed,
    draws,
  });
  fs.writeFileSync(path.join(resultsDir, `isolation-${day}.md`), markdown);
  console.log(markdown.split('\n## ')[0]);
}

await main();
