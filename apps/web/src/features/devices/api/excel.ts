import { endpoints, type ImportMode } from '@lamplighter/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { call, callForAnswer, download } from '../../../shared/api/api';
import type { InputOf, QueryOf } from '../../../shared/api/contract-client';
import { domainKeys } from '../../../shared/api/query-keys';
import { deviceKeys } from './device-keys';

/** The device list's filters and order (the lamp values' too), as the exports take them. */
export type DeviceExportFilter = QueryOf<typeof endpoints.excel.exportDevices>;

export type DeviceExportKind = 'list' | 'state' | 'expiry';

const EXPORTS = {
  list: endpoints.excel.exportDevices,
  state: endpoints.excel.deviceState,
  expiry: endpoints.excel.deviceExpire,
} satisfies Record<DeviceExportKind, unknown>;

export const excelCalls = {
  template: () => download(endpoints.excel.template),
  export: (kind: DeviceExportKind, filter: DeviceExportFilter) =>
    download(EXPORTS[kind], { ...filter } as InputOf<(typeof EXPORTS)[DeviceExportKind]>),
};

/** A kept report of an import that left rows out, as its notification leads to it. */
export const importReportQuery = (id: number) =>
  queryOptions({
    queryKey: deviceKeys.importReport(id),
    queryFn: () => call(endpoints.excel.importReport, { id }, { silent: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The import, a multipart upload. The report comes back also when mode `all` refused the file;
 * `message` sums it up. Devices imported reload every device query and the projects' counts.
 */
export function useImportDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; mode: ImportMode }) => {
      const answer = await callForAnswer(endpoints.excel.importDevices, input, { contentType: 'multipart' });
      return { report: answer.data, message: answer.message };
    },
    onSuccess: async ({ report }) => {
      if (report.imported === 0) return;
      await Promise.all(
        [deviceKeys.all, domainKeys.projects].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** A dated file name, as the server names it: `<name>-YYYY-MM-DD.xlsx`. */
export function datedName(name: string): string {
  return `${name}-${dayjs().format('YYYY-MM-DD')}.xlsx`;
}
