import type { Account, PasswordPolicy } from '@lamplighter/contract';
import { type Actor, type Caller, can } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { isInSubtree } from '../../platform/scope';
import type { AuditService } from '../audit/audit.service';
import { type AuditEntry, type AuditedOutcome, audited } from '../audit/audited';
import type { PasswordHasher } from '../auth/password-hasher';
import type { SessionRevoker } from '../auth/session-revoker';
import {
  assertPasswordMeetsPolicy,
  assertRoleAssignable,
  assertRoleVisible,
  deadlineFor,
} from './account-rules';
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

/** The fields sent change; a field left out (undefined) keeps its value. */
export type AccountUpdate = { [K in keyof EditableFields]?: EditableFields[K] | undefined } & {
  id: number;
  validity?: string | undefined;
};

export interface RoleSwitch {
  /** The role to move from. */
  id: number;
  /** The role to move to. */
  toid: number;
  /** The accounts to move; all of the subtree holding the role when left out. */
  userids?: number[] | undefined;
}

/** Every account entry's target is the account; the service sets its type. */
type AccountAuditEntry = Omit<AuditEntry, 'targetType'>;

/** Account management inside the caller's subtree. */
export class AccountsService {
  constructor(
    private readonly repository: AccountsRepository,
    private readonly queries: AccountsQueries,
    private readonly hasher: PasswordHasher,
    private readonly revoker: SessionRevoker,
    /** Tells every process that accounts moved or went, so that none keeps their old paths. */
    private readonly treeChanged: () => void,
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

  add(caller: Caller, input: AccountAdd, actor: Actor): Promise<Account> {
    const entry: AccountAuditEntry = {
      action: 'account.add',
      detail: {
        username: input.username,
        roleid: input.roleid,
        parentid: input.parentid ?? caller.accountId,
      },
    };
    return this.audited(actor, entry, async () => {
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
      // The new account joins its ancestors' subtrees, which callers' reads remember.
      this.revoker.forgetCallers();
      return { targetId: id, result: await this.detail(caller, id) };
    });
  }

  update(caller: Caller, input: AccountUpdate, actor: Actor): Promise<Account> {
    const entry: AccountAuditEntry = {
      action: 'account.update',
      targetId: input.id,
      detail: {
        roleid: input.roleid ?? 'unchanged',
        parentid: input.parentid ?? 'unchanged',
        enabled: input.enabled ?? 'unchanged',
        validity: input.validity ?? 'unchanged',
      },
    };
    return this.audited(actor, entry, async () => {
      const target = await this.inScope(caller, input.id);
      const newRoleId = input.roleid === target.roleId ? undefined : input.roleid;
      const roleChanged = newRoleId !== undefined;
      const movingTo = input.parentid === target.parentId ? undefined : input.parentid;
      const parentChanged = movingTo !== undefined;
      // Role, parent, validity and the enabled flag are the parent's to set: nobody extends their own.
      const selfEscalation =
        roleChanged || parentChanged || input.enabled === 0 || input.validity !== undefined;
      if (target.id === caller.accountId && selfEscalation)
        throw fail.badRequestKey('error.cannotChangeSelf');
      if (newRoleId !== undefined)
        assertRoleAssignable(caller, await this.repository.roleForAssignment(newRoleId));
      const newParent = movingTo === undefined ? undefined : await this.parentInScope(caller, movingTo);
      if (newParent && isInSubtree(newParent.path, target)) throw fail.badRequestKey('error.parentCycle');
      const mobileChanged = input.mobile !== undefined && input.mobile !== target.mobile;
      const emailChanged = input.email !== undefined && input.email !== (target.email ?? '');
      await this.assertContactsFree(
        { mobile: mobileChanged ? input.mobile : undefined, email: emailChanged ? input.email : undefined },
        target.id,
      );
      const newDeadline = input.validity === undefined ? undefined : deadlineFor(input.validity, this.now());
      // Only what was sent is written: undefined leaves a column as it is.
      await this.repository.save(
        target,
        {
          realname: input.realname,
          salesman: input.salesman,
          roleId: newRoleId,
          enabled: input.enabled === undefined ? undefined : input.enabled === 1,
          // A changed phone or mailbox is no longer the one the account proved it owns.
          ...(mobileChanged ? { mobile: input.mobile, mobileBound: false } : {}),
          ...(emailChanged ? { email: input.email || null, emailBound: false } : {}),
          deadline: newDeadline,
        },
        newParent,
      );
      if (parentChanged) this.treeChanged();
      const deadline = newDeadline === undefined ? target.deadline : newDeadline;
      const expired = deadline !== null && deadline.getTime() <= this.now();
      if (roleChanged || input.enabled === 0 || expired) {
        await this.revoker.endAllOf(target.id, 'account changed by an administrator');
      } else {
        // A moved subtree has new paths, so cached callers must be read again.
        this.revoker.forgetCallers();
      }
      return { result: await this.detail(caller, target.id) };
    });
  }

  setEnabled(caller: Caller, id: number, enabled: number, actor: Actor): Promise<Account> {
    const entry: AccountAuditEntry = {
      action: enabled === 1 ? 'account.enable' : 'account.disable',
      targetId: id,
    };
    return this.audited(actor, entry, async () => {
      const target = await this.inScope(caller, id);
      if (target.id === caller.accountId && enabled === 0) throw fail.badRequestKey('error.cannotChangeSelf');
      await this.repository.update(target.id, { enabled: enabled === 1 });
      if (enabled === 0) await this.revoker.endAllOf(target.id, 'account disabled');
      else this.revoker.forgetCallers();
      return { result: await this.detail(caller, target.id) };
    });
  }

  resetPassword(caller: Caller, id: number, password: string, actor: Actor): Promise<void> {
    return this.audited(actor, { action: 'account.resetpwd', targetId: id }, async () => {
      // Nobody sets their own password without the current one: that is the profile's change.
      if (id === caller.accountId) throw fail.badRequestKey('error.cannotResetOwnPassword');
      const target = await this.inScope(caller, id);
      assertPasswordMeetsPolicy(password, this.policy, target.username);
      await this.repository.setPassword(target.id, await this.hasher.hash(password));
      await this.revoker.endAllOf(target.id, 'password reset by an administrator');
      return { result: undefined };
    });
  }

  delete(caller: Caller, ids: number[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)];
    return this.audited(actor, { action: 'account.delete', targetId: unique.join(',') }, async () => {
      if (unique.includes(caller.accountId)) throw fail.badRequestKey('error.cannotDeleteSelf');
      for (const id of unique) await this.inScope(caller, id);
      // Deleting a parent together with all of its children in one call is fine.
      if ((await this.repository.countChildrenOutside(unique)) > 0)
        throw fail.conflict('error.accountHasChildren');
      await this.repository.deleteMany(unique);
      this.treeChanged();
      this.revoker.forgetCallers();
      return { result: undefined };
    });
  }

