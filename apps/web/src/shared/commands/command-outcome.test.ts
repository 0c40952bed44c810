import type { CommandResult } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { commandOutcome } from './command-outcome';

const result = (overrides: Partial<CommandResult>): CommandResult => ({
  commandid: 1,
  socketResultMap: {},
  nonexistentList: [],
  unsupportedList: [],
  waitoffline: false,
  expiretime: '2026-11-22T22:00:00.000Z',
  ...overrides,
});

describe('the outcome of a command', () => {
  it('counts a missing answer as failed for every number asked', () => {
    expect(commandOutcome(null, ['A', 'B'])).toEqual({ sent: [], failed: ['A', 'B'], queued: [] });
  });

  it('lists the handled numbers as sent, the offline, unknown and unsupported ones as failed', () => {
    const answer = result({
      socketResultMap: { switch: { handleDevice: ['A'], offlineDevice: ['B'] } },
      nonexistentList: ['C'],
      unsupportedList: ['D'],
    });
    expect(commandOutcome(answer, ['A', 'B', 'C', 'D'])).toEqual({
      sent: ['A'],
      failed: ['B', 'C', 'D'],
      queued: [],
    });
  });

  it('lists offline devices as queued, not failed, when the command waits for them', () => {
    const answer = result({
      socketResultMap: { dimming: { handleDevice: [], offlineDevice: ['B'] } },
      waitoffline: true,
    });
    expect(commandOutcome(answer, ['B'])).toEqual({ sent: [], failed: [], queued: ['B'] });
  });
});
