import type { DeviceInput } from '@lamplighter/contract';
import type { Placement } from '../projects/placements';
import type { DeviceValues } from './devices.repository';

/** The columns of a device from what a person typed and where it goes. */
export function deviceValues(input: DeviceInput, placement: Placement): DeviceValues {
  return {
    code: input.devicecode,
    name: input.devicename,
    typeId: input.devicetype,
    accountId: placement.accountId,
    projectId: placement.projectId,
    groupId: placement.groupId,
    serialNumber: input.serialnumber,
    verifyCode: input.verifycode,
    communicationType: input.communicationtype,
    isNbiot: input.isnbiot === 1,
    isBms: input.isbms === 1,
    isGridComplementary: input.isgridcomplementary === 1,
    packageExpire: input.packageexpire ?? null,
    simStart: input.simstart ?? null,
    simEnd: input.simend ?? null,
    longitude: input.longitude ?? null,
    latitude: input.latitude ?? null,
    poleNumber: input.polenumber,
    installDate: input.installdate ?? null,
    manufacturerId: input.manufacturerid ?? null,
    model: input.model,
    lampPower: input.lamppower ?? null,
    firmwareVersion: input.firmwareversion,
    remark: input.remark,
  };
}
