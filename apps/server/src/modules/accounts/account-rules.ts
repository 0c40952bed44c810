import type { PasswordPolicy } from '@lamplighter/contract';
import { checkPassword, translate } from '@lamplighter/contract';
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
  if (failure) throw fail.badRequest(`password: ${translate(failure.key, 'en', failure.params)}`);
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
  const visible =
    role !== undefined &&
    (role.builtin ||
      role.id === caller.roleId ||
      (role.ownerPath !== null && isInSubtree(role.ownerPath, caller)));
  if (!visible) throw fail.notFound('role');
  if (!role.permissions.every((key) => caller.permissions.has(key)))
    throw fail.forbidden('error.roleNotAssignable');
}
