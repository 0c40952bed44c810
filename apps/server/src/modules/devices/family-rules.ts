import { LIGHT_TYPES } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { DevicesRepository } from './devices.repository';
import type { LightsRepository } from './lights.repository';

/** The checks gateways and loop controllers share: the devices named are theirs, the lights are lights. */
export class FamilyRules {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly lights: LightsRepository,
  ) {}

  /** Every id is a device of the subtree of that family; anything else answers 404 as `what`. */
  async assertFamily(caller: Caller, ids: number[], type: number, what: string): Promise<void> {
    const found = await this.devices.inScope(caller, ids);
    if (found.length !== ids.length || found.some((device) => device.typeId !== type)) {
      throw fail.notFound(what);
    }
  }

  /**
   * The ids of the lights `codes` names, by number. A number found nowhere in the caller's subtree
   * is refused with every such number; a device that is not a lamp with its own number.
   */
  async lightIds(caller: Caller, codes: string[]): Promise<Map<string, number>> {
    const found = await this.lights.byCodes(caller, codes);
    const byCode = new Map(found.map((device) => [device.code, device]));
    const missing = [...new Set(codes)].filter((code) => !byCode.has(code));
    if (missing.length > 0) throw fail.badRequestKey('error.lightsNotFound', { codes: missing.join(', ') });
    const notLight = found.find((device) => !LIGHT_TYPES.includes(device.typeId));
    if (notLight) throw fail.badRequestKey('error.notALight', { code: notLight.code });
    return new Map(found.map((device) => [device.code, device.id]));
  }
}
