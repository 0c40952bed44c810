import { endpoints } from '@lamplighter/contract';
import { download } from '../../../shared/api/api';
import type { InputOf } from '../../../shared/api/contract-client';

/** What the export dialog chooses: the devices, the keys and the range. */
export type HistoryExportForm = Omit<InputOf<typeof endpoints.history.export>, 'utcoffset'>;

/** `POST /remote/history/export`: the values as an xlsx, times in the browser's clock. */
export const exportHistory = (form: HistoryExportForm) =>
  download(endpoints.history.export, { ...form, utcoffset: -new Date().getTimezoneOffset() });
