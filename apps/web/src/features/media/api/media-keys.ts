import type { MediaFilter } from './media';

const all = ['media'];

/** The media library's queries: any upload, change or deletion reloads the lists and the folders. */
export const mediaKeys = {
  all,
  list: (filter: MediaFilter) => [...all, 'list', filter],
  folders: [...all, 'folders'],
  thumbnail: (id: number) => ['media-thumbnail', id],
  link: (id: number) => ['media-link', id],
};
