import type { DeviceGroup } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { GroupFilter, GroupsRepository } from './groups.repository';
import type { ProjectsRepository } from './projects.repository';

export interface GroupInput {
  name: string;
  description: string;
  projectid: number;
}

/** An update: the fields sent change; a field left out (undefined) keeps its value. */
export type GroupChanges = { [K in keyof GroupInput]?: GroupInput[K] | undefined };

/** Groups of the projects of the caller's account subtree. */
export class GroupsService {
  constructor(
    private readonly repository: GroupsRepository,
    private readonly projects: ProjectsRepository,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller, filter: GroupFilter) {
    return [await this.repository.list(caller, filter)];
  }

  async detail(caller: Caller, id: number): Promise<DeviceGroup> {
    const group = await this.repository.find(caller, id);
    if (!group) throw fail.notFound('group');
    return group;
  }

  add(caller: Caller, input: GroupInput, actor: Actor): Promise<DeviceGroup> {
    const entry: AuditEntry = {
      action: 'group.add',
      targetType: 'group',
      detail: { name: input.name, projectId: input.projectid },
    };
    return audited(this.audit, actor, entry, async () => {
      const accountId = await this.projectOwner(caller, input.projectid);
      await this.assertNameFree(input.projectid, input.name);
      const id = await this.repository.insert({
        name: input.name,
        description: input.description,
        projectId: input.projectid,
        accountId,
      });
      return { targetId: id, result: await this.detail(caller, id) };
    });
  }

  /** Moved to another project of the subtree, a group takes its devices along. */
  update(caller: Caller, input: GroupChanges & { id: number }, actor: Actor): Promise<DeviceGroup> {
    const entry: AuditEntry = {
      action: 'group.update',
      targetType: 'group',
      targetId: input.id,
      detail: { name: input.name ?? 'unchanged', projectId: input.projectid ?? 'unchanged' },
    };
    return audited(this.audit, actor, entry, async () => {
      const group = await this.detail(caller, input.id);
      const projectId = input.projectid ?? group.projectid;
      const moving = projectId !== group.projectid;
      const moveTo = moving
        ? { projectId, accountId: await this.projectOwner(caller, projectId) }
        : undefined;
      // A name is unique per project: a new name, or the old one in a new project, must be free.
      if (input.name !== undefined || moving)
        await this.assertNameFree(projectId, input.name ?? group.name, group.id);
      await this.repository.update(group.id, { name: input.name, description: input.description }, moveTo);
      return {
        result: await this.detail(caller, group.id),
        ...(moving ? { detail: { fromProjectId: group.projectid } } : {}),
      };
    });
  }

  /** Every id is checked before anything is deleted; a group that still holds devices stays. */
  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = { action: 'group.delete', targetType: 'group', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      const found = await this.repository.places(caller, unique);
      if (found.size !== unique.length) throw fail.notFound('group');
      const count = await this.repository.deviceCount(unique);
      if (count > 0) throw fail.conflict('error.groupHasDevices', { count });
      await this.repository.deleteMany(unique);
      return { result: undefined };
    });
  }

  private async projectOwner(caller: Caller, projectId: number): Promise<number> {
    const owner = (await this.projects.owners(caller, [projectId])).get(projectId);
    if (owner === undefined) throw fail.notFound('project');
    return owner;
  }

  private async assertNameFree(projectId: number, name: string, exceptId?: number): Promise<void> {
    if (await this.repository.nameTaken(projectId, name, exceptId)) {
      throw fail.conflict('error.groupNameTaken', { name });
    }
  }
}
