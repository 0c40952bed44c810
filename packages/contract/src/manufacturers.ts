import { z } from 'zod';
import { deviceCodeField, deviceTypeField } from './devices';
import { endpoint } from './endpoint';
import { emptyEnvelope, envelope, listEnvelope } from './envelope';
import {
  idField,
  idListField,
  integerField,
  messageOf,
  pageNumField,
  pageSizeField,
  promptedText,
  textField,
} from './fields';
import { dateField, optionalId, optionalText } from './inventory-fields';
import { updateFields } from './update-fields';

/** A maker of devices; its accounts register the devices it builds (factory devices). */
export const manufacturer = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().describe('short name used in device numbers and reports'),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  remark: z.string(),
  accountid: z.number().int().nullable().describe('the account that registers its factory devices'),
  accountname: z.string(),
  devicecount: z.number().int().describe('factory devices registered'),
  createtime: z.string(),
});
export type Manufacturer = z.infer<typeof manufacturer>;

const manufacturerFields = {
  name: promptedText(100, 'validation.manufacturerName'),
  code: optionalText(32),
  contact: optionalText(50),
  phone: optionalText(32),
  address: optionalText(200, { multiline: true }),
  remark: optionalText(500, { multiline: true }),
  accountid: optionalId.describe('an account of your subtree that registers its devices'),
};

export const manufacturerEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/sys/manufacturer/list',
    summary: 'Manufacturers',
    tag: 'manufacturer',
    access: 'sys:manufacturer:list',
    query: z.object({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      keyword: textField(100).optional(),
    }),
    response: listEnvelope(manufacturer),
  }),
  add: endpoint({
    method: 'POST',
    path: '/sys/manufacturer/add',
    summary: 'Add a manufacturer',
    tag: 'manufacturer',
    access: 'sys:manufacturer:add',
    audit: 'manufacturer.add',
    body: z.object(manufacturerFields),
    response: envelope(manufacturer),
  }),
  update: endpoint({
    method: 'POST',
    path: '/sys/manufacturer/update',
    summary: 'Change a manufacturer',
    tag: 'manufacturer',
    access: 'sys:manufacturer:update',
    audit: 'manufacturer.update',
    body: z.object({ id: idField, ...updateFields(manufacturerFields) }),
    response: envelope(manufacturer),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/sys/manufacturer/delete',
    summary: 'Delete manufacturers; refused while one has factory devices',
    tag: 'manufacturer',
    access: 'sys:manufacturer:delete',
    audit: 'manufacturer.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};

/** A device as its manufacturer registered it: number and verification code for binding. */
export const factoryDevice = z.object({
  id: z.number().int(),
  devicecode: z.string(),
  verifycode: z.string(),
  devicetype: z.number().int(),
  model: z.string(),
  productiondate: z.string().nullable(),
  manufacturerid: z.number().int(),
  manufacturername: z.string(),
  bound: z.number().int().describe('1 once a customer has bound it to a project'),
  boundtime: z.string().nullable(),
  createtime: z.string(),
});
export type FactoryDevice = z.infer<typeof factoryDevice>;

const factoryFields = {
  devicecode: deviceCodeField,
  verifycode: promptedText(32, 'validation.verifyCode').min(4, { error: messageOf('validation.verifyCode') }),
  devicetype: deviceTypeField,
  model: optionalText(64),
  productiondate: dateField('production date'),
  manufacturerid: optionalId.describe('the manufacturer of your account unless you manage several'),
};

/** A manufacturer as a choice when registering or filtering factory devices. */
export const manufacturerOption = z.object({ id: z.number().int(), name: z.string() });
export type ManufacturerOption = z.infer<typeof manufacturerOption>;

export const factoryDeviceEndpoints = {
  manufacturers: endpoint({
    method: 'GET',
    path: '/remote/factorydevice/manufacturers',
    summary: 'Manufacturers the caller registers devices for: made by its account or managed in its subtree',
    tag: 'factorydevice',
    access: 'factorydevice:list',
    response: envelope(z.array(manufacturerOption)),
  }),
  list: endpoint({
    method: 'GET',
    path: '/remote/factorydevice/list',
    summary: 'Factory devices registered by the manufacturers of the account subtree',
    tag: 'factorydevice',
    access: 'factorydevice:list',
    query: z.object({
      pagenum: pageNumField,
      pagesize: pageSizeField,
      keyword: textField(100).optional(),
      manufacturerid: optionalId,
      bound: z.preprocess((value) => (value === '' ? undefined : value), integerField(0, 1).optional()),
    }),
    response: listEnvelope(factoryDevice),
  }),
  add: endpoint({
    method: 'POST',
    path: '/remote/factorydevice/add',
    summary: 'Register a device built by the manufacturer',
    tag: 'factorydevice',
    access: 'factorydevice:add',
    audit: 'factorydevice.add',
    body: z.object(factoryFields),
    response: envelope(factoryDevice),
  }),
  update: endpoint({
    method: 'POST',
    path: '/remote/factorydevice/update',
    summary: 'Change a factory device that is not bound yet',
    tag: 'factorydevice',
    access: 'factorydevice:update',
    audit: 'factorydevice.update',
    body: z.object({
      id: idField,
      ...updateFields(factoryFields),
      manufacturerid: idField.optional().describe('another manufacturer you register for; omit to keep'),
    }),
    response: envelope(factoryDevice),
  }),
  delete: endpoint({
    method: 'GET',
    path: '/remote/factorydevice/delete',
    summary: 'Delete factory devices that are not bound yet',
    tag: 'factorydevice',
    access: 'factorydevice:delete',
    audit: 'factorydevice.delete',
    query: z.object({ ids: idListField }),
    response: emptyEnvelope,
  }),
};
