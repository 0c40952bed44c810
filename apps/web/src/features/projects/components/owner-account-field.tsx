import type { AccountTreeNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountTreeQuery } from '../../../shared/api/queries';
import { usePermission } from '../../../shared/auth/permissions';

interface OwnerOption {
  value: number;
  title: string;
  children: OwnerOption[];
}

function ownerOptions(nodes: AccountTreeNode[]): OwnerOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.realname ? `${node.username} (${node.realname})` : node.username,
    children: ownerOptions(node.children),
  }));
}

/**
 * The account that owns a project, chosen in the caller's subtree. A caller who may not list
 * accounts does not see the field: the server makes the caller the owner.
 */
export function OwnerAccountField() {
  const { t } = useTranslation();
  const mayList = usePermission('sys:account:list');
  const accounts = useQuery({ ...accountTreeQuery, enabled: mayList });
  if (!mayList) return null;
  return (
    <Form.Item name="accountid" label={t('project.owner')} tooltip={t('project.ownerHint')}>
      <TreeSelect
        treeData={ownerOptions(accounts.data ?? [])}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        loading={accounts.isLoading}
      />
    </Form.Item>
  );
}
