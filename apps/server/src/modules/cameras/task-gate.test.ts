import { describe, expect, it } from 'vitest';
import { TaskGate } from './task-gate';

/** A task that runs until the test ends it. */
function heldTask(started: string[], name: string) {
  let end!: () => void;
  let fail!: (error: Error) => void;
  const done = new Promise<string>((resolve, reject) => {
    end = () => resolve(name);
    fail = reject;
  });
  return {
    run: () => {
      started.push(name);
      return done;
    },
    end,
    fail,
  };
}

const settledTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('a gate of tasks', () => {
  it('refuses one more task when its waiting room is full, without starting it', async () => {
    const started: string[] = [];
    const gate = new TaskGate(1, 1, () => new Error('busy'));
    const a = heldTask(started, 'a');
    const b = heldTask(started, 'b');
    const running = gate.run(a.run);
    const waiting = gate.run(b.run);
    await expect(gate.run(heldTask(started, 'c').run)).rejects.toThrow('busy');
    expect(started).toEqual(['a']);
    a.end();
    b.end();
    expect(await Promise.all([running, waiting])).toEqual(['a', 'b']);
  });

  it('runs at most its limit at once, the others in the order they came, a failure handing on its place too', async () => {
    const started: string[] = [];
    const gate = new TaskGate(2, 10, () => new Error('busy'));
    const tasks = ['a', 'b', 'c', 'd', 'e'].map((name) => heldTask(started, name));
    const results = tasks.map((task) => gate.run(task.run).catch((error: Error) => error.message));
    await settledTurn();
    expect(started).toEqual(['a', 'b']);
    expect(gate.load()).toEqual({ running: 2, waiting: 3 });
    tasks[1]?.fail(new Error('b failed'));
    await settledTurn();
    expect(started).toEqual(['a', 'b', 'c']);
    for (const task of tasks) task.end();
    expect(await Promise.all(results)).toEqual(['a', 'b failed', 'c', 'd', 'e']);
    expect(started).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });
});
