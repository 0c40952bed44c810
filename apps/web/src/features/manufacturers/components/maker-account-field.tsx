import type { AccountTreeNode } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountTreeQuery } from '../../../shared/api/queries';
import { usePermission } from '../../../shared/auth/permissions';

interface AccountOption {
  value: number;
  title: string;
  children: AccountOption[];
}

function accountOptions(nodes: AccountTreeNode[]): AccountOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.realname ? `${node.username} (${node.realname})` : node.username,
    children: accountOptions(node.children),
  }));
}

/**
 * The account that registers the manufacturer's devices, chosen in the caller's account tree
 * (typically one holding the manufacturer role). Hidden for a caller who may not list accounts.
 */
export function MakerAccountField() {
  const { t } = useTranslation();
  const mayList = usePermission('sys:account:list');
  const accounts = useQuery({ ...accountTreeQuery, enabled: mayList });
  if (!mayList) return null;
  return (
    <Form.Item name="accountid" label={t('manufacturer.account')} tooltip={t('manufacturer.accountHint')}>
      <TreeSelect
        allowClear
        treeData={accountOptions(accounts.data ?? [])}
        treeDefaultExpandAll
        showSearch={{ treeNodeFilterProp: 'title' }}
        loading={accounts.isLoading}
        placeholder={t('manufacturer.noAccount')}
      />
    </Form.Item>
  );
}
