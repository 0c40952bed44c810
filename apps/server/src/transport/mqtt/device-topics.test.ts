import { describe, expect, it } from 'vitest';
import { deviceFacingTopic, downlinkTopic, publishTopic, subscriptionFilter } from './device-topics';

const publishable = [
  'v1/devices/me/telemetry',
  'v1/devices/me/attributes',
  'v1/devices/me/rpc/response/7',
  'v1/devices/me/rpc/request/12',
  'v1/devices/me/attributes/request/1',
];
const gatewayPublishable = [
  'v1/gateway/connect',
  'v1/gateway/disconnect',
  'v1/gateway/telemetry',
  'v1/gateway/attributes',
  'v1/gateway/rpc',
  'v1/gateway/attributes/request',
];
const subscribable = [
  'v1/devices/me/rpc/request/+',
  'v1/devices/me/rpc/request/5',
  'v1/devices/me/rpc/response/+',
  'v1/devices/me/attributes',
  'v1/devices/me/attributes/response/+',
];
const gatewaySubscribable = ['v1/gateway/rpc', 'v1/gateway/attributes', 'v1/gateway/attributes/response'];

/** Topics near the allowed ones (other devices, other levels, wildcards, the broker's own names). */
function nearMisses(allowed: string[]): string[] {
  const variants = allowed.flatMap((topic) => [
    topic.replace('/me/', '/other/'),
    topic.replace('/me/', '/7/'),
    topic.replace('v1/', 'v2/'),
    topic.toUpperCase(),
    `/${topic}`,
    `${topic}/`,
    `${topic}/extra`,
    topic.replace(/\/[^/]+$/, '/#'),
    topic.replace(/\/[^/]+$/, ''),
    `${topic.replace(/\+$/, '1')}/+`,
    topic.replace(/[^/]+$/, 'x'.repeat(65)),
    topic.replace(/[^/]+$/, 'a b'),
  ]);
  const broker = [
    '$devices/1/rpc/request/+',
    '$devices/2/attributes',
    '$uplink/1/telemetry',
    '$lamplighter/revoked',
  ];
  const elsewhere = [
    '#',
    '+',
    '+/+',
    '$SYS/#',
    '$SYS/broker/clients',
    'v1/#',
    'v1/devices/+/telemetry',
    'v1/devices/#',
  ];
  const allowedSet = new Set([
    ...allowed,
    ...publishable,
    ...subscribable,
    ...gatewayPublishable,
    ...gatewaySubscribable,
  ]);
  return [...new Set([...variants, ...broker, ...elsewhere, ''])].filter((topic) => !allowedSet.has(topic));
}

describe('the topics a device may publish to', () => {
  it('are its own five device topics, for a gateway also the six gateway topics', () => {
    for (const topic of publishable) {
      expect(publishTopic(topic, false), topic).toBe(topic.slice('v1/devices/me/'.length));
      expect(publishTopic(topic, true), topic).toBeDefined();
    }
    for (const topic of gatewayPublishable) {
      expect(publishTopic(topic, true), topic).toBe(`gateway/${topic.slice('v1/gateway/'.length)}`);
      expect(publishTopic(topic, false), topic).toBeUndefined();
    }
  });

  it('refuse every other topic, however near, for devices and gateways alike', () => {
    const misses = nearMisses([...publishable, ...gatewayPublishable]);
    expect(misses.length).toBeGreaterThan(100);
    for (const topic of misses) {
      expect(publishTopic(topic, false), topic).toBeUndefined();
      expect(publishTopic(topic, true), topic).toBeUndefined();
    }
  });
});

describe('the filters a device may subscribe to', () => {
  it('become filters of its own id inside the broker', () => {
    expect(subscriptionFilter('v1/devices/me/rpc/request/+', 7, false)).toBe('$devices/7/rpc/request/+');
    expect(subscriptionFilter('v1/devices/me/attributes', 7, false)).toBe('$devices/7/attributes');
    expect(subscriptionFilter('v1/gateway/rpc', 9, true)).toBe('$devices/9/gateway/rpc');
    for (const topic of subscribable) expect(subscriptionFilter(topic, 7, false), topic).toBeDefined();
    for (const topic of gatewaySubscribable) {
      expect(subscriptionFilter(topic, 9, true), topic).toBeDefined();
      expect(subscriptionFilter(topic, 9, false), topic).toBeUndefined();
    }
  });

  it('refuse every other filter, wildcards, $SYS and other devices', () => {
    const misses = nearMisses([...subscribable, ...gatewaySubscribable]);
    expect(misses.length).toBeGreaterThan(80);
    for (const topic of misses) {
      expect(subscriptionFilter(topic, 99, false), topic).toBeUndefined();
      expect(subscriptionFilter(topic, 99, true), topic).toBeUndefined();
    }
  });

  it('take back a filter the broker gave the same device (a persistent session), never another device’s', () => {
    expect(subscriptionFilter('$devices/7/rpc/request/+', 7, false)).toBe('$devices/7/rpc/request/+');
    expect(subscriptionFilter('$devices/7/gateway/rpc', 7, true)).toBe('$devices/7/gateway/rpc');
    expect(subscriptionFilter('$devices/7/gateway/rpc', 7, false)).toBeUndefined();
    expect(subscriptionFilter('$devices/7/rpc/request/+', 8, false)).toBeUndefined();
    expect(subscriptionFilter('$devices/7/#', 7, false)).toBeUndefined();
  });
});

describe('messages to a device', () => {
  it('reach it under its own names, and never another device', () => {
    expect(deviceFacingTopic(downlinkTopic(7, 'rpc/request/3'), 7)).toBe('v1/devices/me/rpc/request/3');
    expect(deviceFacingTopic(downlinkTopic(7, 'gateway/rpc'), 7)).toBe('v1/gateway/rpc');
    expect(deviceFacingTopic(downlinkTopic(7, 'attributes'), 70)).toBeUndefined();
    expect(deviceFacingTopic(downlinkTopic(70, 'attributes'), 7)).toBeUndefined();
    expect(deviceFacingTopic('$uplink/7/attributes', 7)).toBeUndefined();
  });
});
