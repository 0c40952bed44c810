import type { CommandDeviceState, CommandEvent } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { countProgress, inView, mergeProgress } from './command-progress';

const device = (deviceid: number, state: CommandDeviceState['state']): CommandDeviceState => ({
  deviceid,
  devicecode: `L-${deviceid}`,
  state,
  answer: null,
  error: '',
  senttime: null,
  deliveredtime: null,
  finishtime: null,
  updatetime: '2026-11-26T05:00:00.000Z',
});

const event = (deviceid: number, state: CommandEvent['state'], error = ''): CommandEvent => ({
  id: deviceid * 10,
  commandid: 7,
  deviceid,
  devicecode: `L-${deviceid}`,
  method: 'dimming',
  state,
  error,
});

describe('a batch command filling in as devices answer', () => {
  it('moves a device on to the state of a later event, with its reason', () => {
    const merged = mergeProgress(
      [device(1, 'sent'), device(2, 'sent')],
      new Map([[2, event(2, 'failed', 'lamp driver fault')]]),
    );
    expect(merged.map((row) => [row.state, row.error])).toEqual([
      ['sent', ''],
      ['failed', 'lamp driver fault'],
    ]);
  });

  it('never moves a device back: a read newer than the event wins', () => {
    const merged = mergeProgress([device(1, 'succeeded')], new Map([[1, event(1, 'delivered')]]));
    expect(merged[0]?.state).toBe('succeeded');
  });

  it('counts each state, and how many devices have settled', () => {
    const counts = countProgress([
      device(1, 'succeeded'),
      device(2, 'failed'),
      device(3, 'expired'),
      device(4, 'queued'),
      device(5, 'delivered'),
    ]);
    expect(counts).toMatchObject({ total: 5, settled: 3, succeeded: 1, failed: 1, expired: 1, queued: 1 });
  });

  it('shows waiting, succeeded and unsuccessful devices apart', () => {
    expect(inView('waiting', 'delivered')).toBe(true);
    expect(inView('waiting', 'expired')).toBe(false);
    expect(inView('unsuccessful', 'expired')).toBe(true);
    expect(inView('unsuccessful', 'succeeded')).toBe(false);
    expect(inView('succeeded', 'succeeded')).toBe(true);
    expect(inView('all', 'queued')).toBe(true);
  });
});
