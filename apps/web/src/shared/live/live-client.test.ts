import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../../../../server/src/test/test-app';
import { LiveClient, type LiveEvent } from './live-client';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('reads events split anywhere across chunks, skipping comments and unknown fields', () => {
    const parser = new SseParser();
    expect(parser.push('retry: 3000\n: connected\n\nevent: warn')).toEqual([]);
    expect(parser.push('ing\ndata: {"id":1}\r\n\r\n: heartbeat\n\nid: 4\ndata: a\ndata: b\n\n')).toEqual([
      { type: 'warning', data: '{"id":1}' },
      { type: 'message', data: 'a\nb' },
    ]);
  });
});

describe('LiveClient against the real server', () => {
  let t: TestApp;
  let url: string;
  let token: string | undefined;

  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/prod-api/remote/events`;
    token = await t.signIn('admin', ADMIN_PASSWORD);
  });
  afterAll(() => t.close());

  function started() {
    const client = new LiveClient({ url, token: () => token, retryMs: 50 });
    const events: LiveEvent[] = [];
    client.subscribe((event) => events.push(event));
    let connections = 0;
    let connected: () => void = () => undefined;
    client.onConnected(() => {
      connections += 1;
      connected();
    });
    const nextConnection = () => new Promise<void>((resolve) => (connected = resolve));
    return { client, events, connections: () => connections, nextConnection };
  }

  it('passes on the events of the stream', async () => {
    const { client, events, nextConnection } = started();
    const open = nextConnection();
    client.start();
    await open;
    const got = new Promise<void>((resolve) => client.subscribe(() => resolve()));
    const data = { deviceid: 1, devicecode: 'SL-1', runstate: 4 };
    t.events.publish({ type: 'device-state', accountId: 1, data });
    await got;
    expect(events).toEqual([{ type: 'device-state', data }]);
    client.stop();
  });

  it('connects again with the token of that moment when the stream is refused or ends', async () => {
    const saved = token;
    token = 'expired';
    const { client, connections, nextConnection } = started();
    client.start();
    const open = nextConnection();
    token = saved;
    await open;
    expect(connections()).toBe(1);
    client.stop();
  });

  it('says it is reconnecting while the stream is refused, and no longer once it opens again', async () => {
    const saved = token;
    token = 'expired';
    const { client, nextConnection } = started();
    const changes: boolean[] = [];
    client.onStatus(() => changes.push(client.reconnecting));
    client.start();
    await expect.poll(() => client.reconnecting).toBe(true);
    const open = nextConnection();
    token = saved;
    await open;
    expect(client.reconnecting).toBe(false);
    expect(changes).toEqual([true, false]);
    client.stop();
  });
});
