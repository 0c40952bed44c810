import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { guardProcess, type LastResortParts } from './last-resort';

function guarded(stop: LastResortParts['stop']) {
  const events = new EventEmitter();
  const logged: string[] = [];
  const exits: number[] = [];
  const log = {
    error: (_: unknown, msg: string) => logged.push(msg),
    fatal: (_: unknown, msg: string) => logged.push(msg),
  };
  const guard = guardProcess({
    log: log as unknown as LastResortParts['log'],
    stop,
    stopDeadlineMs: 20,
    exit: (code) => exits.push(code),
    events: events as unknown as LastResortParts['events'],
  });
  return { events, logged, exits, guard };
}

describe('the last line of defence', () => {
  it('ends the process at the deadline when the normal shutdown hangs, and starts that shutdown once', async () => {
    const stops: [string, number][] = [];
    const { events, exits } = guarded((reason, code) => {
      stops.push([reason, code]);
      return new Promise(() => {});
    });
    events.emit('uncaughtException', new Error('first'), 'uncaughtException');
    events.emit('uncaughtException', new Error('second'), 'uncaughtException');
    await expect.poll(() => exits).toEqual([1]);
    expect(stops).toEqual([['uncaughtException', 1]]);
  });

  it('ends the process when the normal shutdown fails', async () => {
    const { events, exits } = guarded(async () => {
      throw new Error('the store would not close');
    });
    events.emit('uncaughtException', new Error('stray'), 'uncaughtException');
    await expect.poll(() => exits[0]).toBe(1);
  });

  it('counts rejections and stops nothing for them', () => {
    const { events, exits, guard, logged } = guarded(async () => {});
    events.emit('unhandledRejection', new Error('one'), Promise.resolve());
    events.emit('unhandledRejection', 'two', Promise.resolve());
    expect([guard.rejections(), exits, logged.length]).toEqual([2, [], 2]);
  });
});
