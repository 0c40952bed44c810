import { type DeviceChanges, type DeviceInput, type GatewayMode, LIGHT_TYPES } from '@lamplighter/contract';
import type { Database } from '../../db/client';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { DeviceFamiliesRepository, FamilyPage } from './device-families.repository';
import type { DevicesRepository } from './devices.repository';

export type { FamilyPage };

/** The device fields that the forms of gateways and loop controllers carry. */
export interface FamilyFields {
  devicecode: string;
  devicename: string;
  projectid: number;
  groupid?: number | undefined;
  serialnumber: string;
  communicationtype: string;
  longitude?: number | undefined;
  latitude?: number | undefined;
  polenumber: string;
  model: string;
  firmwareversion: string;
  remark: string;
}

/** An update of those fields: the ones sent change, the others (and every other field) stay. */
export type FamilyChanges = Pick<DeviceChanges, keyof FamilyFields>;

/**
 * The whole device input of a new gateway or loop controller for the devices service: what its
 * form carries, and none of the fields that only the device screen sets.
 */
export function familyDeviceInput(fields: FamilyFields, devicetype: number): DeviceInput {
  return {
    devicecode: fields.devicecode,
    devicename: fields.devicename,
    devicetype,
    projectid: fields.projectid,
    groupid: fields.groupid,
    serialnumber: fields.serialnumber,
    communicationtype: fields.communicationtype,
    longitude: fields.longitude,
    latitude: fields.latitude,
    polenumber: fields.polenumber,
    model: fields.model,
    firmwareversion: fields.firmwareversion,
    remark: fields.remark,
    verifycode: '',
    isnbiot: 0,
    isbms: 0,
    isgridcomplementary: 0,
  };
}

/**
 * What the gateways and loop-controllers modules build on, since their devices and the links of
 * lights to them live in the devices table: the checks they share, a family's page, and the lights
 * behind a gateway or on a circuit. The device itself is added, changed and deleted by the
 * devices service.
 */
export class DeviceFamilies {
  constructor(
    private readonly devices: DevicesRepository,
    private readonly families: DeviceFamiliesRepository,
    private readonly today: () => string,
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
    const found = await this.families.byCodes(caller, codes);
    const byCode = new Map(found.map((device) => [device.code, device]));
    const missing = [...new Set(codes)].filter((code) => !byCode.has(code));
    if (missing.length > 0) throw fail.badRequestKey('error.lightsNotFound', { codes: missing.join(', ') });
    const notLight = found.find((device) => !LIGHT_TYPES.includes(device.typeId));
    if (notLight) throw fail.badRequestKey('error.notALight', { code: notLight.code });
    return new Map(found.map((device) => [device.code, device.id]));
  }

  /** A page of the family's devices in the subtree, newest first. */
  page(caller: Caller, type: number, filter: FamilyPage) {
    return this.families.page(caller, type, filter, this.today());
  }

  gatewayFacts(caller: Caller, ids: number[]) {
    return this.families.gatewayFacts(caller, ids);
  }

  behindGateway(caller: Caller, gatewayId: number) {
    return this.families.behindGateway(caller, gatewayId);
  }

  linkGateway(
    caller: Caller,
    gatewayId: number,
    links: { mode?: GatewayMode | undefined; lightIds?: number[] | undefined },
  ): Promise<void> {
    return this.families.linkGateway(caller, gatewayId, links);
  }

  onCircuits(caller: Caller, circuitIds: number[]) {
    return this.families.onCircuits(caller, circuitIds);
  }

  countOnCircuits(caller: Caller, circuitIds: number[]) {
    return this.families.countOnCircuits(caller, circuitIds);
  }

  fedBy(circuitIds: number[], except: number[]) {
    return this.families.fedBy(circuitIds, except);
  }

  placeOnCircuits(tx: Database, caller: Caller, circuits: { id: number; lightIds: number[] }[]) {
    return this.families.placeOnCircuits(tx, caller, circuits);
  }
}
