import { z } from 'zod';
import { endpoint } from './endpoint';
import { envelope } from './envelope';

export const deviceType = z.object({
  devicetypeid: z.number().int(),
  devicetypename: z.string().describe('in the language of Accept-Language'),
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
});

export const communicationType = z.object({
  code: z.string(),
  name: z.string().describe('in the language of Accept-Language'),
  name_zh: z.string(),
  name_en: z.string(),
});

export const referenceEndpoints = {
  deviceTypes: endpoint({
    method: 'GET',
    path: '/remote/type/devicetype',
    summary: 'Device families',
    tag: 'reference',
    access: 'signed-in',
    response: envelope(z.array(deviceType)),
  }),
  communicationTypes: endpoint({
    method: 'GET',
    path: '/remote/type/communicationtype',
    summary: 'Communication types',
    tag: 'reference',
    access: 'signed-in',
    response: envelope(z.array(communicationType)),
  }),
};
