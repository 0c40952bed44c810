import { z } from 'zod';
import { gatewayModes } from './device-types';
import {
  device,
  deviceCodeField,
  deviceDetail,
  deviceFilter,
  deviceNameField,
  deviceWithToken,
  refineDevice,
  requiredProject,
} from './devices';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import { idField, idListField, pageNumField, pageSizeField } from './fields';
import { latitudeField, longitudeField, optionalId, optionalText, textList } from './inventory-fields';
import { updateFields } from './update-fields';

/**
 * A gateway is a device (family 4) that speaks for the Bluetooth-matrix or Bluetooth lights behind
 * it; its own fields are its mode and the lights it speaks for.
 */
export const gateway = device.extend({
  mode: z.enum(gatewayModes).describe('matrix or Bluetooth'),
  lightcount: z.number().int(),
});
export type Gateway = z.infer<typeof gateway>;

export const gatewayDetail = deviceDetail.extend({
  mode: z.enum(gatewayModes),
  lights: z.array(
    device.pick({ id: true, devicecode: true, devicename: true, devicetype: true, runstate: true }),
  ),
});

const gatewayFields = {
  devicecode: deviceCodeField,
  devicename: deviceNameField,
  projectid: requiredProject,
  groupid: optionalId,
  mode: z.enum(gatewayModes).default('matrix'),
  serialnumber: optionalText(64),
  communicationtype: optionalText(32),
  longitude: longitudeField.optional(),
  latitude: latitudeField.optional(),
  polenumber: optionalText(64),
  model: optionalText(64),
  firmwareversion: optionalText(64),
  remark: optionalText(500, { multiline: true }),
  lights: textList(deviceCodeField).describe('numbers of the lights behind the gateway'),
};

export const gatewayEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/gateway/list',
    summary: 'Gateways of the account subtree',
    tag: 'gateway',
    access: 'device:list',
    query: deviceFilter.omit({ devicetype: true, gatewayid: true }).extend({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      mode: z.enum(gatewayModes).optional(),
    }),
    response: listEnvelope(gateway),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/remote/gateway/detail',
    summary: 'One gateway with the lights behind it',
    tag: 'gateway',
    access: 'device:list',
    query: z.object({ id: idField }),
    response: envelope(gatewayDetail),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/gateway/add',
    summary: 'Add a gateway; the answer holds its access token, shown only this once',
    tag: 'gateway',
    access: 'device:add',
    audit: 'gateway.add',
    body: refineDevice(z.object(gatewayFields)),
    response: envelope(deviceWithToken),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/gateway/update',
    summary: 'Change a gateway and the lights behind it',
    tag: 'gateway',
    access: 'device:update',
    audit: 'gateway.update',
    body: refineDevice(z.object({ id: idField, ...updateFields(gatewayFields) })),
    response: envelope(gatewayDetail),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/gateway/delete',
    summary: 'Delete gateways; refused while lights are behind one',
    tag: 'gateway',
    access: 'device:delete',
    audit: 'gateway.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};
