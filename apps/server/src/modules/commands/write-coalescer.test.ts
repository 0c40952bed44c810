import { describe, expect, it } from 'vitest';
import { WriteCoalescer } from './write-coalescer';

/** A write that records each batch it got, answers each item doubled, and fails on negatives. */
function doubling(options: { gate?: Promise<void> } = {}) {
  const batches: number[][] = [];
  const write = async (items: number[]) => {
    batches.push(items);
    await options.gate;
    if (items.some((item) => item < 0)) throw new Error(`cannot write ${items.join(',')}`);
    return items.map((item) => item * 2);
  };
  return { batches, write };
}

describe('WriteCoalescer', () => {
  it('writes the items that come together in one write, and answers each its own result', async () => {
    const { batches, write } = doubling();
    const coalescer = new WriteCoalescer(write);
    const results = await Promise.all([1, 2, 3].map((item) => coalescer.add(item)));
    expect(results).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the items that come while a write runs into the next write, one write at a time', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { batches, write } = doubling({ gate });
    const coalescer = new WriteCoalescer(write, 1);
    const first = coalescer.add(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toEqual([[1]]);
    const later = [coalescer.add(2), coalescer.add(3)];
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toEqual([[1]]);
    open();
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('tries a failed write again item by item, so that only the bad item fails', async () => {
    const { batches, write } = doubling();
    const coalescer = new WriteCoalescer(write);
    const results = await Promise.allSettled([1, -1, 3].map((item) => coalescer.add(item)));
    expect(results).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: new Error('cannot write -1') },
      { status: 'fulfilled', value: 6 },
    ]);
    expect(batches).toEqual([[1, -1, 3], [1], [-1], [3]]);
  });

  it('keeps writing after a failure', async () => {
    const { write } = doubling();
    const coalescer = new WriteCoalescer(write);
    await expect(coalescer.add(-2)).rejects.toThrow('cannot write -2');
    expect(await coalescer.add(5)).toBe(10);
  });
});
