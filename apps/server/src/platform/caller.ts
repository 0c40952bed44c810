import type { PermissionKey } from '@lamplighter/contract';

/** The signed-in account behind a request, as every service sees it. */
export interface Caller {
  accountId: number;
  username: string;
  /** Materialised path of the account, e.g. `/1/7/`; its subtree is every path with this prefix. */
  path: string;
  parentId: number | null;
  roleId: number;
  roleCode: string;
  permissions: ReadonlySet<string>;
  sessionId: string;
}

export function can(caller: Caller, permission: PermissionKey): boolean {
  return caller.permissions.has(permission);
}

export function isTopLevel(caller: Caller): boolean {
  return caller.parentId === null;
}

/** Who did something, for the audit log: a caller, or an address when nobody is signed in. */
export interface Actor {
  caller?: Caller | undefined;
  ip: string;
}
