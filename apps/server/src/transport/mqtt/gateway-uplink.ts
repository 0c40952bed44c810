import type { DeviceIdentity, DeviceMessageSink, GatewayChildren } from '../device-messages';
import { isObject, keyValues, telemetryEntries } from '../device-payloads';
import type { DeviceSession, DeviceSessions } from './device-sessions';

/**
 * ThingsBoard's gateway API: a gateway speaks for the lights behind it, named by their numbers.
 * `gateway/connect` and `gateway/disconnect` take `{"device": number}`; `gateway/telemetry` takes
 * `{"NUMBER": [telemetry, ...]}` and `gateway/attributes` `{"NUMBER": {...}}`. A number that is not
 * a light behind this gateway is refused as 'unknown gateway child'; the other lights of the same
 * message are still taken.
 */
export class GatewayUplink {
  constructor(
    private readonly settings: {
      sink: DeviceMessageSink;
      children: GatewayChildren;
      sessions: DeviceSessions;
      now: () => number;
    },
  ) {}

  /** Handles one gateway message (its JSON); false for topics it leaves to others (RPC, attribute requests). */
  async handle(session: DeviceSession, topic: string, document: unknown): Promise<boolean> {
    switch (topic) {
      case 'gateway/connect':
      case 'gateway/disconnect':
        await this.presence(session, document, topic === 'gateway/connect');
        return true;
      case 'gateway/telemetry':
        await this.perChild(session, document, (child, value) => {
          const entries = telemetryEntries(value, this.settings.now());
          return entries.ok
            ? this.settings.sink.telemetry({ device: child, entries: entries.value })
            : entries;
        });
        return true;
      case 'gateway/attributes':
        await this.perChild(session, document, (child, value) => {
          const values = keyValues(value, 'attributes');
          return values.ok ? this.settings.sink.attributes({ device: child, values: values.value }) : values;
        });
        return true;
      default:
        return false;
    }
  }

  private async presence(session: DeviceSession, document: unknown, connected: boolean): Promise<void> {
    const code = isObject(document) ? document.device : undefined;
    if (typeof code !== 'string' || code === '') {
      this.settings.sink.rejected(session.identity, 'device must name a light by its number');
      return;
    }
    const child = (await this.children(session, [code])).get(code);
    if (!child) return;
    if (connected) this.settings.sessions.addChild(session, child.deviceId);
    else this.settings.sessions.removeChild(session, child.deviceId);
  }

  /** Takes each light's part of the message; refusals are reported against the light (or the gateway). */
  private async perChild(
    session: DeviceSession,
    document: unknown,
    take: (child: DeviceIdentity, value: unknown) => Promise<void> | { ok: false; reason: string },
  ): Promise<void> {
    if (!isObject(document) || Object.keys(document).length === 0) {
      this.settings.sink.rejected(session.identity, 'the message must map light numbers to their values');
      return;
    }
    const children = await this.children(session, Object.keys(document));
    const stored: Promise<void>[] = [];
    for (const [code, value] of Object.entries(document)) {
      const child = children.get(code);
      if (!child) continue;
      this.settings.sessions.addChild(session, child.deviceId);
      const taken = take(child, value);
      if (taken instanceof Promise) stored.push(taken);
      else this.settings.sink.rejected(child, taken.reason);
    }
    await Promise.all(stored);
  }

  /** The lights behind this gateway among `codes`; every other number is refused against the gateway. */
  private async children(session: DeviceSession, codes: string[]): Promise<Map<string, DeviceIdentity>> {
    const found = await this.settings.children(session.identity.deviceId, codes);
    for (const code of codes) {
      if (!found.has(code))
        this.settings.sink.rejected(session.identity, `unknown gateway child: ${code.slice(0, 64)}`);
    }
    return found;
  }
}
