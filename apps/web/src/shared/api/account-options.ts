import type { AccountTreeNode } from '@lamplighter/contract';

export interface AccountOption {
  value: number;
  title: string;
  children: AccountOption[];
}

/** The account subtree as TreeSelect options, each named by its account and its person's name. */
export function accountOptions(nodes: AccountTreeNode[]): AccountOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.realname ? `${node.username} (${node.realname})` : node.username,
    children: accountOptions(node.children),
  }));
}
