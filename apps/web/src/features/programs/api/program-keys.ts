import { domainKeys } from '../../../shared/api/query-keys';
import type { ProgramFilter } from './programs';

const all = [...domainKeys.programs];

/** Program management's queries: any write reloads the list and the program read. */
export const programKeys = {
  all,
  list: (filter: ProgramFilter) => [...all, 'list', filter],
  detail: (id: number) => [...all, 'detail', id],
  /** The library's images and videos a program may play, under the library's root. */
  playable: (keyword: string) => [...domainKeys.media, 'playable', keyword],
  publishes: (id: number) => [...all, 'publishes', id],
  downloads: (id: number, commandid: number) => [...all, 'downloads', id, commandid],
};
