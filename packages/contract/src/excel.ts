import { z } from 'zod';
import { deviceFilter } from './devices';
import { endpoint } from './endpoint';
import { envelope } from './envelope';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One problem of an imported row: the sheet row, the column, and why. */
export const importProblem = z.object({
  row: z.number().int().describe('row number in the sheet, the header being row 1'),
  field: z.string().describe('the column, by its key (devicecode, longitude, ...)'),
  reason: z.string().describe('in the language of Accept-Language'),
});
export type ImportProblem = z.infer<typeof importProblem>;

export const importReport = z.object({
  total: z.number().int().describe('device rows read'),
  imported: z.number().int(),
  skipped: z.number().int().describe('rows left out because they had problems'),
  problems: z.array(importProblem),
});
export type ImportReport = z.infer<typeof importReport>;

export const excelEndpoints = {
  template: endpoint({
    method: 'GET',
    path: '/remote/excel/template',
    summary: 'The device import template (xlsx), with the columns in the language asked',
    tag: 'excel',
    access: 'device:import',
    response: { contentType: XLSX },
  }),
  importDevices: endpoint({
    method: 'POST',
    path: '/remote/excel/importDevice',
    summary:
      'Import devices from an xls or xlsx file (multipart `file`, at most 5 MB); all or nothing unless `mode=valid`',
    tag: 'excel',
    access: 'device:import',
    response: envelope(importReport),
  }),
  exportDevices: endpoint({
    method: 'GET',
    path: '/remote/excel/exportDevices',
    summary: 'The device list with the same filters, as xlsx',
    tag: 'excel',
    access: 'device:export',
    query: deviceFilter,
    response: { contentType: XLSX },
  }),
  deviceState: endpoint({
    method: 'GET',
    path: '/remote/excel/downloadDeviceStateExcel',
    summary: 'Devices with their run state, as xlsx (filters as the list)',
    tag: 'excel',
    access: 'device:export',
    query: deviceFilter,
    response: { contentType: XLSX },
  }),
  deviceExpire: endpoint({
    method: 'GET',
    path: '/remote/excel/downloadDeviceExpire',
    summary: 'Package and SIM expiry of the devices, days left and level, as xlsx (filters as the list)',
    tag: 'excel',
    access: 'device:export',
    query: deviceFilter,
    response: { contentType: XLSX },
  }),
};
