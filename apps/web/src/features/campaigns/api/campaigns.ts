import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../shared/api/api';
import { pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { campaignKeys } from './campaign-keys';

export type CampaignFilter = QueryOf<typeof endpoints.campaigns.list>;

/** The published programs offered for a search. */
const PROGRAMS_SHOWN = 50;
/** How often an open report asks for the plays the screens reported since. */
export const REPORT_REFRESH_MS = 5_000;

export const campaignListQuery = (filter: CampaignFilter) =>
  queryOptions({
    queryKey: campaignKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.campaigns.list, filter)),
    placeholderData: keepPreviousData,
  });

export const campaignQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: () => call(endpoints.campaigns.get, { id }),
  });

export const dayPlanQuery = (deviceid: number, day: string) =>
  queryOptions({
    queryKey: campaignKeys.plan(deviceid, day),
    queryFn: () => call(endpoints.campaigns.plan, { deviceid, day }),
    placeholderData: keepPreviousData,
  });

/** A campaign's proof of play, asked for again while it is open: the screens keep reporting. */
export const campaignReportQuery = (id: number) =>
  queryOptions({
    queryKey: campaignKeys.report(id),
    queryFn: () => call(endpoints.campaigns.report, { id }),
    refetchInterval: REPORT_REFRESH_MS,
  });

/** Published programs whose name holds `keyword`, one entry per program (its latest published version). */
export const publishedProgramsQuery = (keyword: string) =>
  queryOptions({
    queryKey: campaignKeys.programs(keyword),
    queryFn: async () => {
      const page = pageOf(
        await call(endpoints.programs.list, {
          pagenum: 1,
          pagesize: PROGRAMS_SHOWN,
          state: 'publish',
          ...(keyword ? { keyword } : {}),
        }),
      );
      const latest = new Map<number, (typeof page.list)[number]>();
      for (const program of page.list) {
        const known = latest.get(program.originid);
        if (!known || known.version < program.version) latest.set(program.originid, program);
      }
      return [...latest.values()];
    },
    placeholderData: keepPreviousData,
  });

export const exportCampaignReport = (id: number) => download(endpoints.campaigns.export, { id });

export function useCampaignWrites() {
  const invalidates = [campaignKeys.all];
  return {
    // Slots are a list of objects: sent as JSON, not as a form.
    add: useCallMutation(endpoints.campaigns.add, { invalidates, contentType: 'json' }),
    update: useCallMutation(endpoints.campaigns.update, { invalidates, contentType: 'json' }),
    remove: useCallMutation(endpoints.campaigns.delete, { invalidates }),
  };
}
