import { domainKeys } from '../../../shared/api/query-keys';
import type { GroupFilter } from './groups';
import type { ProjectFilter } from './projects';

/** The project and group screens' queries, under the projects' root (where the shared project tree is too). */
export const projectKeys = {
  all: domainKeys.projects,
  list: (filter: ProjectFilter) => [...domainKeys.projects, 'list', filter],
  groups: (filter: GroupFilter) => [...domainKeys.projects, 'groups', filter],
  group: (id: number) => [...domainKeys.projects, 'group', id],
};
