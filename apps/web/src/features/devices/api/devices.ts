import { endpoints } from '@lamplighter/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/api';
import { type DataOf, type InputOf, pageOf, type QueryOf } from '../../../shared/api/contract-client';
import { domainKeys } from '../../../shared/api/query-keys';
import { useCallMutation } from '../../../shared/api/use-call-mutation';
import { deviceKeys } from './device-keys';

/** Filters and page of a device list (`/remote/device/list`). */
export type DeviceListFilter = QueryOf<typeof endpoints.device.list>;

/** What the device form sends; an update adds the device's id. */
export type DeviceInput = InputOf<typeof endpoints.device.add>;

/** A device added or bound, with its access token, shown this once. */
export type DeviceWithToken = DataOf<typeof endpoints.device.add>;

export const deviceListQuery = (filter: DeviceListFilter) =>
  queryOptions({
    queryKey: deviceKeys.list(filter),
    queryFn: async () => pageOf(await call(endpoints.device.list, filter)),
    placeholderData: keepPreviousData,
  });

/** Every device the list's filters find (at most what one command takes), by number and type. */
export const matchingDevices = (filter: QueryOf<typeof endpoints.device.matching>) =>
  call(endpoints.device.matching, filter);

export const deviceDetailQuery = (id: number) =>
  queryOptions({
    queryKey: deviceKeys.detail(id),
    queryFn: () => call(endpoints.device.detail, { id }, { silent: true }),
    retry: false,
  });

export const credentialsQuery = (id: number) =>
  queryOptions({
    queryKey: deviceKeys.credentials(id),
    queryFn: () => call(endpoints.device.credentials, { id }),
  });

/**
 * The device writes; each reloads every device query (the other screens that show devices too)
 * and the projects' (their device counts). A new access token reloads what is shown of it.
 */
export function useDeviceWrites() {
  const invalidates = [deviceKeys.all, domainKeys.projects];
  return {
    add: useCallMutation(endpoints.device.add, { invalidates }),
    update: useCallMutation(endpoints.device.update, { invalidates }),
    remove: useCallMutation(endpoints.device.delete, { invalidates }),
    move: useCallMutation(endpoints.device.move, { invalidates }),
    bind: useCallMutation(endpoints.device.bind, { invalidates }),
    rotate: useCallMutation(endpoints.device.rotateCredentials, {
      // The schema's input takes any id the server may parse; the form sends the device's number.
      invalidates: ({ id }) => [deviceKeys.credentials(Number(id)), deviceKeys.detail(Number(id))],
    }),
  };
}

/**
 * Deleting the device a page shows: the page leaves and drops the device's detail first, then
 * reloads the devices itself, so that the deleted device is not read again.
 */
export const useDeleteShownDevice = () => useCallMutation(endpoints.device.delete);
