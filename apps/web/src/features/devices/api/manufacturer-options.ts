import type { Manufacturer } from '@lamplighter/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** The manufacturers a device may name; only for accounts that may list them. */
export const manufacturerOptionsQuery = queryOptions({
  queryKey: ['manufacturers', 'options'],
  queryFn: async () =>
    (await api.request<{ list: Manufacturer[] }[]>('/sys/manufacturer/list', { params: { pagesize: 500 } }))
      .data[0]?.list ?? [],
  staleTime: 60_000,
});
