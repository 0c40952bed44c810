import { describe, expect, it } from 'vitest';
import { FreshAnswers } from './fresh-answers';

/** Answers made on demand and finished by the test, on a clock the test moves. */
function setUp() {
  let clock = 0;
  const finishers: (() => void)[] = [];
  let made = 0;
  const answers = new FreshAnswers<number>(
    { maxAgeMs: 10_000, reuseMs: 1000, aheadMs: 500, maxEntries: 10 },
    () => clock,
  );
  const make = () => {
    made += 1;
    const answer = made;
    return new Promise<number>((resolve) => finishers.push(() => resolve(answer)));
  };
  return {
    ask: () => answers.get('key', make),
    finish: async () => {
      for (const finish of finishers.splice(0)) finish();
      await Promise.resolve();
      await Promise.resolve();
    },
    changed: () => answers.changed(),
    move: (ms: number) => {
      clock += ms;
    },
    made: () => made,
  };
}

describe('fresh answers', () => {
  it('make a request wait for a new answer when the kept one was made before a change and is past reuse', async () => {
    const s = setUp();
    const first = s.ask();
    await s.finish();
    expect(await first).toBe(1);
    s.move(1500);
    s.changed();
    const second = s.ask();
    await s.finish();
    expect(await second).toBe(2);
  });

  it('start the successor ahead and give the kept answer meanwhile, then the successor', async () => {
    const s = setUp();
    const first = s.ask();
    await s.finish();
    await first;
    s.changed();
    s.move(600);
    expect(await s.ask()).toBe(1);
    expect(s.made()).toBe(2);
    expect(await s.ask()).toBe(1);
    expect(s.made()).toBe(2);
    await s.finish();
    expect(await s.ask()).toBe(2);
  });

  it('once the kept answer is past its age, wait for the successor started ahead rather than make another', async () => {
    const s = setUp();
    const first = s.ask();
    await s.finish();
    await first;
    s.move(9_600);
    expect(await s.ask()).toBe(1);
    s.move(1000);
    const waiting = s.ask();
    expect(s.made()).toBe(2);
    await s.finish();
    expect(await waiting).toBe(2);
  });
});
