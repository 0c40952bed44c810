import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../test/device-api-fixture';
import { ClusterPresence } from './cluster-presence';
import { createEmitter } from './event-bus';

const emitter = createEmitter();
let clock = 1_000_000;
const started: ClusterPresence[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((readiness) => readiness.stop()));
});

/** A process's view of the others on one emitter; `held` are its own ready devices. */
async function processNamed(name: string, held: number[] = [], aliveEveryMs = 3_600_000) {
  const readiness = new ClusterPresence(
    emitter,
    '$lamplighter/readiness/',
    name,
    () => held,
    { aliveEveryMs, deadAfterMs: 6_000, gatherMs: 5 },
    () => clock,
  );
  await readiness.start();
  started.push(readiness);
  return readiness;
}

describe('knowing which devices take commands on the other processes', () => {
  it('learns a device another process announces ready, and forgets it once gone from there', async () => {
    const here = await processNamed('here');
    const there = await processNamed('there');
    there.ready([7, 8]);
    await until(() => here.accepts(7) && here.accepts(8));
    there.gone([7]);
    await until(() => !here.accepts(7));
    expect(here.accepts(8)).toBe(true);
    expect(there.accepts(8)).toBe(false);
  });

  it('keeps a device that moved to a third process when the process it left says it is gone', async () => {
    const here = await processNamed('here');
    const left = await processNamed('left');
    const moved = await processNamed('moved');
    left.ready([9]);
    await until(() => here.accepts(9));
    moved.ready([9]);
    await until(() => left.accepts(9));
    // What `left` announces next comes after its word that 9 is gone from it.
    left.gone([9]);
    left.ready([90]);
    await until(() => here.accepts(90));
    expect(here.accepts(9)).toBe(true);
  });

  it('tells a process that starts later every device the others hold', async () => {
    await processNamed('old', [21, 22]);
    const newcomer = await processNamed('new');
    await until(() => newcomer.accepts(21) && newcomer.accepts(22));
  });

  it('drops the devices of a process that said bye, and of one that fell silent', async () => {
    const here = await processNamed('here');
    const leaving = await processNamed('leaving', [31]);
    await processNamed('killed', [41]);
    await until(() => here.accepts(31) && here.accepts(41));
    await leaving.stop();
    started.splice(started.indexOf(leaving), 1);
    await until(() => !here.accepts(31));
    clock += 6_001;
    expect(here.accepts(41)).toBe(false);
  });
});
