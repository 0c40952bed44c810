import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { pageOf } from '../../../shared/api/contract-client';
import { telemetryKeys } from './telemetry-keys';

/** Devices whose number, name, serial or pole matches what was typed: the first 20, to pick from. */
export const deviceOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: telemetryKeys.deviceOptions(keyword),
    queryFn: async () =>
      pageOf(await call(endpoints.device.list, { keyword: keyword || undefined, pagenum: 1, pagesize: 20 }))
        .list,
    placeholderData: keepPreviousData,
  });
