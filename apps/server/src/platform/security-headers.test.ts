import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDevice, addProject } from '../test/inventory-fixture';
import { ADMIN_PASSWORD, type ApiAnswer, startTestApp, type TestApp } from '../test/test-app';
import { tileOrigin, webAppPolicy } from './security-headers';

let t: TestApp;
let dist: string;
let admin: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'lamplighter-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Lamplighter</title>');
  t = await startTestApp(
    { MAP_TILE_URL: 'https://tiles.example.net:8443/base/{z}/{x}/{y}.png' },
    { webDist: dist },
  );
  admin = await t.signIn('admin', ADMIN_PASSWORD);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const directives = (policy: string | undefined) =>
  new Map(
    String(policy)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

function expectCommonHeaders(headers: ApiAnswer['headers']) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(directives(headers['content-security-policy'] as string).get('frame-ancestors')).toEqual(["'none'"]);
}

describe('answers of the API', () => {
  it('are never stored and load nothing if opened as a page, refusals included', async () => {
    const answers = [
      await t.get('/sys/user/info'),
      await t.get('/no/such/route'),
      await t.get('/remote/project/list', { token: admin, query: { pagenum: 1, pagesize: 10 } }),
      await t.get('/remote/project/detail', { token: admin, query: { id: 'x' } }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 200, 400]);
    for (const answer of answers) {
      expectCommonHeaders(answer.headers);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(directives(answer.headers['content-security-policy'] as string).get('default-src')).toEqual([
        "'none'",
      ]);
    }
  });

  it('carrying a token or a device token are never stored', async () => {
    const signIn = await t.signInTokens('admin', ADMIN_PASSWORD);
    const { id: projectid } = await addProject(t, admin);
    const added = await t.post('/remote/device/add', {
      token: admin,
      form: { devicecode: 'HDR-1', devicename: 'Lamp', devicetype: 1, projectid },
    });
    const rotated = await t.post('/remote/device/credentials', {
      token: admin,
      form: { id: added.body.data.device.id },
    });
    const device = await t.app.inject({ url: `/api/v1/${rotated.body.data.token}/attributes` });
    for (const answer of [signIn, added, rotated]) {
      expect(answer.statusCode, answer.body.message).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
    expect(device.headers['cache-control']).toBe('no-store');
  });

  it('keep the caching and policy their route chose', async () => {
    const { id: projectid } = await addProject(t, admin);
    await addDevice(t, admin, projectid, { longitude: 116.4, latitude: 39.9 });
    const points = await t.get('/remote/device/points', { token: admin });
    expect(points.headers['cache-control']).toBe('private, no-cache');
    const face = await t.get('/sys/user/getface', { token: admin });
    expect(face.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expectCommonHeaders(points.headers);
  });
});

describe('the web application', () => {
  it('is served with the policy the app runs under: its own scripts, the base map, MapLibre’s workers, camera video', async () => {
    const page = await t.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page.headers);
    const policy = directives(page.headers['content-security-policy'] as string);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toContain('https://tiles.example.net:8443');
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.example.net:8443']);
    expect(policy.get('worker-src')).toContain('blob:');
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('adds no origin for tiles on its own host or without a base map', () => {
    expect(tileOrigin('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(directives(webAppPolicy('')).get('connect-src')).toEqual(["'self'"]);
    expect(tileOrigin('http://{prefix}.Tiles.example.net/{z}/{x}/{y}.png')).toBe(
      'http://*.tiles.example.net',
    );
  });
});
