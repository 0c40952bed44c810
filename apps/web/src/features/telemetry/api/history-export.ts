import type { ExportRange } from '@lamplighter/contract';
import { api } from '../../../shared/api/api';

export interface HistoryExportForm {
  devicecodes: string[];
  keys: string[];
  range: ExportRange;
  from?: number | undefined;
  to?: number | undefined;
}

/** `POST /remote/history/export`: the values as an xlsx, times in the browser's clock. */
export const exportHistory = (form: HistoryExportForm) =>
  api.blob('/remote/history/export', undefined, {
    ...form,
    utcoffset: -new Date().getTimezoneOffset(),
  });
