import { useQuery } from '@tanstack/react-query';
import { Form, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountOptions } from '../../../shared/api/account-options';
import { accountTreeQuery } from '../../../shared/api/queries';
import { usePermission } from '../../../shared/auth/permissions';

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
