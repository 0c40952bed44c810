import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

describe('the device count cache', () => {
  it('answers a recent count again without counting, and counts again after its time', async () => {
    let now = 0;
    let counted = 0;
    const cache = new CountCache(10_000, 10, () => now);
    const count = async () => ++counted;
    expect(await cache.get('a', count)).toBe(1);
    now = 9_999;
    expect(await cache.get('a', count)).toBe(1);
    expect(await cache.get('b', count)).toBe(2);
    now = 10_000;
    expect(await cache.get('a', count)).toBe(3);
  });

  it('forgets everything when told the devices changed, and never grows past its size', async () => {
    let counted = 0;
    const cache = new CountCache(10_000, 2, () => 0);
    const count = async () => ++counted;
    await cache.get('a', count);
    cache.clear();
    expect(await cache.get('a', count)).toBe(2);
    await cache.get('b', count);
    await cache.get('c', count);
    expect(await cache.get('a', count)).toBe(5);
  });

  it('makes one count for the requests that find it missing together, and keeps no failed count', async () => {
    let counted = 0;
    let finish: (value: number) => void = () => {};
    const cache = new CountCache(10_000, 10, () => 0);
    const slowCount = () => {
      counted++;
      return new Promise<number>((resolve) => {
        finish = resolve;
      });
    };
    const together = [cache.get('a', slowCount), cache.get('a', slowCount), cache.get('a', slowCount)];
    finish(42);
    expect(await Promise.all(together)).toEqual([42, 42, 42]);
    expect(counted).toBe(1);

    const failing = async (): Promise<number> => {
      throw new Error('database went away');
    };
    await expect(cache.get('b', failing)).rejects.toThrow('database went away');
    expect(await cache.get('b', async () => 7)).toBe(7);
  });
});
