import { describe, expect, it } from 'vitest';
import { RecentPublishes } from './recent-publishes';

describe('the recent publishes of devices', () => {
  it('knows a redelivery only by DUP and the packet id of the same device', async () => {
    const recent = new RecentPublishes(() => 0);
    recent.remember(1, 7, Promise.resolve());
    expect(recent.earlier(1, 7, false)).toBeUndefined();
    expect(recent.earlier(2, 7, true)).toBeUndefined();
    expect(recent.earlier(1, 8, true)).toBeUndefined();
    expect(await recent.earlier(1, 7, true)).toBe(true);
  });

  it('waits for the first copy still being stored, and takes the copy when the first failed', async () => {
    const recent = new RecentPublishes(() => 0);
    let fail: (error: Error) => void = () => {};
    recent.remember(1, 7, new Promise((_, reject) => (fail = reject)));
    const copy = recent.earlier(1, 7, true);
    fail(new Error('database away'));
    expect(await copy).toBe(false);
    expect(recent.earlier(1, 7, true)).toBeUndefined();
  });

  it('forgets what is older than it keeps, and the oldest beyond its size', () => {
    let now = 0;
    const recent = new RecentPublishes(() => now, { keepMs: 1000, maxEntries: 3 });
    for (const id of [1, 2, 3, 4]) recent.remember(1, id, Promise.resolve());
    expect(recent.size).toBe(3);
    expect(recent.earlier(1, 1, true)).toBeUndefined();
    now = 1500;
    recent.remember(2, 1, Promise.resolve());
    expect(recent.size).toBe(1);
  });
});
