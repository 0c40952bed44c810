import { z } from 'zod';
import { deviceTypeIds, expiryFilters } from './device-types';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  decimalField,
  idField,
  idListOf,
  idOf,
  integerField,
  messageOf,
  pageNumField,
  pageSizeField,
  promptedText,
  textField,
} from './fields';
import {
  dateField,
  latitudeField,
  longitudeField,
  optionalFlag,
  optionalId,
  optionalText,
} from './inventory-fields';
import { lampListFields, lampValues, refineLampList } from './lamp-values';
import { deviceLiveState } from './telemetry';
import { updateFields } from './update-fields';

export const DEVICE_CODE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** A device of any family as the lists show it (the seed's device labels and more). */
export const device = z.object({
  id: z.number().int(),
  devicecode: z.string().describe('the device number, unique'),
  devicename: z.string(),
  devicetype: z.number().int().describe('devicetypeid of /remote/type/devicetype'),
  projectid: z.number().int(),
  projectname: z.string(),
  groupid: z.number().int().nullable(),
  groupname: z.string(),
  serialnumber: z.string(),
  communicationtype: z.string().describe('code of /remote/type/communicationtype'),
  isnbiot: z.number().int(),
  isbms: z.number().int().describe('speaks the BMS protocol'),
  isgridcomplementary: z.number().int().describe('solar lamp that falls back to the grid'),
  packageexpire: z.string().nullable().describe('YYYY-MM-DD'),
  simstart: z.string().nullable(),
  simend: z.string().nullable(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  polenumber: z.string(),
  installdate: z.string().nullable(),
  manufacturerid: z.number().int().nullable(),
  manufacturername: z.string(),
  model: z.string(),
  lamppower: z.number().nullable().describe('rated lamp power in W'),
  firmwareversion: z.string(),
  remark: z.string(),
  gatewayid: z.number().int().nullable().describe('the gateway that speaks for this light'),
  gatewaycode: z.string(),
  circuitid: z.number().int().nullable().describe('the loop-controller circuit that feeds this light'),
  runstate: z.number().int().nullable().describe('1 normal, 2 alarm, 3 fault, 4 offline, 5 upgrading'),
  createtime: z.string(),
  updatetime: z.string(),
});
export type Device = z.infer<typeof device>;

/** The detail adds what only the device page shows: also what the device reported last. */
export const deviceDetail = device.extend({
  verifycode: z.string().describe('only for accounts that may change the device'),
  tokenhint: z.string().describe('last characters of the access token, to tell tokens apart'),
  tokenrotatetime: z.string().nullable(),
  ...deviceLiveState.shape,
});
export type DeviceDetail = z.infer<typeof deviceDetail>;

export const deviceCodeField = z
  .string({ error: messageOf('validation.deviceCode') })
  .trim()
  .min(1, { error: messageOf('validation.deviceCode') })
  .regex(DEVICE_CODE_PATTERN, { error: messageOf('validation.deviceCodeFormat') });

export const deviceTypeField = integerField(
  Math.min(...deviceTypeIds),
  Math.max(...deviceTypeIds),
  'validation.selectDeviceType',
).refine((value) => (deviceTypeIds as number[]).includes(value), {
  error: messageOf('validation.selectDeviceType'),
});

/** The devices a delete or move acts on; none answers the seed's 'select at least one device'. */
const deviceIdsField = idListOf(idField, 'validation.selectDevices');

export const requiredProject = idOf('validation.selectProject');
export const deviceNameField = promptedText(100, 'validation.deviceName');

/** Every field a person types for a device; shared by add, update, binding and import. */
export const deviceFields = {
  devicecode: deviceCodeField,
  devicename: deviceNameField,
  devicetype: deviceTypeField,
  projectid: requiredProject,
  groupid: optionalId,
  serialnumber: optionalText(64),
  verifycode: optionalText(32),
  communicationtype: optionalText(32),
  isnbiot: optionalFlag,
  isbms: optionalFlag,
  isgridcomplementary: optionalFlag,
  packageexpire: dateField('package expiry'),
  simstart: dateField('SIM start'),
  simend: dateField('SIM end'),
  longitude: longitudeField.optional(),
  latitude: latitudeField.optional(),
  polenumber: optionalText(64),
  installdate: dateField('installation date'),
  manufacturerid: optionalId,
  model: optionalText(64),
  lamppower: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    decimalField(0, 100_000).optional(),
  ),
  firmwareversion: optionalText(64),
  remark: optionalText(500, { multiline: true }),
};

type DeviceInputShape = {
  longitude?: number | null | undefined;
  latitude?: number | null | undefined;
  simstart?: string | null | undefined;
  simend?: string | null | undefined;
};

/** Whether a value was left out (undefined), sent empty (null) or given. */
const presence = (value: unknown) => (value === undefined ? 'left out' : value === null ? 'empty' : 'given');

/**
 * Rules across fields: coordinates come in pairs (both given, both emptied or both left out), a
 * SIM ends after it starts.
 */
export function refineDevice<T extends z.ZodType<DeviceInputShape>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (presence(value.longitude) !== presence(value.latitude)) {
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: messageOf('validation.coordinatesPair') });
    }
    if (value.simstart && value.simend && value.simend < value.simstart) {
      ctx.addIssue({ code: 'custom', path: ['simend'], message: messageOf('validation.simRange') });
    }
  });
}

