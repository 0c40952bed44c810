import type { CommandEvent, CommandResult, CommandState } from '@lamplighter/contract';
import { describe, expect, it } from 'vitest';
import { createEmitter, EventBus } from '../../platform/event-bus';
import { sentAndSettled } from './command-answer-wait';

const resultOf = (commandid: number): CommandResult => ({
  commandid,
  socketResultMap: { ptz: { handleDevice: ['C-1'], offlineDevice: [] } },
  nonexistentList: [],
  unsupportedList: [],
  waitoffline: false,
  expiretime: '2026-11-26T08:00:30.000Z',
});

function tell(events: EventBus, commandid: number, state: CommandState) {
  const data: CommandEvent = {
    id: commandid * 10,
    commandid,
    deviceid: 1,
    devicecode: 'C-1',
    method: 'ptz',
    state,
    error: '',
  };
  events.publish({ type: 'command', accountId: 1, data });
}

/** Waits until the emitter has handed out what was published so far. */
const delivered = () => new Promise((resolve) => setImmediate(resolve));

describe('a command sent and waited for', () => {
  it('has settled when its device answered before the send returned', async () => {
    const events = new EventBus(createEmitter());
    const waited = await sentAndSettled(
      events,
      async () => {
        tell(events, 7, 'succeeded');
        await delivered();
        return resultOf(7);
      },
      60_000,
    );
    expect(waited).toEqual({ result: resultOf(7), settled: true });
  });

  it('waits past other commands and the open states of its own until it settles', async () => {
    const events = new EventBus(createEmitter());
    let settledYet = false;
    const waiting = sentAndSettled(events, async () => resultOf(8), 60_000).then((waited) => {
      settledYet = true;
      return waited;
    });
    await delivered();
    tell(events, 8, 'sent');
    tell(events, 8, 'delivered');
    tell(events, 9, 'failed');
    await delivered();
    expect(settledYet).toBe(false);
    tell(events, 8, 'expired');
    expect((await waiting).settled).toBe(true);
  });

  it('answers unsettled when nothing came in time', async () => {
    const events = new EventBus(createEmitter());
    expect(await sentAndSettled(events, async () => resultOf(10), 5)).toEqual({
      result: resultOf(10),
      settled: false,
    });
  });

  it('passes on the refusal of the send', async () => {
    const events = new EventBus(createEmitter());
    await expect(
      sentAndSettled(
        events,
        async () => {
          throw new Error('refused');
        },
        60_000,
      ),
    ).rejects.toThrow('refused');
  });
});
