import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

/** Sends raw bytes on a new connection and reads the answer until the server closes it. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head, body });
    });
  });
}

describe('what Node refuses before Fastify runs is answered in the envelope', () => {
  it('headers over 16 KB: 431', async () => {
    const answer = await raw(
      `GET /prod-api/sys/user/info HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(answer.body)).toEqual({
      status: 431,
      message: 'request headers too large',
      data: null,
      key: 'error.headersTooLarge',
    });
  });

  it('a request line that is not HTTP: 400', async () => {
    for (const request of [
      'GARBAGE\r\n\r\n',
      'GET /prod-api/x HTTP/9.9\r\n\r\n',
      'GET / HTTP/1.1\r\nBad Header\r\n\r\n',
    ]) {
      const answer = await raw(request);
      expect(answer.status, request).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        status: 400,
        message: 'malformed request',
        data: null,
        key: 'error.badRequest',
      });
    }
  });

  it('an Expect header other than 100-continue: 417', async () => {
    const answer = await raw('GET /prod-api/sys/user/info HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n');
    expect(answer.status).toBe(417);
    expect(JSON.parse(answer.body)).toMatchObject({
      status: 417,
      data: null,
      key: 'error.expectationFailed',
    });
  });
});

describe('what the router refuses before a route runs is answered in the envelope', () => {
  it('an address that does not decode: 400', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/prod-api/remote/%zz/list' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ status: 400, data: null, key: 'error.malformedUrl' });
  });

  it('a path segment over the parameter limit: 414', async () => {
    const answer = await t.app.inject({ method: 'POST', url: `/api/v1/${'x'.repeat(200)}/telemetry` });
    expect(answer.statusCode).toBe(414);
    expect(answer.json()).toMatchObject({ status: 414, data: null, key: 'error.malformedUrl' });
  });
});