export const deviceInput = refineDevice(z.object(deviceFields));
export type DeviceInput = z.output<typeof deviceInput>;

/** An update: the fields sent change, the others stay (see `updateField`). */
export const deviceUpdateBody = refineDevice(z.object({ id: idField, ...updateFields(deviceFields) }));
export type DeviceChanges = Omit<z.output<typeof deviceUpdateBody>, 'id'>;

/** Filters of every device list view (and of its exports). */
export const deviceFilter = z.object({
  keyword: textField(100).optional().describe('number, name, serial or pole number'),
  projectid: optionalId,
  groupid: optionalId,
  devicetype: z
    .preprocess(
      (value) =>
        value === undefined || value === ''
          ? undefined
          : Array.isArray(value)
            ? value
            : String(value).split(','),
      z.array(deviceTypeField).max(9).optional(),
    )
    .describe('one family or several'),
  runstate: z.preprocess(
    (value) => (value === '' ? undefined : value),
    integerField(0, 9).optional().describe('0: no state reported yet'),
  ),
  expiry: z.enum(expiryFilters).optional().describe('package or SIM expired, or running out within N days'),
  gatewayid: optionalId,
});
export type DeviceFilter = z.output<typeof deviceFilter>;

/** The device list: the filters, the lamp values' filters and order, the page. */
export const deviceListQuery = refineLampList(
  deviceFilter.extend({ ...lampListFields, pagenum: pageNumField, pagesize: pageSizeField }),
);
export type DeviceListQuery = z.output<typeof deviceListQuery>;

/** The list's filters and order without its page: "every device the list finds" (commands, exports). */
export const deviceMatchQuery = refineLampList(deviceFilter.extend(lampListFields));
export type DeviceMatchQuery = z.output<typeof deviceMatchQuery>;

/** Every device a filter finds, by number and type: what a command to all of them names. */
export const matchingDevices = z.object({
  total: z.number().int(),
  devices: z.array(z.object({ devicecode: z.string(), devicetype: z.number().int() })),
});
export type MatchingDevices = z.infer<typeof matchingDevices>;

/** A row of the device list: the device and what it reported last that a lamp list shows. */
export const deviceListRow = device.extend(lampValues.shape);
export type DeviceListRow = z.infer<typeof deviceListRow>;

/** Answer of adding or binding a device: the device and its access token, shown this once. */
export const deviceWithToken = z.object({
  device: deviceDetail,
  token: z.string().describe('access token for the device API; stored hashed, shown only now'),
});

/**
 * The device map's points: one binary answer for the whole subtree, little-endian, a 16-byte
 * header (bytes 0-3 `LLPT`, 4-7 version 1 as uint32, 8-11 count as uint32, 12-15 reserved, 0)
 * then per device 14 bytes: id int32, longitude float32, latitude float32, devicetype uint8,
 * runstate uint8 (0 = none). Only devices with coordinates; the list's filters apply.
 */
