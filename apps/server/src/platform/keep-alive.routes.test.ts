import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await startTestApp({ HTTP_KEEP_ALIVE: '1' });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(() => t.close());

describe('an idle HTTP connection', () => {
  it('is told how long it is kept, and closed by the server once that passed', async () => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    socket.write('GET /prod-api/sys/user/info HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    await new Promise((resolve) => socket.once('data', resolve));
    const answered = Date.now();
    expect(answer).toMatch(/^keep-alive: timeout=1$/im);
    expect(await closed).toBeGreaterThanOrEqual(answered + 900);
  });
});
