import { describe, expect, it } from 'vitest';
import type { Endpoint } from './endpoint';
import { endpoints } from './index';

const all: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group));

/**
 * The POST endpoints that only read: the seed's menu calls, an export that takes its filter as a
 * body, the check for colliding commands that takes up to a thousand device numbers, and a WebRTC
 * camera's offer and its end, which open and close a view of it as the GET of play does for HLS.
 * And a live broadcast's pieces, two a second, which its audited start and stop frame.
 */
const readsByPost = [
  '/remote/broadcast/live/chunk',
  '/remote/camera/whep',
  '/remote/camera/whep/stop',
  '/remote/device/command/conflicts',
  '/remote/history/export',
  '/sys/user/menulist',
  '/sys/user/menutree',
];

describe('the endpoints that change something', () => {
  it('each name an audit action of their own, as area.verb', () => {
    const actions = all.flatMap((endpoint) => (endpoint.audit ? [endpoint.audit] : []));
    expect(new Set(actions).size).toBe(actions.length);
    for (const action of actions) expect(action).toMatch(/^[a-z]+(\.[a-z]+)+$/);
  });

  it('include every deletion, though the seed deletes by GET', () => {
    const deletions = all.filter((endpoint) => endpoint.path.endsWith('/delete'));
    expect(deletions.length).toBeGreaterThan(0);
    for (const endpoint of deletions) expect(endpoint.audit, endpoint.path).toBeDefined();
  });

  it('include every POST but the reads that take a body', () => {
    const unmarked = all.filter((endpoint) => endpoint.method === 'POST' && !endpoint.audit);
    expect(unmarked.map((endpoint) => endpoint.path).sort()).toEqual(readsByPost);
  });
});
