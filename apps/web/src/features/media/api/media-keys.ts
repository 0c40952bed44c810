import { domainKeys } from '../../../shared/api/query-keys';
import type { MediaFilter } from './media';

const all = [...domainKeys.media];

/**
 * The media library's queries: any upload, change or deletion reloads the lists and the folders,
 * a snapshot saved from the video screens too (by the shared root).
 */
export const mediaKeys = {
  all,
  list: (filter: MediaFilter) => [...all, 'list', filter],
  folders: [...all, 'folders'],
};
