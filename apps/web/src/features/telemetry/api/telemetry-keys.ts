import { domainKeys } from '../../../shared/api/query-keys';

/** The history screen's queries: the devices to pick from are under the devices' root. */
export const telemetryKeys = {
  deviceOptions: (keyword: string) => [...domainKeys.devices, 'options', keyword],
};
