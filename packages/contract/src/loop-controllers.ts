import { z } from 'zod';
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
import { idField, idListField, integerField, pageNumField, pageSizeField, textField } from './fields';
import { latitudeField, longitudeField, optionalId, optionalText, textList } from './inventory-fields';
import { updateField, updateFields } from './update-fields';

/** One circuit (loop) of a loop controller: a number, a name and the lights it feeds. */
export const circuit = z.object({
  id: z.number().int(),
  number: z.number().int(),
  name: z.string(),
  lights: z.array(device.pick({ id: true, devicecode: true, devicename: true, devicetype: true })),
});

/** A loop controller is a device (family 5) that switches the circuits of mains lights. */
export const loopController = device.extend({
  circuitcount: z.number().int(),
  lightcount: z.number().int(),
});
export type LoopController = z.infer<typeof loopController>;

export const loopControllerDetail = deviceDetail.extend({ circuits: z.array(circuit) });

const circuitNumber = integerField(1, 64);
const circuitFields = {
  name: textField(50).default(''),
  lights: textList(deviceCodeField, 500).describe('numbers of the lights on this circuit'),
};

/**
 * Circuits arrive as JSON, or as a JSON string in a form field; an empty one is none. A circuit
 * is known by its number: on update, what a listed circuit leaves out stays as it was.
 */
function circuitList<T extends z.ZodType>(circuit: T) {
  return z.preprocess((value) => {
    if (value === '') return [];
    if (typeof value !== 'string') return value ?? [];
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, z.array(circuit).max(64));
}

const controllerFields = {
  devicecode: deviceCodeField,
  devicename: deviceNameField,
  projectid: requiredProject,
  groupid: optionalId,
  serialnumber: optionalText(64),
  communicationtype: optionalText(32),
  longitude: longitudeField.optional(),
  latitude: latitudeField.optional(),
  polenumber: optionalText(64),
  model: optionalText(64),
  firmwareversion: optionalText(64),
  remark: optionalText(500, { multiline: true }),
  circuits: circuitList(z.object({ number: circuitNumber, ...circuitFields })),
};

const controllerUpdateFields = {
  ...updateFields(controllerFields),
  circuits: updateField(
    circuitList(z.object({ number: circuitNumber, ...updateFields(circuitFields) })).describe(
      'every circuit afterwards; a listed circuit keeps the name or lights it leaves out',
    ),
  ),
};

export const loopControllerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/loopcontroller/list',
    summary: 'Loop controllers of the account subtree',
    tag: 'loopcontroller',
    access: 'device:list',
    query: deviceFilter
      .omit({ devicetype: true, gatewayid: true })
      .extend({ pagenum: pageNumField, pagesize: pageSizeField }),
    response: listEnvelope(loopController),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/remote/loopcontroller/detail',
    summary: 'One loop controller with its circuits and the lights on each',
    tag: 'loopcontroller',
    access: 'device:list',
    query: z.object({ id: idField }),
    response: envelope(loopControllerDetail),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/loopcontroller/add',
    summary: 'Add a loop controller with its circuits; the answer holds its access token, shown once',
    tag: 'loopcontroller',
    access: 'device:add',
    audit: 'loopcontroller.add',
    body: refineDevice(z.object(controllerFields)),
    response: envelope(deviceWithToken),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/loopcontroller/update',
    summary: 'Change a loop controller; the circuits given replace the old ones',
    tag: 'loopcontroller',
    access: 'device:update',
    audit: 'loopcontroller.update',
    body: refineDevice(z.object({ id: idField, ...controllerUpdateFields })),
    response: envelope(loopControllerDetail),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/loopcontroller/delete',
    summary: 'Delete loop controllers; refused while one feeds lights',
    tag: 'loopcontroller',
    access: 'device:delete',
    audit: 'loopcontroller.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};
