import type { ArrivalStamp } from '../arrival-clock';
import type { DeviceIdentity, DeviceMessageSink, TakenValues } from '../device-messages';
import { keyValues, parseJson, telemetryEntries } from '../device-payloads';
import type { DeviceSession } from './device-sessions';
import { publishTopic, uplinkTopic } from './device-topics';
import type { GatewayUplink } from './gateway-uplink';

export interface UplinkSettings {
  sink: DeviceMessageSink;
  gateway: GatewayUplink;
  maxMessageBytes: number;
  arrival: () => ArrivalStamp;
}

/** Why nothing of a message was taken: a topic the device may not use, or a payload it cannot mean. */
export interface Refusal {
  kind: 'not-authorized' | 'payload-invalid';
  reason: string;
}

/** What became of a published message: passed on inside the broker, taken, or refused whole. */
export interface UplinkOutcome {
  /** The broker topic to pass the message on under, for the platform's own subscribers. */
  forward?: string;
  refusal?: Refusal;
}

const TAKEN: UplinkOutcome = {};

/**
 * What happens to a message a device published. Telemetry and attributes go to the sink; the
 * other topics a device may use (RPC, attribute requests) are passed on inside the broker under
 * `$uplink/{deviceId}/...` for the platform's own subscribers. A message that cannot be used is
 * reported to the sink with the reason and dropped; only a failing sink makes `handle` reject.
 */
export class DeviceUplink {
  constructor(private readonly settings: UplinkSettings) {}

  /** Resolves once the message is stored or dropped. */
  async handle(session: DeviceSession, topic: string, payload: Buffer): Promise<UplinkOutcome> {
    const device = session.identity;
    const relative = publishTopic(topic, session.gateway);
    if (relative === undefined)
      return this.refuse(device, 'not-authorized', `topic not allowed: ${topic.slice(0, 120)}`);
    const json = parseJson(payload, this.settings.maxMessageBytes);
    if (!json.ok) return this.refuse(device, 'payload-invalid', json.reason);
    if (relative === 'telemetry') {
      const entries = telemetryEntries(json.value, this.settings.arrival);
      if (!entries.ok) return this.refuse(device, 'payload-invalid', entries.reason);
      return taken(await this.settings.sink.telemetry({ device, entries: entries.value }));
    }
    if (relative === 'attributes') {
      const values = keyValues(json.value, 'attributes');
      if (!values.ok) return this.refuse(device, 'payload-invalid', values.reason);
      return taken(await this.settings.sink.attributes({ device, values: values.value }));
    }
    const handled = await this.settings.gateway.handle(session, relative, json.value);
    if (handled === false) return { forward: uplinkTopic(device.deviceId, relative) };
    return handled;
  }

  private refuse(device: DeviceIdentity, kind: Refusal['kind'], reason: string): UplinkOutcome {
    this.settings.sink.rejected(device, reason);
    return { refusal: { kind, reason } };
  }
}

/** A message none of whose values could be used is refused whole (the sink counted why). */
export function taken(values: TakenValues): UplinkOutcome {
  return values.kept > 0 ? TAKEN : { refusal: { kind: 'payload-invalid', reason: values.refused ?? '' } };
}
