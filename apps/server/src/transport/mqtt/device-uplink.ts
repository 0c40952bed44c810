import type { DeviceIdentity, DeviceMessageSink } from '../device-messages';
import { keyValues, parseJson, telemetryEntries } from '../device-payloads';
import type { DeviceSession } from './device-sessions';
import { publishTopic, uplinkTopic } from './device-topics';
import type { GatewayUplink } from './gateway-uplink';

export interface UplinkSettings {
  sink: DeviceMessageSink;
  gateway: GatewayUplink;
  maxMessageBytes: number;
  now: () => number;
}

/**
 * What happens to a message a device published. Telemetry and attributes go to the sink; the
 * other topics a device may use (RPC, attribute requests) are passed on inside the broker under
 * `$uplink/{deviceId}/...` for the platform's own subscribers. A message that cannot be used is
 * reported to the sink with the reason and dropped; only a failing sink makes `handle` reject.
 */
export class DeviceUplink {
  constructor(private readonly settings: UplinkSettings) {}

  /** Resolves once the message is stored or dropped, with the broker topic to pass it on under, if any. */
  async handle(session: DeviceSession, topic: string, payload: Buffer): Promise<string | undefined> {
    const device = session.identity;
    const relative = publishTopic(topic, session.gateway);
    if (relative === undefined) return this.refuse(device, `topic not allowed: ${topic.slice(0, 120)}`);
    const json = parseJson(payload, this.settings.maxMessageBytes);
    if (!json.ok) return this.refuse(device, json.reason);
    if (relative === 'telemetry') {
      const entries = telemetryEntries(json.value, this.settings.now());
      if (!entries.ok) return this.refuse(device, entries.reason);
      await this.settings.sink.telemetry({ device, entries: entries.value });
    } else if (relative === 'attributes') {
      const values = keyValues(json.value, 'attributes');
      if (!values.ok) return this.refuse(device, values.reason);
      await this.settings.sink.attributes({ device, values: values.value });
    } else if (!(await this.settings.gateway.handle(session, relative, json.value))) {
      return uplinkTopic(device.deviceId, relative);
    }
    return undefined;
  }

  private refuse(device: DeviceIdentity, reason: string): undefined {
    this.settings.sink.rejected(device, reason);
    return undefined;
  }
}
