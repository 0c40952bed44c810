import type { Role } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { isTopLevel } from '../../platform/caller';
import { fail } from '../../platform/errors';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, audited } from '../audit/audited';
import type { SessionRevoker } from '../auth/session-revoker';
import type { RolesQueries } from './roles.queries';
import type { RolesRepository } from './roles.repository';

export interface RoleInput {
  name: string;
  idenkey: string;
  description: string;
  permissions: string[];
  menuids: number[];
}

/** An update: the fields sent change; a field left out (undefined) keeps its value. */
export type RoleChanges = { [K in keyof RoleInput]?: RoleInput[K] | undefined };

const distinct = <T>(values: T[] | undefined) => values && [...new Set(values)];

/** Answers which of the given menu ids do not exist; the menus module provides it. */
export type MissingMenus = (ids: number[]) => Promise<number[]>;

export class RolesService {
  constructor(
    private readonly repository: RolesRepository,
    private readonly queries: RolesQueries,
    private readonly missingMenus: MissingMenus,
    private readonly revoker: SessionRevoker,
    private readonly audit: AuditService,
  ) {}

  async list(caller: Caller, filter: { pagenum: number; pagesize: number; keyword?: string | undefined }) {
    return [await this.queries.list(caller, filter)];
  }

  async detail(caller: Caller, id: number): Promise<Role> {
    const role = await this.queries.detail(caller, id);
    if (!role) throw fail.notFound('role');
    return role;
  }

  add(caller: Caller, input: RoleInput, actor: Actor): Promise<Role> {
    const entry: AuditEntry = { action: 'role.add', targetType: 'role', detail: { idenkey: input.idenkey } };
    return audited(this.audit, actor, entry, async () => {
      await this.assertValid(caller, input);
      const id = await this.repository.create(
        {
          code: input.idenkey,
          name: input.name,
          description: input.description,
          permissions: [...new Set(input.permissions)].sort(),
          ownerId: caller.accountId,
        },
        [...new Set(input.menuids)],
      );
      return { targetId: id, result: await this.detail(caller, id) };
    });
  }

  update(caller: Caller, id: number, input: RoleChanges, actor: Actor): Promise<Role> {
    const entry: AuditEntry = {
      action: 'role.update',
      targetType: 'role',
      targetId: id,
      detail: {
        permissions: input.permissions?.length ?? 'unchanged',
        menus: input.menuids?.length ?? 'unchanged',
      },
    };
    return audited(this.audit, actor, entry, async () => {
      const role = await this.assertMayChange(caller, id);
      // Built-in roles are found by their key on every start; renaming one would orphan it.
      if (role.builtin && input.idenkey !== undefined && role.code !== input.idenkey)
        throw fail.badRequestKey('error.roleBuiltinKey');
      await this.assertValid(caller, input, id);
      await this.repository.update(
        id,
        {
          code: input.idenkey,
          name: input.name,
          description: input.description,
          permissions: distinct(input.permissions)?.sort(),
        },
        distinct(input.menuids),
      );
      this.revoker.forgetCallers();
      return { detail: { idenkey: input.idenkey ?? role.code }, result: await this.detail(caller, id) };
    });
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    const entry: AuditEntry = { action: 'role.delete', targetType: 'role', targetId: unique.join(',') };
    return audited(this.audit, actor, entry, async () => {
      for (const id of unique) {
        const role = await this.assertMayChange(caller, id);
        if (role.builtin) throw fail.conflict('error.roleBuiltinDelete');
        if (role.userCount > 0) throw fail.conflict('error.roleInUse', { count: role.userCount });
      }
      await this.repository.deleteMany(unique);
      this.revoker.forgetCallers();
      return { result: undefined };
    });
  }

  /** Built-in roles are for top-level administrators; other roles for the subtree that owns them. */
  private async assertMayChange(caller: Caller, id: number) {
    const role = await this.queries.ownership(caller, id);
    if (!role) throw fail.notFound('role');
    if (role.builtin) {
      if (!isTopLevel(caller)) throw fail.forbidden('error.roleBuiltin');
    } else if (!(await this.queries.ownedInSubtree(caller, id))) {
      throw fail.forbidden('error.roleNotOwned');
    }
    return role;
  }

  /** What is given: permissions the caller holds, menu entries that exist, a key no other role has. */
  private async assertValid(caller: Caller, input: RoleChanges, exceptId?: number): Promise<void> {
    const notHeld = (input.permissions ?? []).filter((key) => !caller.permissions.has(key));
    if (notHeld.length > 0) throw fail.forbidden('error.permissionNotHeld', { keys: notHeld.join(', ') });
    const missing = await this.missingMenus(distinct(input.menuids) ?? []);
    if (missing.length > 0)
      throw fail.invalidField('menuids', 'error.menuNotFound', { ids: missing.join(', ') });
    if (input.idenkey !== undefined && (await this.repository.codeTaken(input.idenkey, exceptId)))
      throw fail.conflict('error.roleCodeTaken');
  }
}
