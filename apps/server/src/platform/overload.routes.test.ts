import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installErrorHandler } from './error-handler';
import { isShortage } from './overload';

/** What `fs.open` throws once the process holds as many files as its limit allows. */
const tooManyFiles = () =>
  Object.assign(new Error("EMFILE: too many open files, open '/srv/media/ab'"), {
    code: 'EMFILE',
    errno: -24,
    syscall: 'open',
  });

const app = Fastify();
beforeAll(async () => {
  installErrorHandler(app);
  app.get('/files', async () => {
    throw tooManyFiles();
  });
  app.get('/database', async () => {
    throw new Error('query failed', {
      cause: Object.assign(new Error('sorry, too many clients already'), { code: '53300' }),
    });
  });
  app.get('/broken', async () => {
    throw new TypeError('cannot read properties of undefined');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('a request that meets a shortage of the server', () => {
  it('out of open files: 503 with a time to come back, not an internal error', async () => {
    const answer = await app.inject({ url: '/files' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
    expect(answer.json()).toEqual({
      status: 503,
      message: 'the server is busy; try again in a moment',
      data: null,
      key: 'error.overloaded',
    });
  });

  it('the database out of connections, however deep the cause: 503 too', async () => {
    const answer = await app.inject({ url: '/database' });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('2');
  });

  it('a fault of the code stays a 500 with nothing to retry', async () => {
    const answer = await app.inject({ url: '/broken' });
    expect(answer.statusCode).toBe(500);
    expect(answer.headers['retry-after']).toBeUndefined();
  });

  it('is not fooled by a code that is not a string or a cause that loops', () => {
    const looping: { code: number; cause?: unknown } = { code: 24 };
    looping.cause = looping;
    expect(isShortage(looping)).toBe(false);
    expect(isShortage(null)).toBe(false);
  });
});
