import type { Device } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** Devices whose number, name, serial or pole matches what was typed: the first 20, to pick from. */
export const deviceOptionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['devices', 'options', keyword],
    queryFn: async () =>
      (
        await api.request<{ list: Device[]; total: number }[]>('/remote/device/list', {
          params: { keyword: keyword || undefined, pagenum: 1, pagesize: 20 },
        })
      ).data[0]?.list ?? [],
    placeholderData: keepPreviousData,
  });
