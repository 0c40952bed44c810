import type { DeviceChanges, DeviceInput } from '@lamplighter/contract';

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
