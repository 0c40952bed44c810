import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../../shared/api/api';
import { type InputOf, pageOf } from '../../../../shared/api/contract-client';
import { domainKeys } from '../../../../shared/api/query-keys';
import { wallRefresh as wall } from '../../lib/wall-refresh';

/** The devices of one family in a project, or in one of its groups. */
export interface WallScope {
  family: number;
  projectid: number;
  groupid?: number | undefined;
}

/**
 * What the wall shows of the scope, its tiles and its counts; under the devices' root, so that a
 * device changed anywhere (moved, deleted) reloads the wall.
 */
export const wallScopeKey = (scope: WallScope) => [...domainKeys.devices, 'control-wall', scope];
export const wallCountsKey = (scope: WallScope) => [...wallScopeKey(scope), 'counts'];

const filterOf = ({ family, projectid, groupid }: WallScope) => ({
  devicetype: [family],
  projectid,
  ...(groupid === undefined ? {} : { groupid }),
});

/** One page of tiles: the devices with what they reported last. */
export const wallPageQuery = (scope: WallScope, pagenum: number, pagesize: number) =>
  queryOptions({
    queryKey: [...wallScopeKey(scope), { pagenum, pagesize }],
    queryFn: async () => pageOf(await call(endpoints.device.list, { ...filterOf(scope), pagenum, pagesize })),
    placeholderData: keepPreviousData,
    ...wall,
  });

/** How many there are of each: a list's total, asked for with a page of one. */
const countOf = async (filter: InputOf<typeof endpoints.device.list>) =>
  pageOf(await call(endpoints.device.list, { ...filter, pagenum: 1, pagesize: 1 })).total;

/** The scope's devices burning, out, in alarm, in fault and offline, for the legend. */
export const wallCountsQuery = (scope: WallScope) =>
  queryOptions({
    queryKey: wallCountsKey(scope),
    queryFn: async () => {
      const filter = filterOf(scope);
      const [on, off, alarm, fault, offline] = await Promise.all([
        countOf({ ...filter, lampon: 1 }),
        countOf({ ...filter, lampon: 0 }),
        countOf({ ...filter, runstate: 2 }),
        countOf({ ...filter, runstate: 3 }),
        countOf({ ...filter, runstate: 4 }),
      ]);
      return { on, off, alarm, fault, offline };
    },
    placeholderData: keepPreviousData,
    ...wall,
  });

/** Every device number of the scope (at most what one command takes), to choose them all. */
export const wallDeviceCodes = async (scope: WallScope) =>
  (await call(endpoints.device.matching, filterOf(scope), { silent: true })).devices.map(
    (device) => device.devicecode,
  );
