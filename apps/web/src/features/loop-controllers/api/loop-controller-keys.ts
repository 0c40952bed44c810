import { domainKeys } from '../../../shared/api/query-keys';

const all = [...domainKeys.devices, 'loop-controllers'];

/**
 * The loop-controller screen's queries, under the devices' root: a change anywhere in the
 * inventory (a light moved, a device deleted) reloads them too. The list's key is the shared
 * network list's.
 */
export const loopControllerKeys = {
  all,
  detail: (id: number) => [...all, 'detail', id],
};
