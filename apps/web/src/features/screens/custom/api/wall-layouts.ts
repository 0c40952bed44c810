import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../../shared/api/api';
import { useCallMutation } from '../../../../shared/api/use-call-mutation';

export const wallLayoutKeys = {
  all: ['wall-layouts'] as const,
  device: (id: number) => ['wall-layouts', 'device', id] as const,
  deviceSearch: (keyword: string) => ['wall-layouts', 'device-search', keyword] as const,
};

/** The layouts the user sees (own, then shared by parents) and the one the wall opens with. */
export const wallLayoutsQuery = queryOptions({
  queryKey: wallLayoutKeys.all,
  queryFn: () => call(endpoints.wallLayout.list),
  placeholderData: keepPreviousData,
});

const changesLayouts = { invalidates: [wallLayoutKeys.all] };

export const useAddLayout = () => useCallMutation(endpoints.wallLayout.add, changesLayouts);
export const useUpdateLayout = () => useCallMutation(endpoints.wallLayout.update, changesLayouts);
export const useCopyLayout = () => useCallMutation(endpoints.wallLayout.copy, changesLayouts);
export const useDeleteLayout = () => useCallMutation(endpoints.wallLayout.delete, changesLayouts);
export const useChooseLayout = () => useCallMutation(endpoints.wallLayout.choose, changesLayouts);

/** One device with what it reported last, for a device widget. */
export const deviceLiveQuery = (id: number) =>
  queryOptions({
    queryKey: wallLayoutKeys.device(id),
    queryFn: () => call(endpoints.device.detail, { id }, { silent: true }),
    enabled: id > 0,
    placeholderData: keepPreviousData,
  });

/** Devices whose number or name holds the keyword, for the editor's device picker. */
export const deviceSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: wallLayoutKeys.deviceSearch(keyword),
    queryFn: () => call(endpoints.device.list, { keyword: keyword || undefined, pagenum: 1, pagesize: 20 }),
  });
