import type { MessageKey } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { GroupPlace, GroupsRepository } from './groups.repository';
import type { ProjectsRepository } from './projects.repository';

/** Where a device goes: a project of the subtree, optionally one of its groups, and their owner. */
export interface Placement {
  projectId: number;
  groupId: number | null;
  /** The project's owner; a device repeats it so that the subtree filter needs no join. */
  accountId: number;
}

/** Why a project and group cannot take a device, by field, for per-row reports. */
export interface PlacementProblem {
  field: 'projectid' | 'groupid';
  key: MessageKey;
}

/** The projects and groups of the caller's subtree among those asked for. */
export interface PlacementLookup {
  projects: Map<number, number>;
  groups: Map<number, GroupPlace>;
}

/** Decides a placement from what a lookup found: a foreign project or group is as good as none. */
export function placementOf(
  found: PlacementLookup,
  projectId: number,
  groupId: number | null | undefined,
): Placement | PlacementProblem {
  const accountId = found.projects.get(projectId);
  if (accountId === undefined) return { field: 'projectid', key: 'error.projectNotFound' };
  if (groupId === null || groupId === undefined) return { projectId, groupId: null, accountId };
  const group = found.groups.get(groupId);
  if (!group) return { field: 'groupid', key: 'error.groupNotFound' };
  if (group.projectId !== projectId) return { field: 'groupid', key: 'error.groupNotInProject' };
  return { projectId, groupId, accountId };
}

export function isPlacement(value: Placement | PlacementProblem): value is Placement {
  return 'projectId' in value;
}

/**
 * Resolves the project and group a device is put into, inside the caller's subtree. Used by the
 * devices module (add, update, move, import, bind) so that one place holds the rule.
 */
export class Placements {
  constructor(
    private readonly projects: ProjectsRepository,
    private readonly groups: GroupsRepository,
  ) {}

  async lookup(caller: Caller, projectIds: number[], groupIds: number[]): Promise<PlacementLookup> {
    const [projects, groups] = await Promise.all([
      this.projects.owners(caller, [...new Set(projectIds)]),
      this.groups.places(caller, [...new Set(groupIds)]),
    ]);
    return { projects, groups };
  }

  /** One placement; a foreign project or group answers 404, a group of another project 400. */
  async place(caller: Caller, projectId: number, groupId?: number | null): Promise<Placement> {
    const found = await this.lookup(caller, [projectId], groupId ? [groupId] : []);
    const placement = placementOf(found, projectId, groupId);
    if (isPlacement(placement)) return placement;
    if (placement.key === 'error.projectNotFound') throw fail.notFound('project');
    if (placement.key === 'error.groupNotFound') throw fail.notFound('group');
    throw fail.badRequestKey(placement.key);
  }
}
