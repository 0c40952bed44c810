import type { Account, PasswordPolicy } from '@lamplighter/contract';
import type { Actor, Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { isInSubtree } from '../../platform/scope';
import type { AuditService } from '../audit/audit.service';
import type { PasswordHasher } from '../auth/password-hasher';
import type { SessionRevoker } from '../auth/session-revoker';
import { assertPasswordMeetsPolicy, assertRoleAssignable, deadlineFor } from './account-rules';
import type { AccountFilter, AccountsQueries } from './accounts.queries';
import type { AccountsRepository } from './accounts.repository';

interface EditableFields {
  realname: string;
  mobile: string;
  email: string;
  parentid?: number | undefined;
  roleid: number;
  salesman: string;
  enabled: number;
}

export interface AccountAdd extends EditableFields {
  username: string;
  password: string;
  validity: string;
}

export interface AccountUpdate extends EditableFields {
  id: number;
  validity?: string | undefined;
}

/** Account management inside the caller's subtree. */
export class AccountsService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly queries: AccountsQueries,
    private readonly hasher: PasswordHasher,
    private readonly revoker: SessionRevoker,
    private readonly audit: AuditService,
    private readonly policy: PasswordPolicy,
    private readonly now: () => number = Date.now,
  ) {}

  async list(caller: Caller, filter: AccountFilter) {
    return [await this.queries.list(caller, filter)];
  }

  tree(caller: Caller) {
    return this.queries.tree(caller);
  }

  async detail(caller: Caller, id: number): Promise<Account> {
    const account = await this.queries.detail(caller, id);
    if (!account) throw fail.notFound('account');
    return account;
  }

  async add(caller: Caller, input: AccountAdd, actor: Actor): Promise<Account> {
    assertPasswordMeetsPolicy(input.password, this.policy, input.username);
    const parent = await this.parentInScope(caller, input.parentid ?? caller.accountId);
    assertRoleAssignable(caller, await this.repository.roleForAssignment(input.roleid));
    if (await this.repository.usernameTaken(input.username)) throw fail.conflict('error.usernameTaken');
    await this.assertContactsFree(input);
    const id = await this.repository.create(
      {
        username: input.username,
        passwordHash: await this.hasher.hash(input.password),
        realname: input.realname,
        mobile: input.mobile,
        email: input.email || null,
        roleId: input.roleid,
        salesman: input.salesman,
        enabled: input.enabled === 1,
        deadline: deadlineFor(input.validity, this.now()),
      },
      parent,
    );
    await this.audit.record(actor, {
      action: 'account.add',
      result: 'success',
      targetType: 'account',
      targetId: id,
      detail: { username: input.username, roleid: input.roleid, parentid: parent.id },
    });
    return this.detail(caller, id);
  }

  async update(caller: Caller, input: AccountUpdate, actor: Actor): Promise<Account> {
    const target = await this.inScope(caller, input.id);
    const self = target.id === caller.accountId;
    const parentId = input.parentid ?? target.parentId;
    const roleChanged = input.roleid !== target.roleId;
    const parentChanged = parentId !== target.parentId;
    // Role, parent, validity and the enabled flag are the parent's to set: nobody extends their own.
    const selfEscalation =
      roleChanged || parentChanged || input.enabled === 0 || input.validity !== undefined;
    if (self && selfEscalation) throw fail.badRequestKey('error.cannotChangeSelf');
    if (roleChanged) assertRoleAssignable(caller, await this.repository.roleForAssignment(input.roleid));
    if (parentChanged) {
      const parent = await this.parentInScope(caller, parentId ?? caller.accountId);
      if (isInSubtree(parent.path, target)) throw fail.badRequestKey('error.parentCycle');
      await this.repository.moveSubtree(target, parent);
    }
    await this.assertContactsFree(input, target.id);
    const current = await this.detail(caller, target.id);
    const deadline = input.validity === undefined ? target.deadline : deadlineFor(input.validity, this.now());
    await this.repository.update(target.id, {
      realname: input.realname,
      mobile: input.mobile,
      email: input.email || null,
      ...(current.mobile !== input.mobile ? { mobileBound: false } : {}),
      ...(current.email !== input.email ? { emailBound: false } : {}),
      roleId: input.roleid,
      salesman: input.salesman,
      enabled: input.enabled === 1,
      deadline,
    });
    const endsSessions =
      roleChanged || input.enabled === 0 || (deadline !== null && deadline.getTime() <= this.now());
    if (endsSessions && !self) await this.revoker.endAllOf(target.id, 'account changed by an administrator');
    else this.revoker.forgetCallers();
    await this.audit.record(actor, {
      action: 'account.update',
      result: 'success',
      targetType: 'account',
      targetId: target.id,
      detail: {
        roleid: input.roleid,
        parentid: parentId,
        enabled: input.enabled,
        validity: input.validity ?? 'unchanged',
      },
    });
    return this.detail(caller, target.id);
  }

  async setEnabled(caller: Caller, id: number, enabled: number, actor: Actor): Promise<Account> {
    const target = await this.inScope(caller, id);
    if (target.id === caller.accountId && enabled === 0) throw fail.badRequestKey('error.cannotChangeSelf');
    await this.repository.update(target.id, { enabled: enabled === 1 });
    if (enabled === 0) await this.revoker.endAllOf(target.id, 'account disabled');
    else this.revoker.forgetCallers();
    await this.audit.record(actor, {
      action: enabled === 1 ? 'account.enable' : 'account.disable',
      result: 'success',
      targetType: 'account',
      targetId: target.id,
    });
    return this.detail(caller, target.id);
  }

  async resetPassword(caller: Caller, id: number, password: string, actor: Actor): Promise<void> {
    const target = await this.inScope(caller, id);
    assertPasswordMeetsPolicy(password, this.policy, target.username);
    await this.repository.setPassword(target.id, await this.hasher.hash(password));
    await this.revoker.endAllOf(
      target.id,
      'password reset by an administrator',
      target.id === caller.accountId ? caller.sessionId : undefined,
    );
    await this.audit.record(actor, {
      action: 'account.resetpwd',
      result: 'success',
      targetType: 'account',
      targetId: target.id,
    });
  }

  async delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    if (unique.includes(caller.accountId)) throw fail.badRequestKey('error.cannotDeleteSelf');
    for (const id of unique) await this.inScope(caller, id);
    // Deleting a parent together with all of its children in one call is fine.
    if ((await this.repository.countChildrenOutside(unique)) > 0)
      throw fail.conflict('error.accountHasChildren');
    await this.repository.deleteMany(unique);
    this.revoker.forgetCallers();
    await this.audit.record(actor, {
      action: 'account.delete',
      result: 'success',
      targetType: 'account',
      targetId: unique.join(','),
    });
  }

  private async inScope(caller: Caller, id: number) {
    const account = await this.repository.findInSubtree(caller.path, id);
    if (!account) throw fail.notFound('account');
    return account;
  }

  private async parentInScope(caller: Caller, id: number) {
    const parent = await this.repository.findInSubtree(caller.path, id);
    if (!parent) throw fail.badRequestKey('error.parentOutsideScope');
    return parent;
  }

  private async assertContactsFree(
    input: { mobile: string; email: string },
    exceptId?: number,
  ): Promise<void> {
    if (await this.repository.contactTaken('mobile', input.mobile, exceptId))
      throw fail.conflict('error.mobileTaken');
    if (input.email && (await this.repository.contactTaken('email', input.email, exceptId))) {
      throw fail.conflict('error.emailTaken');
    }
  }
}
