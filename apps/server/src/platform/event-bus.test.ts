import { describe, expect, it } from 'vitest';
import { createEmitter, EventBus, type LiveEvent } from './event-bus';

describe('the event bus', () => {
  it('hands every published event to each subscriber until it unsubscribes', async () => {
    const bus = new EventBus(createEmitter());
    const seen: LiveEvent[] = [];
    const stop = bus.subscribe((event) => seen.push(event));
    const first: LiveEvent = { type: 'warning', accountId: 3, data: { devicecode: 'L-1' } };
    bus.publish(first);
    await new Promise((resolve) => setImmediate(resolve));
    stop();
    bus.publish({ type: 'device-state', accountId: 3, data: {} });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([first]);
  });

  it('ignores messages of the shared emitter that are not events', async () => {
    const emitter = createEmitter();
    const bus = new EventBus(emitter);
    const seen: LiveEvent[] = [];
    bus.subscribe((event) => seen.push(event));
    emitter.emit({ topic: '$events/warning', payload: 'from elsewhere' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(seen).toEqual([]);
  });
});