export const DEVICE_POINTS_MAGIC = 'LLPT';
export const DEVICE_POINT_BYTES = 14;
export const DEVICE_POINTS_HEADER_BYTES = 16;

export const deviceEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/remote/device/list',
    summary: 'Devices of every family in the account subtree, with filters',
    tag: 'device',
    access: 'device:list',
    query: deviceListQuery,
    response: listEnvelope(deviceListRow),
  }),
  matching: endpoint({
    method: 'GET',
    path: '/remote/device/matching',
    summary:
      'Every device the list filters find (at most 10,000, else 400 error.tooManyMatching), by number and type, newest first: to command them all',
    tag: 'device',
    access: 'device:command',
    query: deviceMatchQuery,
    response: envelope(matchingDevices),
  }),
  detail: endpoint({
    method: 'GET',
    path: '/remote/device/detail',
    summary: 'One device by id or number, with every field',
    tag: 'device',
    access: 'device:list',
    query: z
      .object({ id: optionalId, devicecode: deviceCodeField.optional() })
      .refine((value) => value.id !== undefined || value.devicecode !== undefined, {
        error: messageOf('validation.selectDevice'),
      }),
    response: envelope(deviceDetail),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/device/add',
    summary: 'Add a device; the answer holds its access token, shown only this once',
    tag: 'device',
    access: 'device:add',
    audit: 'device.add',
    body: deviceInput,
    response: envelope(deviceWithToken),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/device/update',
    summary: 'Change a device',
    tag: 'device',
    access: 'device:update',
    audit: 'device.update',
    body: deviceUpdateBody,
    response: envelope(deviceDetail),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/device/delete',
    summary: 'Delete devices; a gateway with lights or a controller feeding lights is refused',
    tag: 'device',
    access: 'device:delete',
    audit: 'device.delete',
    query: z.object({ ids: deviceIdsField }),
    response: emptyEnvelope,
  }),
  move: endpoint({
    method: 'POST',
    path: '/remote/device/move',
    summary: 'Move devices to another project and group of the subtree',
    tag: 'device',
    access: 'device:update',
    audit: 'device.move',
    body: z.object({
      ids: deviceIdsField.describe('devices to move'),
      projectid: requiredProject,
      groupid: optionalId,
    }),
    response: envelope(z.object({ moved: z.number().int() })),
  }),
  credentials: endpoint({
    method: 'GET',
    path: '/remote/device/credentials',
    summary: 'What is known of the access token of a device (never the token itself)',
    tag: 'device',
    access: 'device:credentials',
    query: z.object({ id: idField }),
    response: envelope(
      z.object({ tokenhint: z.string(), createtime: z.string(), rotatetime: z.string().nullable() }),
    ),
  }),
  rotateCredentials: endpoint({
    method: 'POST',
    path: '/remote/device/credentials',
    summary: 'Issue a new access token; the old one stops working and its connection ends',
    tag: 'device',
    access: 'device:credentials',
    audit: 'device.credentials.rotate',
    body: z.object({ id: idField }),
    response: envelope(z.object({ token: z.string().describe('shown only this once') })),
  }),
  bind: endpoint({
    method: 'POST',
    path: '/remote/device/bind',
    summary: 'Add a factory device to a project by its number and verification code',
    tag: 'device',
    access: 'device:bind',
    audit: 'device.bind',
    body: z.object({
      devicecode: deviceCodeField,
      verifycode: promptedText(32, 'validation.verifyCode'),
      projectid: requiredProject,
      groupid: optionalId,
      devicename: textField(100).optional().describe('the number when not given'),
      longitude: longitudeField.optional(),
      latitude: latitudeField.optional(),
      polenumber: optionalText(64),
    }),
    response: envelope(deviceWithToken),
  }),
  points: endpoint({
    method: 'GET',
    path: '/remote/device/points',
    summary: 'Every located device of the subtree for the map, as one compact binary answer',
    tag: 'device',
    access: 'device:list',
    query: deviceFilter,
    response: { contentType: 'application/octet-stream' },
  }),
};
