import { z } from 'zod';
import { deviceMatchQuery } from './devices';
import { endpoint } from './endpoint';
import { envelope } from './envelope';
import { idField } from './fields';
import { filePart, uploadBody } from './uploads';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The columns of the device template, of the list export and of the import, in this order. A
 * header cell may hold the key or the label in either language, so that a template downloaded in
 * one language imports in the other. Type, project, group, manufacturer and communication type
 * take a name or an id (a code for the communication type).
 */
export const deviceSheetColumns = [
  { key: 'devicecode', en: 'Device number', zh: '设备编号', required: true },
  { key: 'devicename', en: 'Device name', zh: '设备名称', required: true },
  { key: 'devicetype', en: 'Device type', zh: '设备类型', required: true },
  { key: 'projectid', en: 'Project', zh: '项目', required: true },
  { key: 'groupid', en: 'Group', zh: '分组', required: false },
  { key: 'serialnumber', en: 'Serial number', zh: '序列号', required: false },
  { key: 'verifycode', en: 'Verification code', zh: '校验码', required: false },
  { key: 'communicationtype', en: 'Communication type', zh: '通讯方式', required: false },
  { key: 'isnbiot', en: 'NB-IoT (0/1)', zh: '是否NB-IoT(0/1)', required: false },
  { key: 'isbms', en: 'BMS protocol (0/1)', zh: '是否BMS协议(0/1)', required: false },
  { key: 'isgridcomplementary', en: 'Grid complementary (0/1)', zh: '是否市电互补(0/1)', required: false },
  { key: 'packageexpire', en: 'Package expiration', zh: '套餐到期时间', required: false },
  { key: 'simstart', en: 'SIM start', zh: 'SIM卡开始时间', required: false },
  { key: 'simend', en: 'SIM end', zh: 'SIM卡结束时间', required: false },
  { key: 'longitude', en: 'Longitude', zh: '经度', required: false },
  { key: 'latitude', en: 'Latitude', zh: '纬度', required: false },
  { key: 'polenumber', en: 'Pole number', zh: '灯杆编号', required: false },
  { key: 'installdate', en: 'Installation date', zh: '安装日期', required: false },
  { key: 'manufacturerid', en: 'Manufacturer', zh: '厂家', required: false },
  { key: 'model', en: 'Model', zh: '型号', required: false },
  { key: 'lamppower', en: 'Lamp power (W)', zh: '灯具功率(W)', required: false },
  { key: 'firmwareversion', en: 'Firmware version', zh: '固件版本', required: false },
  { key: 'remark', en: 'Remark', zh: '备注', required: false },
] as const;
export type DeviceColumnKey = (typeof deviceSheetColumns)[number]['key'];

/** `all`: nothing is imported while any row has a problem; `valid`: the good rows are, the others reported. */
export const importModes = ['all', 'valid'] as const;
export type ImportMode = (typeof importModes)[number];

export const importBody = uploadBody({
  file: filePart('the workbook: an .xlsx file, at most 5 MB'),
  mode: z.enum(importModes).default('all'),
});

/** One problem of an imported row: the sheet row, the column, and why. */
export const importProblem = z.object({
  row: z.number().int().describe('row number in the sheet, the header being row 1'),
  field: z.string().describe('the column, by its key (devicecode, longitude, ...): see deviceSheetColumns'),
  reason: z.string().describe('in the language of Accept-Language'),
});
export type ImportProblem = z.infer<typeof importProblem>;

/**
 * The answer of an import, also when mode `all` refused the file for its problems: that answer is a
 * 200 whose report holds `imported: 0` and every problem, and whose message says nothing was
 * imported (error.importRows), so that the web can show the report. A file that cannot be read at
 * all (type, size, zip bomb, no rows, missing columns) is refused with a 400/413 error instead.
 */
export const importReport = z.object({
  total: z.number().int().describe('device rows read'),
  imported: z
    .number()
    .int()
    .describe(
      'devices added; each got its own access token, which is not shown: rotate it on the device page when installing',
    ),
  skipped: z.number().int().describe('rows left out because they had problems'),
  problems: z.array(importProblem),
});
export type ImportReport = z.infer<typeof importReport>;

/** A kept report of an import that left rows out: the one its notification leads to. */
export const storedImportReport = importReport.extend({
  id: z.number().int(),
  filename: z.string(),
  mode: z.enum(importModes),
  createtime: z.string().describe('ISO 8601'),
});
export type StoredImportReport = z.infer<typeof storedImportReport>;

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
      'Import devices from an xlsx file (multipart `file`, at most 5 MB; a legacy .xls is refused with a request to save it as .xlsx); all or nothing unless `mode=valid`',
    tag: 'excel',
    access: 'device:import',
    audit: 'device.import',
    body: importBody,
    response: envelope(importReport),
  }),
  importReport: endpoint({
    method: 'GET',
    path: '/remote/excel/importReport',
    summary:
      "A kept report of an import that left rows out (the importer's notification leads to it), reasons in the language asked",
    tag: 'excel',
    access: 'device:import',
    query: z.object({ id: idField }),
    response: envelope(storedImportReport),
  }),
  exportDevices: endpoint({
    method: 'GET',
    path: '/remote/excel/exportDevices',
    summary:
      'The device list with the same filters and order, as xlsx; a list of lamp families adds what the lamps reported last',
    tag: 'excel',
    access: 'device:export',
    query: deviceMatchQuery,
    response: { contentType: XLSX },
  }),
  deviceState: endpoint({
    method: 'GET',
    path: '/remote/excel/downloadDeviceStateExcel',
    summary: 'Devices with their run state, as xlsx (filters and order as the list)',
    tag: 'excel',
    access: 'device:export',
    query: deviceMatchQuery,
    response: { contentType: XLSX },
  }),
  deviceExpire: endpoint({
    method: 'GET',
    path: '/remote/excel/downloadDeviceExpire',
    summary:
      'Package and SIM expiry of the devices, days left and level, as xlsx (filters and order as the list)',
    tag: 'excel',
    access: 'device:export',
    query: deviceMatchQuery,
    response: { contentType: XLSX },
  }),
};
