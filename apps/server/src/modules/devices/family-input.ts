import type { DeviceDetail, DeviceInput } from '@lamplighter/contract';

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

/**
 * The whole device input of a gateway or loop controller for the devices service: what its form
 * carries, and for every other field the device's current value (`current`, on update) or none
 * (on add), so that saving the family's form never clears what the device screen set.
 */
export function familyDeviceInput(
  fields: FamilyFields,
  devicetype: number,
  current?: DeviceDetail,
): DeviceInput {
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
    verifycode: current?.verifycode ?? '',
    isnbiot: current?.isnbiot ?? 0,
    isbms: current?.isbms ?? 0,
    isgridcomplementary: current?.isgridcomplementary ?? 0,
    packageexpire: current?.packageexpire ?? undefined,
    simstart: current?.simstart ?? undefined,
    simend: current?.simend ?? undefined,
    installdate: current?.installdate ?? undefined,
    manufacturerid: current?.manufacturerid ?? undefined,
    lamppower: current?.lamppower ?? undefined,
  };
}
