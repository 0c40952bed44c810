import type { PasswordPolicy } from '@lamplighter/contract';
import { checkPassword } from '@lamplighter/contract';
import type { Caller } from '../../platform/caller';
import { fail } from '../../platform/errors';
import { isInSubtree } from '../../platform/scope';

/** The end of a validity period chosen as 1-5 years from now, or none for 'permanent'. */
export function deadlineFor(validity: string, now: number): Date | null {
  if (validity === 'permanent') return null;
  const deadline = new Date(now);
  deadline.setUTCFullYear(deadline.getUTCFullYear() + Number(validity));
  return deadline;
}

export function assertPasswordMeetsPolicy(password: string, policy: PasswordPolicy, username: string): void {
  const failure = checkPassword(password, policy, username);
  if (failure) throw fail.invalidField('password', failure.key, failure.params);
}

export interface AssignableRole {
  id: number;
  builtin: boolean;
  ownerPath: string | null;
  permissions: string[];
}

/**
 * A caller may give an account a role it can see (built-in, owned inside its subtree, or its own)
 * and only if it holds every permission of that role itself: nobody hands out more than they have.
 */
export function assertRoleAssignable(caller: Caller, role: AssignableRole | undefined): void {
  if (role === undefined || !sees(caller, role)) throw fail.notFound('role');
  if (!role.permissions.every((key) => caller.permissions.has(key)))
    throw fail.forbidden('error.roleNotAssignable');
}

/**
 * Accounts may be moved away from a role the caller can see, as the role screen lists them: those
 * it could assign, and for a top-level administrator also roles whose owner was deleted.
 */
export function assertRoleVisible(caller: Caller, role: AssignableRole | undefined): void {
  const orphaned = role !== undefined && !role.builtin && role.ownerPath === null;
  if (role === undefined || !(sees(caller, role) || (orphaned && caller.parentId === null)))
    throw fail.notFound('role');
}

function sees(caller: Caller, role: AssignableRole): boolean {
  return (
    role.builtin ||
    role.id === caller.roleId ||
    (role.ownerPath !== null && isInSubtree(role.ownerPath, caller))
  );
}
