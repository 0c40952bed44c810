import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../../../shared/api/api';
import { domainKeys, sharedKeys } from '../../../../shared/api/query-keys';
import { decodeDeviceColumns } from '../lib/decode-columns';

/** The 3D view's queries: its columns under the devices' root, so that changed devices reload them. */
export const threeDKeys = {
  columns: [...domainKeys.devices, 'columns'],
  device: sharedKeys.deviceDetail,
};

const silent = { silent: true };
/** A wall never gives up: a failed call is asked again, and the last answer stays drawn meanwhile. */
const keepTrying = { placeholderData: keepPreviousData, retry: true, retryDelay: 5_000 };

/** Every located device of the caller's subtree, from one binary call (`/remote/device/columns`). */
export const columnsQuery = queryOptions({
  queryKey: threeDKeys.columns,
  queryFn: async () => {
    const answer = await download(endpoints.deviceColumns.columns, {});
    return decodeDeviceColumns(await answer.arrayBuffer());
  },
  ...keepTrying,
});

/** The device of the live card. */
export const cardDeviceQuery = (id: number) =>
  queryOptions({
    queryKey: threeDKeys.device(id),
    queryFn: () => call(endpoints.device.detail, { id }, silent),
    ...keepTrying,
  });
