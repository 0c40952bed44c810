import type { TreeDataNode } from 'antd';
import type { TFunction } from 'i18next';

/** Permission keys grouped by what they act on (`sys:account:add` under Accounts). */
export function permissionTree(keys: string[], t: TFunction): TreeDataNode[] {
  const groups = new Map<string, string[]>();
  for (const key of keys) {
    const group = key.slice(0, key.lastIndexOf(':'));
    groups.set(group, [...(groups.get(group) ?? []), key]);
  }
  return [...groups].map(([group, members]) => ({
    key: `group:${group}`,
    title: t(`permission.group.${group}`, { defaultValue: group }),
    children: members.map((key) => ({
      key,
      title: `${t(`permission.${key.slice(key.lastIndexOf(':') + 1)}`, { defaultValue: key })} (${key})`,
    })),
  }));
}
