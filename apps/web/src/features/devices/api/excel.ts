import type { ImportMode, ImportReport } from '@lamplighter/contract';
import dayjs from 'dayjs';
import { api } from '../../../shared/api/api';

/** The device list's filters, as the exports take them. */
export interface DeviceExportFilter {
  keyword?: string | undefined;
  projectid?: number | undefined;
  groupid?: number | undefined;
  devicetype?: number[] | undefined;
  runstate?: number | undefined;
  expiry?: string | undefined;
}

export type DeviceExportKind = 'list' | 'state' | 'expiry';

const EXPORT_PATHS: Record<DeviceExportKind, string> = {
  list: '/remote/excel/exportDevices',
  state: '/remote/excel/downloadDeviceStateExcel',
  expiry: '/remote/excel/downloadDeviceExpire',
};

export const excelCalls = {
  template: () => api.blob('/remote/excel/template'),
  /** The report comes back also when mode `all` refused the file; `message` sums it up. */
  importDevices: async (file: File, mode: ImportMode) => {
    const answer = await api.request<ImportReport>('/remote/excel/importDevice', {
      data: { file, mode },
      contentType: 'multipart',
    });
    return { report: answer.data, message: answer.message };
  },
  export: (kind: DeviceExportKind, filter: DeviceExportFilter) => api.blob(EXPORT_PATHS[kind], { ...filter }),
};

/** A dated file name, as the server names it: `<name>-YYYY-MM-DD.xlsx`. */
export function datedName(name: string): string {
  return `${name}-${dayjs().format('YYYY-MM-DD')}.xlsx`;
}
