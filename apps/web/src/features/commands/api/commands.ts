import type { CommandMethod, CommandResult, CommandSummary, WarningItem } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/api';

/** `POST /remote/device/command` for one device (queued while it is offline when asked); the caller shows the outcome alert. */
export const sendCommand = async (
  devicecode: string,
  method: CommandMethod,
  params: object,
  waitoffline: boolean,
) =>
  (
    await api.request<CommandResult | null>('/remote/device/command', {
      data: { devicecodes: [devicecode], method, params: JSON.stringify(params), waitoffline },
      silent: true,
    })
  ).data;

/** The commands that went to the device, newest first, with its own state in each. */
export const commandLogQuery = (devicecode: string, pagenum: number, pagesize: number) =>
  queryOptions({
    queryKey: ['commands', devicecode, pagenum, pagesize],
    queryFn: async () =>
      (
        await api.request<{ list: CommandSummary[]; total: number }[]>('/remote/device/command/list', {
          params: { devicecode, pagenum, pagesize },
        })
      ).data[0] ?? { list: [], total: 0 },
    placeholderData: keepPreviousData,
  });

/** The device's warnings, newest first (the list is filtered here too, should the server ignore the number). */
export const deviceWarningsQuery = (devicecode: string) =>
  queryOptions({
    queryKey: ['warnings', 'device', devicecode],
    queryFn: async () => {
      const answer = await api.request<{ list: WarningItem[]; total: number }[]>('/remote/warninginfo/list', {
        params: { devicecode, pagenum: 1, pagesize: 50 },
      });
      return (answer.data[0]?.list ?? []).filter((warning) => warning.devicecode === devicecode);
    },
  });
