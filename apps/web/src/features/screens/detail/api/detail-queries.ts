import { afterSaleStatuses, endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../../shared/api/api';
import { lastDays, projectEnergy } from '../lib/project-energy';
import { refusalOf } from '../lib/refusal';

/** Days of the project's energy chart, today included, as the monitoring wall draws them. */
export const ENERGY_DAYS = 30;
/** The project's devices the table holds at most; the panel says when a project has more. */
export const TABLE_DEVICES = 300;
const OPEN_STATUSES = afterSaleStatuses.filter((status) => status === 'pending' || status === 'processing');
const silent = { silent: true };

/** Every query of the detail walls, under one root that the live changes reload. */
export const detailKeys = {
  all: ['wall-detail'],
  project: (id: number) => ['wall-detail', 'project', id],
  /** What the live events change of a project: its figures and its devices (not its energy or tickets). */
  projectLive: (id: number) => ['wall-detail', 'project', id, 'live'],
  device: (id: number) => ['wall-detail', 'device', id],
  /** Apart from the device's root: a chart asks for its next minute when its range moves, not at each report. */
  history: (id: number) => ['wall-detail', 'history', id],
};

/** A wall never gives up: a failed call is asked again, except for a refusal that will not change. */
const keepTrying = {
  placeholderData: keepPreviousData,
  retry: (_count: number, error: Error) => refusalOf(error) === undefined,
  retryDelay: 5_000,
};

export const projectSummaryQuery = (id: number) =>
  queryOptions({
    queryKey: [...detailKeys.projectLive(id), 'summary'],
    queryFn: () => call(endpoints.wallDetail.project, { projectid: id }, silent),
    ...keepTrying,
  });

export const projectDevicesQuery = (id: number) =>
  queryOptions({
    queryKey: [...detailKeys.projectLive(id), 'devices'],
    queryFn: async () =>
      (await call(endpoints.device.list, { projectid: id, pagesize: TABLE_DEVICES }, silent))[0],
    ...keepTrying,
  });

/** Energy of the project by day and of this month, the days counted on the browser's clock. */
export const projectEnergyQuery = (id: number, today: string, utcoffset = -new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: [...detailKeys.project(id), 'energy', today, utcoffset],
    queryFn: async () => {
      const days = lastDays(today, ENERGY_DAYS);
      const common = { dimension: 'project', projectid: id, to: today, utcoffset } as const;
      const [byDay, thisMonth] = await Promise.all([
        call(endpoints.statistics.energy, { ...common, period: 'day', from: days[0] }, silent),
        call(
          endpoints.statistics.energy,
          { ...common, period: 'month', from: `${today.slice(0, 8)}01` },
          silent,
        ),
      ]);
      return projectEnergy(byDay, thisMonth, days);
    },
    ...keepTrying,
  });

/** The project's open tickets (pending and processing), every one of them. */
export const projectTicketsQuery = (id: number) =>
  queryOptions({
    queryKey: [...detailKeys.project(id), 'tickets'],
    queryFn: async () => {
      const pages = await Promise.all(
        OPEN_STATUSES.map((status) =>
          call(endpoints.afterSale.list, { projectid: id, status, pagesize: 500 }, silent),
        ),
      );
      return pages.flatMap((page) => page[0]?.list ?? []);
    },
    ...keepTrying,
  });

export const deviceQuery = (id: number) =>
  queryOptions({
    queryKey: [...detailKeys.device(id), 'detail'],
    queryFn: () => call(endpoints.device.detail, { id }, silent),
    ...keepTrying,
  });

/** One value of the device over a range, in at most `points` buckets. */
export const deviceHistoryQuery = (
  id: number,
  devicecode: string,
  key: string,
  range: { from: number; to: number },
) =>
  queryOptions({
    queryKey: [...detailKeys.history(id), key, range.from, range.to],
    queryFn: () =>
      call(endpoints.history.list, { devicecode, key, from: range.from, to: range.to, points: 288 }, silent),
    ...keepTrying,
  });

export const deviceWarningsQuery = (id: number, devicecode: string, size: number) =>
  queryOptions({
    queryKey: [...detailKeys.device(id), 'warnings', size],
    queryFn: async () => (await call(endpoints.warning.list, { devicecode, pagesize: size }, silent))[0],
    ...keepTrying,
  });

export const deviceCommandsQuery = (id: number, devicecode: string, size: number) =>
  queryOptions({
    queryKey: [...detailKeys.device(id), 'commands', size],
    queryFn: async () =>
      (await call(endpoints.deviceCommand.list, { devicecode, pagesize: size }, silent))[0],
    ...keepTrying,
  });
