import { domainKeys } from '../../../shared/api/query-keys';
import type { BroadcastFilter, TerminalFilter } from './broadcasts';

const all = [...domainKeys.broadcasts];

/** The broadcasts' queries; the terminals' list lives under the devices' root, which any inventory change reloads. */
export const broadcastKeys = {
  all,
  list: (filter: BroadcastFilter) => [...all, 'list', filter],
  detail: (id: number) => [...all, 'detail', id],
  terminals: [...domainKeys.devices, 'terminals'],
  terminalList: (filter: TerminalFilter) => [...domainKeys.devices, 'terminals', filter],
  /** The library's sounds a broadcast may play. */
  sounds: (keyword: string) => [...domainKeys.media, 'sounds', keyword],
};
