import { hashDeviceToken } from './device-tokens';
import type { DeviceIdentityRow, DevicesRepository } from './devices.repository';

/** No token of ours is this long; a longer one is refused without hashing it. */
const MAX_TOKEN_LENGTH = 256;

/**
 * Who a device is, for the device transports (MQTT, HTTP): the device an access token opens, and
 * the lights a gateway speaks for. Answers every account's devices: a token is the device's proof.
 */
export class DeviceIdentities {
  constructor(private readonly repository: DevicesRepository) {}

  /** The device the token opens; none for an empty, overlong or unknown token. */
  async byToken(token: string | undefined): Promise<DeviceIdentityRow | undefined> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return undefined;
    return this.repository.identityByTokenHash(hashDeviceToken(token));
  }

  /** The lights behind the gateway among `codes`, by number; other numbers are missing from the map. */
  async behindGateway(gatewayId: number, codes: string[]): Promise<Map<string, DeviceIdentityRow>> {
    const rows = await this.repository.identitiesBehindGateway(gatewayId, codes);
    return new Map(rows.map((row) => [row.code, row]));
  }
}
