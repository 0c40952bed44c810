import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { deviceFetch } from './device-fetch';

const quick = { attempts: 4, firstDelayMs: 5, maxDelayMs: 30 };

/** A server that answers the n-th request (from 0) as `answer` says. */
async function serving(
  answer: (n: number, request: http.IncomingMessage, response: http.ServerResponse) => void,
) {
  let n = 0;
  const server = http.createServer((request, response) => answer(n++, request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stop = () => new Promise((resolve) => server.close(() => resolve()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/file`, requests: () => n };
}
let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe('a device asking the platform', () => {
  it('asks again while the platform is busy, and takes the answer once it comes', async () => {
    const server = await serving((n, _request, response) => {
      if (n < 2) response.writeHead(503, { 'retry-after': '1' }).end('busy');
      else response.end('the sound');
    });
    const answer = await deviceFetch(server.url, {}, quick);
    expect(await answer.text()).toBe('the sound');
    expect(server.requests()).toBe(3);
  });

  it('asks again when the connection was cut before any answer', async () => {
    const server = await serving((n, request, response) => {
      if (n === 0) request.socket.destroy();
      else response.end('the manifest');
    });
    expect(await (await deviceFetch(server.url, {}, quick)).text()).toBe('the manifest');
  });

  it('does not ask again for an answer that will not change', async () => {
    const server = await serving((_n, _request, response) => response.writeHead(404).end());
    expect((await deviceFetch(server.url, {}, quick)).status).toBe(404);
    expect(server.requests()).toBe(1);
  });

  it('gives up after its tries: the last busy answer, or why no answer came', async () => {
    const busy = await serving((_n, _request, response) => response.writeHead(503).end());
    expect((await deviceFetch(busy.url, {}, quick)).status).toBe(503);
    expect(busy.requests()).toBe(4);
    await stop?.();
    stop = undefined;
    await expect(deviceFetch(busy.url, {}, quick)).rejects.toThrow(/fetch failed \(ECONNREFUSED\)/);
  });
});
