import type { Project, ProjectTreeNode } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { ProjectFilter, ProjectsRepository } from './projects.repository';

export interface ProjectInput {
  name: string;
  description: string;
  province: string;
  city: string;
  longitude?: number | undefined;
  latitude?: number | undefined;
  /** The owning account, inside the caller's subtree; the caller's own when left out. */
  accountid?: number | undefined;
}

/** An update: the fields sent change; a field left out (undefined) keeps its value, null clears it. */
export type ProjectChanges = {
  [K in keyof Omit<ProjectInput, 'longitude' | 'latitude'>]?: ProjectInput[K] | undefined;
} & { longitude?: number | null | undefined; latitude?: number | null | undefined };

/** Throws 404 unless the account lies in the caller's subtree; the accounts module provides it. */
export type AssertAccountInScope = (caller: Caller, accountId: number) => Promise<void>;

/** Projects of the caller's account subtree. */
export class ProjectsService {
  constructor(
    private readonly repository: ProjectsRepository,
    private readonly assertAccountInScope: AssertAccountInScope,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller, filter: ProjectFilter) {
    return [await this.repository.list(caller, filter)];
  }

  tree(caller: Caller): Promise<ProjectTreeNode[]> {
    return this.repository.tree(caller);
  }

  async detail(caller: Caller, id: number): Promise<Project> {
    const project = await this.repository.find(caller, id);
    if (!project) throw fail.notFound('project');
    return project;
  }

  add(caller: Caller, input: ProjectInput, actor: Actor): Promise<Project> {
    const ownerId = input.accountid ?? caller.accountId;
    const entry: AuditEntry = {
      action: 'project.add',
      targetType: 'project',
      detail: { name: input.name, ownerId },
    };
    return audited(this.audit, actor, entry, async () => {
      if (ownerId !== caller.accountId) await this.assertAccountInScope(caller, ownerId);
      await this.assertNameFree(ownerId, input.name);
      const id = await this.repository.insert({
        ...valuesOf(input),
        longitude: input.longitude ?? null,
        latitude: input.latitude ?? null,
        accountId: ownerId,
      });
      return { targetId: id, result: await this.detail(caller, id) };
    });
  }

  /** A new owner (inside the subtree) takes the project's groups and devices along. */
  update(caller: Caller, input: ProjectChanges & { id: number }, actor: Actor): Promise<Project> {
    const entry: AuditEntry = {
      action: 'project.update',
      targetType: 'project',
      targetId: input.id,
      detail: { name: input.name ?? 'unchanged', ownerId: input.accountid ?? 'unchanged' },
    };
    return audited(this.audit, actor, entry, async () => {
      const project = await this.detail(caller, input.id);
      const newOwnerId =
        input.accountid === undefined || input.accountid === project.accountid ? undefined : input.accountid;
      if (newOwnerId !== undefined) await this.assertAccountInScope(caller, newOwnerId);
      // A name is unique per owner: a new name, or the old one under a new owner, must be free.
      if (input.name !== undefined || newOwnerId !== undefined)
        await this.assertNameFree(newOwnerId ?? project.accountid, input.name ?? project.name, project.id);
      await this.repository.update(project.id, valuesOf(input), newOwnerId);
      return { result: await this.detail(caller, project.id) };
    });
  }

  /** Every id is checked before anything is deleted; a project that still holds anything stays. */
  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = { action: 'project.delete', targetType: 'project', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      const found = await this.repository.owners(caller, unique);
      if (found.size !== unique.length) throw fail.notFound('project');
      const held = await this.repository.contents(unique);
      if (held.devices > 0) throw fail.conflict('error.projectHasDevices', { count: held.devices });
      if (held.groups > 0) throw fail.conflict('error.projectHasGroups', { count: held.groups });
      await this.repository.deleteMany(unique);
      return { result: undefined };
    });
  }

  private async assertNameFree(accountId: number, name: string, exceptId?: number): Promise<void> {
    if (await this.repository.nameTaken(accountId, name, exceptId)) {
      throw fail.conflict('error.projectNameTaken', { name });
    }
  }
}

/** The columns of the fields given; undefined ones are left as they are. */
function valuesOf<T extends ProjectChanges>(
  input: T,
): Pick<T, 'name' | 'description' | 'province' | 'city' | 'longitude' | 'latitude'> {
  return {
    name: input.name,
    description: input.description,
    province: input.province,
    city: input.city,
    longitude: input.longitude,
    latitude: input.latitude,
  };
}
