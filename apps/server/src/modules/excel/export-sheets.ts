import {
  type Device,
  type DeviceListRow,
  daysUntil,
  deviceSheetColumns,
  type ExpiryLevel,
  expiryLevel,
  type Language,
} from '@lamplighter/contract';
import type { CellValue } from 'exceljs';
import { inertText } from './cell-text';

/** What a cell needs besides its device: the language, type and communication names, today. */
export interface ExportContext {
  lang: Language;
  typeNames: Map<number, string>;
  communicationNames: Map<string, string>;
  today: string;
}

export interface ExportColumn {
  key: string;
  label: { en: string; zh: string };
  width: number;
  value(device: DeviceListRow, context: ExportContext): CellValue;
  /** ARGB fill of the cell, e.g. the expiry colour. */
  fill?(device: DeviceListRow, context: ExportContext): string | undefined;
  numFmt?: string;
}

export interface ExportSheet {
  /** The file name's stem and the sheet's name. */
  name: { en: string; zh: string };
  columns: ExportColumn[];
  /** Whether an export of lamps only adds what they reported last (see `lampExportColumns`). */
  lampValues?: boolean;
}

const RUN_STATES: Record<number, { en: string; zh: string }> = {
  1: { en: 'normal', zh: '正常' },
  2: { en: 'alarm', zh: '告警' },
  3: { en: 'fault', zh: '故障' },
  4: { en: 'offline', zh: '离线' },
  5: { en: 'upgrading', zh: '升级中' },
};
const RUN_STATE_FILLS: Record<number, string> = {
  1: 'FFB7EB8F',
  2: 'FFFFD591',
  3: 'FFFFA39E',
  4: 'FFD9D9D9',
  5: 'FF91CAFF',
};
/** The expiry colours as cell fills. */
export const EXPIRY_FILLS: Record<ExpiryLevel, string> = {
  green: 'FFB7EB8F',
  yellow: 'FFFFF566',
  orange: 'FFFFC069',
  red: 'FFFF7875',
};

const text = (value: string): CellValue => inertText(value);
const day = (value: string | null): CellValue => (value ? new Date(`${value}T00:00:00Z`) : null);
const DAY_FORMAT = 'yyyy-mm-dd';
export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
/** A moment as the server's wall-clock time: a spreadsheet has no time zones and shows what it gets. */
export const wallClock = (iso: string): CellValue => {
  const moment = new Date(iso);
  return new Date(moment.getTime() - moment.getTimezoneOffset() * 60_000);
};

/** The template's own columns (so that an exported list imports again), less the verification code. */
function templateColumn(key: string): ExportColumn {
  const column = deviceSheetColumns.find((candidate) => candidate.key === key);
  if (!column) throw new Error(`no template column ${key}`);
  const base = { key, label: { en: column.en, zh: column.zh }, width: 16 };
  const values: Record<string, (device: Device, context: ExportContext) => CellValue> = {
    devicecode: (d) => text(d.devicecode),
    devicename: (d) => text(d.devicename),
    devicetype: (d, c) => c.typeNames.get(d.devicetype) ?? d.devicetype,
    projectid: (d) => text(d.projectname),
    groupid: (d) => text(d.groupname),
    communicationtype: (d, c) => text(c.communicationNames.get(d.communicationtype) ?? d.communicationtype),
    manufacturerid: (d) => text(d.manufacturername),
    packageexpire: (d) => day(d.packageexpire),
    simstart: (d) => day(d.simstart),
    simend: (d) => day(d.simend),
    installdate: (d) => day(d.installdate),
  };
  const plain = (d: Device) => {
    const raw = d[key as keyof Device];
    return typeof raw === 'string' ? text(raw) : (raw as CellValue);
  };
  const isDay = ['packageexpire', 'simstart', 'simend', 'installdate'].includes(key);
  return { ...base, value: values[key] ?? plain, ...(isDay ? { numFmt: DAY_FORMAT } : {}) };
}

const column = {
  code: templateColumn('devicecode'),
  name: templateColumn('devicename'),
  type: templateColumn('devicetype'),
  project: templateColumn('projectid'),
  group: templateColumn('groupid'),
  runState: {
    key: 'runstate',
    label: { en: 'Run state', zh: '运行状态' },
    width: 12,
    value: (d, c) => (d.runstate !== null && RUN_STATES[d.runstate]?.[c.lang]) || '--',
    fill: (d) => (d.runstate === null ? undefined : RUN_STATE_FILLS[d.runstate]),
  } satisfies ExportColumn,
  gateway: {
    key: 'gatewaycode',
    label: { en: 'Gateway', zh: '所属网关' },
    width: 16,
    value: (d) => text(d.gatewaycode),
  } satisfies ExportColumn,
  updated: {
    key: 'updatetime',
    label: { en: 'Last update', zh: '最后更新时间' },
    width: 20,
    value: (d) => wallClock(d.updatetime),
    numFmt: TIME_FORMAT,
  } satisfies ExportColumn,
  created: {
    key: 'createtime',
    label: { en: 'Created', zh: '创建时间' },
    width: 20,
    value: (d) => wallClock(d.createtime),
    numFmt: TIME_FORMAT,
  } satisfies ExportColumn,
};

function expiryColumns(
  key: 'packageexpire' | 'simend',
  daysLabel: { en: string; zh: string },
): ExportColumn[] {
  const left = (d: Device, c: ExportContext) => {
    const end = d[key];
    return end ? daysUntil(end, c.today) : null;
  };
  const fill = (d: Device, c: ExportContext) => {
    const days = left(d, c);
    return days === null ? undefined : EXPIRY_FILLS[expiryLevel(days)];
  };
  return [
    { ...templateColumn(key), fill },
    { key: `${key}days`, label: daysLabel, width: 14, value: left, fill },
  ];
}

export const listSheet: ExportSheet = {
  name: { en: 'Devices', zh: '设备列表' },
  columns: [
    ...deviceSheetColumns.filter((c) => c.key !== 'verifycode').map((c) => templateColumn(c.key)),
    column.runState,
    column.gateway,
    column.created,
  ],
  lampValues: true,
};

export const stateSheet: ExportSheet = {
  name: { en: 'Device state', zh: '设备状态' },
  columns: [
    column.code,
    column.name,
    column.type,
    column.project,
    column.group,
    column.gateway,
    column.runState,
    column.updated,
    templateColumn('longitude'),
    templateColumn('latitude'),
  ],
};

export const expirySheet: ExportSheet = {
  name: { en: 'Device expiry', zh: '设备到期' },
  columns: [
    column.code,
    column.name,
    column.type,
    column.project,
    column.group,
    ...expiryColumns('packageexpire', { en: 'Package days left', zh: '套餐剩余天数' }),
    templateColumn('simstart'),
    ...expiryColumns('simend', { en: 'SIM days left', zh: 'SIM卡剩余天数' }),
  ],
};
