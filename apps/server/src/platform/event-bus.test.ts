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

  it('passes on a burst of events while the shared emitter is busy, without running out of stack', async () => {
    const emitter = createEmitter();
    // What the broker keeps in flight on the same emitter: deliveries that finish later.
    emitter.on('devices/#', (_message, done) => setTimeout(done, 5));
    for (let n = 0; n < 100; n++) emitter.emit({ topic: 'devices/1/rpc' });
    const bus = new EventBus(emitter);
    let seen = 0;
    bus.subscribe(() => seen++);
    for (let n = 0; n < 20_000; n++) bus.publish({ type: 'command', accountId: 1, data: { n } });
    const deadline = Date.now() + 5000;
    while (seen < 20_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(seen).toBe(20_000);
  });
});