  /**
   * Moves accounts of the caller's subtree from one role to another, e.g. before the role is
   * deleted. The caller needs sys:role:update besides the endpoint's sys:account:update, must see
   * the role moved from and be able to assign the one moved to; listed accounts outside the subtree
   * answer 404 and none moves unless all can. The caller's own account never moves.
   */
  switchRole(caller: Caller, input: RoleSwitch, actor: Actor): Promise<{ moved: number }> {
    const ids = input.userids && [...new Set(input.userids)];
    const entry: AccountAuditEntry = {
      action: 'account.switchrole',
      detail: { fromroleid: input.id, toroleid: input.toid, userids: ids ?? 'all' },
    };
    return this.audited(actor, entry, async () => {
      if (!can(caller, 'sys:role:update')) throw fail.insufficientPermission();
      if (input.id === input.toid) throw fail.invalidField('toid', 'validation.roleSwitchSame');
      if (ids?.includes(caller.accountId)) throw fail.badRequestKey('error.cannotChangeSelf');
      const plan = {
        subtreePath: caller.path,
        exceptId: caller.accountId,
        fromRoleId: input.id,
        toRoleId: input.toid,
        ids,
      };
      const moved = await this.repository.switchRole(plan, (found) => {
        assertRoleVisible(caller, found.from);
        assertRoleAssignable(caller, found.to);
        if (!ids) return;
        const roleOf = new Map(found.accounts.map((account) => [account.id, account.roleId]));
        if (ids.some((id) => !roleOf.has(id))) throw fail.notFound('account');
        const others = ids.filter((id) => roleOf.get(id) !== input.id);
        if (others.length > 0) throw fail.conflict('error.roleSwitchNotHeld', { ids: others.join(', ') });
      });
      for (const id of moved) await this.revoker.endAllOf(id, 'role switched by an administrator');
      return {
        result: { moved: moved.length },
        targetId: moved.join(','),
        detail: { moved: moved.length },
      };
    });
  }

  /** Runs a change on an account and writes its outcome, success or failure, to the audit log. */
  private audited<T>(
    actor: Actor,
    entry: AccountAuditEntry,
    change: () => Promise<AuditedOutcome<T>>,
  ): Promise<T> {
    return audited(this.audit, actor, { ...entry, targetType: 'account' }, change);
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

  /** The phone and mailbox given (an empty mailbox is none) belong to no other account. */
  private async assertContactsFree(
    input: { mobile?: string | undefined; email?: string | undefined },
    exceptId?: number,
  ): Promise<void> {
    if (input.mobile && (await this.repository.contactTaken('mobile', input.mobile, exceptId)))
      throw fail.conflict('error.mobileTaken');
    if (input.email && (await this.repository.contactTaken('email', input.email, exceptId))) {
      throw fail.conflict('error.emailTaken');
    }
  }
}
