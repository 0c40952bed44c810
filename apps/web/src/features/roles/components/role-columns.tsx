import { type BuiltinRoleCode, builtinRoles, type Role } from '@lamplighter/contract';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../shared/format';
import { type RowAction, RowActions } from '../../../shared/table/row-actions';

/**
 * The columns of the role list: a built-in role by its name and description in the user's
 * language, and the actions `actionsOf` gives each row (`compact` on a phone).
 */
export function useRoleColumns(
  label: (role: Role) => string,
  actionsOf: (role: Role) => RowAction[],
  compact: boolean,
): ColumnsType<Role> {
  const { t, i18n } = useTranslation();
  const description = (role: Role) => {
    const builtin = role.builtin ? builtinRoles[role.idenkey as BuiltinRoleCode] : undefined;
    if (builtin && role.description === builtin.description)
      return i18n.language === 'zh' ? builtin.descriptionZh : builtin.description;
    return role.description || '--';
  };
  return [
    {
      title: t('role.name'),
      key: 'name',
      render: (_, role) => (
        <Space>
          {label(role)}
          {role.builtin ? <Tag>{t('role.builtin')}</Tag> : null}
        </Space>
      ),
    },
    { title: t('role.idenkey'), dataIndex: 'idenkey', width: 140 },
    { title: t('role.description'), key: 'description', render: (_, role: Role) => description(role) },
    {
      title: t('role.permissions'),
      key: 'permissions',
      width: 100,
      render: (_, role) => role.permissions.length,
    },
    { title: t('role.users'), dataIndex: 'usercount', width: 100 },
    {
      title: t('role.createdAt'),
      dataIndex: 'createtime',
      width: 170,
      render: (v: string) => formatTime(v),
    },
    {
      title: t('account.actions'),
      key: 'actions',
      width: 230,
      render: (_, role) => <RowActions actions={actionsOf(role)} compact={compact} />,
    },
  ];
}
