import { domainKeys } from '../../../shared/api/query-keys';

/**
 * The control screen's queries: a device's command log under its own root, and the device's
 * warnings under the warnings' root, so that marking warnings read elsewhere reloads them too.
 */
export const commandKeys = {
  all: domainKeys.commands,
  log: (devicecode: string) => [...domainKeys.commands, devicecode],
  page: (devicecode: string, pagenum: number, pagesize: number) => [
    ...domainKeys.commands,
    devicecode,
    pagenum,
    pagesize,
  ],
  deviceWarnings: (devicecode: string) => [...domainKeys.warnings, 'device', devicecode],
};
