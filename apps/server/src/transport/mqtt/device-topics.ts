/**
 * The topics of the device API (ThingsBoard's), which of them a device may use, and the names the
 * broker gives them inside. ThingsBoard's `v1/devices/me/...` means "this connection's device";
 * inside the broker every topic carries the device id, so that a subscription can only ever match
 * its own device's messages:
 *
 * - to the device (commands, shared attributes, answers): `$devices/{id}/{topic}`
 * - from the device (anything not stored as telemetry or attributes): `$uplink/{id}/{topic}`
 *
 * where `{topic}` is the topic after `v1/devices/me/` (`rpc/request/7`), or `gateway/` and the
 * topic after `v1/gateway/` (`gateway/rpc`). Devices cannot name these: they are refused like
 * every topic outside the lists below.
 */

const DEVICE_ROOT = 'v1/devices/me/';
const GATEWAY_ROOT = 'v1/gateway/';
const GATEWAY_PREFIX = 'gateway/';
const DOWNLINK_ROOT = '$devices/';
const UPLINK_ROOT = '$uplink/';

/** `+` stands for one level: a request id, or in a subscription `+` itself. */
const devicePublish = ['telemetry', 'attributes', 'rpc/response/+', 'rpc/request/+', 'attributes/request/+'];
const deviceSubscribe = ['rpc/request/+', 'rpc/response/+', 'attributes', 'attributes/response/+'];
/** A gateway's own topics, after `v1/gateway/`. */
const gatewayPublish = ['connect', 'disconnect', 'telemetry', 'attributes', 'rpc', 'attributes/request'];
const gatewaySubscribe = ['rpc', 'attributes', 'attributes/response'];

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

function matches(topic: string, pattern: string, wildcard: boolean): boolean {
  const levels = topic.split('/');
  const wanted = pattern.split('/');
  if (levels.length !== wanted.length) return false;
  return wanted.every((want, index) => {
    const level = levels[index] ?? '';
    if (want !== '+') return level === want;
    return (wildcard && level === '+') || REQUEST_ID.test(level);
  });
}

/**
 * A topic as the device wrote it, relative to the device (`telemetry`, `rpc/request/7`,
 * `gateway/telemetry`), when one of `patterns` allows it.
 */
function relative(
  topic: string,
  gateway: boolean,
  lists: { device: string[]; gateway: string[] },
  wildcard: boolean,
): string | undefined {
  if (topic.startsWith(DEVICE_ROOT)) {
    const rest = topic.slice(DEVICE_ROOT.length);
    return lists.device.some((pattern) => matches(rest, pattern, wildcard)) ? rest : undefined;
  }
  if (gateway && topic.startsWith(GATEWAY_ROOT)) {
    const rest = topic.slice(GATEWAY_ROOT.length);
    return lists.gateway.some((pattern) => matches(rest, pattern, wildcard))
      ? `${GATEWAY_PREFIX}${rest}`
      : undefined;
  }
  return undefined;
}

/** Where a device may publish: the topic relative to the device, or undefined when refused. */
export function publishTopic(topic: string, gateway: boolean): string | undefined {
  return relative(topic, gateway, { device: devicePublish, gateway: gatewayPublish }, false);
}

/**
 * The broker's filter for a device's subscription, or undefined when refused. A filter the broker
 * itself gave this device before (a persistent session coming back) is taken as it is.
 */
export function subscriptionFilter(topic: string, deviceId: number, gateway: boolean): string | undefined {
  const lists = { device: deviceSubscribe, gateway: gatewaySubscribe };
  const own = `${DOWNLINK_ROOT}${deviceId}/`;
  if (topic.startsWith(own)) {
    const rest = topic.slice(own.length);
    const asWritten = rest.startsWith(GATEWAY_PREFIX)
      ? `${GATEWAY_ROOT}${rest.slice(GATEWAY_PREFIX.length)}`
      : `${DEVICE_ROOT}${rest}`;
    return relative(asWritten, gateway, lists, true) === undefined ? undefined : topic;
  }
  const rest = relative(topic, gateway, lists, true);
  return rest === undefined ? undefined : `${own}${rest}`;
}

/** The broker's topic of a message to a device (`rpc/request/7`, `attributes`, `gateway/rpc`). */
export function downlinkTopic(deviceId: number, topic: string): string {
  return `${DOWNLINK_ROOT}${deviceId}/${topic}`;
}

/** The broker's topic of a message from a device, where the platform's own subscribers find it. */
export function uplinkTopic(deviceId: number, topic: string): string {
  return `${UPLINK_ROOT}${deviceId}/${topic}`;
}

/** The broker's filter for messages of every device on one topic (`rpc/response/+`, `gateway/rpc`). */
export function uplinkFilter(topic: string): string {
  return `${UPLINK_ROOT}+/${topic}`;
}

/**
 * Whether a broker topic concerns one device's connection (messages to it, answers from it): such
 * messages are delivered by the process holding that connection and need not cross to the others.
 */
export function isConnectionTopic(topic: string): boolean {
  return topic.startsWith(DOWNLINK_ROOT) || topic.startsWith(UPLINK_ROOT);
}

/** A message to `deviceId` as that device sees it (`v1/devices/me/...`), or undefined when not its own. */
export function deviceFacingTopic(brokerTopic: string, deviceId: number): string | undefined {
  const own = `${DOWNLINK_ROOT}${deviceId}/`;
  if (!brokerTopic.startsWith(own)) return undefined;
  const rest = brokerTopic.slice(own.length);
  return rest.startsWith(GATEWAY_PREFIX)
    ? `${GATEWAY_ROOT}${rest.slice(GATEWAY_PREFIX.length)}`
    : `${DEVICE_ROOT}${rest}`;
}

/**
 * A message sent to a device, relative to the device (`rpc/request/7`, `gateway/rpc`), from the
 * broker's topic or the topic the device saw; undefined for any other topic.
 */
export function relativeDownlinkTopic(topic: string): string | undefined {
  if (topic.startsWith(DOWNLINK_ROOT)) return topic.split('/').slice(2).join('/') || undefined;
  if (topic.startsWith(DEVICE_ROOT)) return topic.slice(DEVICE_ROOT.length);
  if (topic.startsWith(GATEWAY_ROOT)) return `${GATEWAY_PREFIX}${topic.slice(GATEWAY_ROOT.length)}`;
  return undefined;
}
