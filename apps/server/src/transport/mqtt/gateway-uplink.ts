import type { ArrivalStamp } from '../arrival-clock';
import type { DeviceIdentity, DeviceMessageSink, GatewayChildren, TakenValues } from '../device-messages';
import { isObject, keyValues, telemetryEntries } from '../device-payloads';
import type { DeviceSession, DeviceSessions } from './device-sessions';
import { type Refusal, taken, type UplinkOutcome } from './device-uplink';

const TAKEN: UplinkOutcome = {};
const refused = (kind: Refusal['kind'], reason: string): UplinkOutcome => ({ refusal: { kind, reason } });

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
      arrival: () => ArrivalStamp;
    },
  ) {}

  /**
   * Handles one gateway message (its JSON); false for topics it leaves to others (RPC, attribute
   * requests). A message is refused whole only when nothing of it could be used.
   */
  async handle(session: DeviceSession, topic: string, document: unknown): Promise<UplinkOutcome | false> {
    switch (topic) {
      case 'gateway/connect':
      case 'gateway/disconnect':
        return this.presence(session, document, topic === 'gateway/connect');
      case 'gateway/telemetry':
        return this.perChild(session, document, (child, value) => {
          const entries = telemetryEntries(value, this.settings.arrival);
          return entries.ok
            ? this.settings.sink.telemetry({ device: child, entries: entries.value })
            : entries;
        });
      case 'gateway/attributes':
        return this.perChild(session, document, (child, value) => {
          const values = keyValues(value, 'attributes');
          return values.ok ? this.settings.sink.attributes({ device: child, values: values.value }) : values;
        });
      default:
        return false;
    }
  }

  private async presence(
    session: DeviceSession,
    document: unknown,
    connected: boolean,
  ): Promise<UplinkOutcome> {
    const code = isObject(document) ? document.device : undefined;
    if (typeof code !== 'string' || code === '') {
      const reason = 'device must name a light by its number';
      this.settings.sink.rejected(session.identity, reason);
      return refused('payload-invalid', reason);
    }
    const child = (await this.children(session, [code])).get(code);
    if (!child) return refused('not-authorized', `unknown gateway child: ${code.slice(0, 64)}`);
    if (connected) this.settings.sessions.addChild(session, child.deviceId);
    else this.settings.sessions.removeChild(session, child.deviceId);
    return TAKEN;
  }

  /** Takes each light's part of the message; refusals are reported against the light (or the gateway). */
  private async perChild(
    session: DeviceSession,
    document: unknown,
    take: (child: DeviceIdentity, value: unknown) => Promise<TakenValues> | { ok: false; reason: string },
  ): Promise<UplinkOutcome> {
    if (!isObject(document) || Object.keys(document).length === 0) {
      const reason = 'the message must map light numbers to their values';
      this.settings.sink.rejected(session.identity, reason);
      return refused('payload-invalid', reason);
    }
    const children = await this.children(session, Object.keys(document));
    if (children.size === 0)
      return refused('not-authorized', 'no light of the message is behind this gateway');
    const stored: Promise<TakenValues>[] = [];
    let firstRefusal: string | undefined;
    for (const [code, value] of Object.entries(document)) {
      const child = children.get(code);
      if (!child) continue;
      this.settings.sessions.addChild(session, child.deviceId);
      const values = take(child, value);
      if (values instanceof Promise) stored.push(values);
      else {
        this.settings.sink.rejected(child, values.reason);
        firstRefusal ??= values.reason;
      }
    }
    const results = await Promise.all(stored);
    const kept = results.reduce((sum, result) => sum + result.kept, 0);
    return taken({ kept, refused: firstRefusal ?? results.find((result) => result.refused)?.refused });
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
