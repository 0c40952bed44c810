import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let dist: string;
const script = 'console.log("lamplighter");'.repeat(50);

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lamplighter</title>');
  fs.writeFileSync(
    path.join(dist, 'index.html.br'),
    zlib.brotliCompressSync('<!doctype html><title>Lamplighter</title>'),
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'app-1.js.gz'), zlib.gzipSync(script));
  t = await startTestApp({}, { webDist: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the built web application', () => {
  it('is served at / and never cached, so a new build is seen at once', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Lamplighter</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends the compressed copy the build wrote to a browser that accepts it', async () => {
    const brotli = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toContain('Lamplighter');
    const gzip = await t.app.inject({ url: '/assets/app-1.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const plain = await t.app.inject({ url: '/assets/app-1.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers 404 for a file that is not there', async () => {
    const missing = await t.app.inject({ url: '/assets/nothing.js' });
    expect(missing.statusCode).toBe(404);
  });
});
