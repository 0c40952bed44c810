import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf } from '../../../shared/api/contract-client';
import { commandKeys } from './command-keys';

/** The commands that went to the device, newest first, with its own state in each. */
export const commandLogQuery = (devicecode: string, pagenum: number, pagesize: number) =>
  queryOptions({
    queryKey: commandKeys.page(devicecode, pagenum, pagesize),
    queryFn: async () => pageOf(await call(endpoints.deviceCommand.list, { devicecode, pagenum, pagesize })),
    placeholderData: keepPreviousData,
  });

/** The device's warnings, newest first (the list is filtered here too, should the server ignore the number). */
export const deviceWarningsQuery = (devicecode: string) =>
  queryOptions({
    queryKey: commandKeys.deviceWarnings(devicecode),
    queryFn: async () => {
      const answer = await call(endpoints.warning.list, { devicecode, pagenum: 1, pagesize: 50 });
      return pageOf(answer).list.filter((warning) => warning.devicecode === devicecode);
    },
  });
