import type { DeviceChanges, DeviceInput } from '@lamplighter/contract';
import type { Placement } from '../projects/placements';
import type { DeviceValues } from './devices.repository';

const flag = (value: number | undefined) => (value === undefined ? undefined : value === 1);

/**
 * The columns of the fields a person typed. A field left out (undefined) stays out, so an update
 * writes only what it was given; one sent empty is '' or null and clears its column.
 */
export function typedColumns(input: DeviceChanges): Partial<DeviceValues> {
  return {
    code: input.devicecode,
    name: input.devicename,
    typeId: input.devicetype,
    serialNumber: input.serialnumber,
    verifyCode: input.verifycode,
    communicationType: input.communicationtype,
    isNbiot: flag(input.isnbiot),
    isBms: flag(input.isbms),
    isGridComplementary: flag(input.isgridcomplementary),
    packageExpire: input.packageexpire,
    simStart: input.simstart,
    simEnd: input.simend,
    longitude: input.longitude,
    latitude: input.latitude,
    poleNumber: input.polenumber,
    installDate: input.installdate,
    manufacturerId: input.manufacturerid,
    model: input.model,
    lampPower: input.lamppower,
    firmwareVersion: input.firmwareversion,
    remark: input.remark,
  };
}

/** Where a device is: its project, group, and the project's owner, which it repeats. */
export function placementColumns(placement: Placement) {
  return { accountId: placement.accountId, projectId: placement.projectId, groupId: placement.groupId };
}

/** The columns of a new device from what a person typed and where it goes. */
export function deviceValues(input: DeviceInput, placement: Placement): DeviceValues {
  return {
    ...typedColumns(input),
    code: input.devicecode,
    name: input.devicename,
    typeId: input.devicetype,
    ...placementColumns(placement),
  };
}
