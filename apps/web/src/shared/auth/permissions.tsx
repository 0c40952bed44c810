import type { UserInfo } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userInfoQuery } from '../api/queries';

export function holds(info: UserInfo | undefined, key: string): boolean {
  return info?.roles.some((role) => role.idenkey === key) ?? false;
}

export function usePermission(key: string): boolean {
  const { data } = useQuery(userInfoQuery);
  return holds(data, key);
}

/** Renders its children only for a user who holds the key. */
export function Permitted({ permission, children }: { permission: string; children: ReactNode }) {
  return usePermission(permission) ? children : null;
}
