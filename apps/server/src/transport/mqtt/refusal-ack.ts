import type { Client, PublishPacket } from 'aedes';
import mqttPacket from 'mqtt-packet';
import type { Refusal } from './device-uplink';

/** MQTT 5 PUBACK reason codes of a refused message. */
export const PUBACK_REASON = { 'not-authorized': 0x87, 'payload-invalid': 0x99 } as const;

/** What Aedes 2 keeps on a client and a packet that this relies on (its MQTT tests fail if that changes). */
interface AedesInternals {
  conn: NodeJS.WritableStream;
  version?: number;
  _requestProblemInformation?: boolean;
}

/**
 * Tells an MQTT 5 client that its QoS 1 message was refused, with the reason code and (unless it
 * asked for none) the reason: Aedes itself only knows 0x87. The packet is marked as Aedes marks
 * the messages it refused, so that it sends no acknowledgement of its own and passes nothing on.
 * Answers false for a client that cannot be told (MQTT 3.1.1, QoS 0): it gets the usual PUBACK.
 */
export function acknowledgeRefusal(client: Client, packet: PublishPacket, refusal: Refusal): boolean {
  const internals = client as unknown as AedesInternals;
  if (internals.version !== 5 || packet.qos !== 1 || packet.messageId === undefined) return false;
  const properties =
    internals._requestProblemInformation === false
      ? undefined
      : { reasonString: refusal.reason.slice(0, 200) };
  mqttPacket.writeToStream(
    {
      cmd: 'puback',
      messageId: packet.messageId,
      reasonCode: PUBACK_REASON[refusal.kind],
      ...(properties ? { properties } : {}),
    },
    internals.conn,
    { protocolVersion: 5 },
  );
  (packet as PublishPacket & { _notAuthorized?: boolean })._notAuthorized = true;
  return true;
}
