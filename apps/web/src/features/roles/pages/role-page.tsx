import { PlusOutlined } from '@ant-design/icons';
import { type BuiltinRoleCode, builtinRoles, type Role } from '@lamplighter/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Permitted, usePermission } from '../../../shared/auth/permissions';
import { formatTime } from '../../../shared/format';
import { useConfirmDelete } from '../../../shared/hooks/use-confirm-delete';
import { DEFAULT_PAGE_SIZE, pagination } from '../../../shared/pagination';
import { type RoleFilter, type RoleInput, roleListQuery, useRoleWrites } from '../api/roles';
import { RoleFormModal } from '../components/role-form-modal';
import { SwitchRoleModal } from '../components/switch-role-modal';

/** Roles the account can see: built-in ones, its own and those of its subtree. */
export default function RolePage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = App.useApp();
  const confirmDeletion = useConfirmDelete();
  const writes = useRoleWrites();
  const [filter, setFilter] = useState<RoleFilter>({
    pagenum: 1,
    pagesize: DEFAULT_PAGE_SIZE,
  });
  const [editing, setEditing] = useState<{ role?: Role } | undefined>();
  const [switching, setSwitching] = useState<Role | undefined>();
  // Moving accounts between roles changes both: it needs both keys.
  const mayUpdateRoles = usePermission('sys:role:update');
  const mayUpdateAccounts = usePermission('sys:account:update');
  const canSwitch = mayUpdateRoles && mayUpdateAccounts;
  const list = useQuery(roleListQuery(filter));
  const label = (role: Role) =>
    role.builtin && i18n.exists(`role.${role.idenkey}`) ? t(`role.${role.idenkey}`) : role.name;
  const description = (role: Role) => {
    const builtin = role.builtin ? builtinRoles[role.idenkey as BuiltinRoleCode] : undefined;
    if (builtin && role.description === builtin.description)
      return i18n.language === 'zh' ? builtin.descriptionZh : builtin.description;
    return role.description || '--';
  };

  async function save({ id, ...input }: RoleInput) {
    await (id ? writes.update.mutateAsync({ ...input, id }) : writes.add.mutateAsync(input));
    message.success(t(id ? 'success.updated' : 'success.created'));
    setEditing(undefined);
  }

  async function switchAccounts(toid: number) {
    if (!switching) return;
    const { moved } = await writes.switchAccounts.mutateAsync({ id: switching.id, toid });
    message.success(t('role.switched', { count: moved }));
    setSwitching(undefined);
  }

  function confirmDelete(role: Role) {
    // A role still held is refused by the server; say so first, and offer to move its accounts.
    if (role.usercount > 0) {
      const hint = { title: t('common.hint'), content: t('role.inUseHint', { count: role.usercount }) };
      if (!canSwitch) {
        modal.info({ ...hint, okText: t('common.ok') });
        return;
      }
      modal.confirm({
        ...hint,
        okText: t('role.switch'),
        cancelText: t('common.cancel'),
        onOk: () => setSwitching(role),
      });
      return;
    }
    confirmDeletion(async () => {
      await writes.remove.mutateAsync({ ids: [role.id] });
    });
  }

  return (
    <Card
      title={t('role.title')}
      extra={
        <Permitted permission="sys:role:add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('role.add')}
          </Button>
        </Permitted>
      }
    >
      <Input.Search
        allowClear
        placeholder={`${t('role.name')} / ${t('role.idenkey')}`}
        style={{ width: 280, marginBottom: 16 }}
        onSearch={(keyword) => setFilter({ ...filter, pagenum: 1, keyword: keyword.trim() || undefined })}
      />
      <Table<Role>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 900 }}
        pagination={pagination(
          filter,
          list.data?.total ?? 0,
          (pagenum, pagesize) => setFilter({ ...filter, pagenum, pagesize }),
          t,
        )}
        columns={[
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
            render: (_, role) => (
              <Space size={0}>
                <Permitted permission="sys:role:update">
                  <Button type="link" size="small" onClick={() => setEditing({ role })}>
                    {t('common.edit')}
                  </Button>
                </Permitted>
                {canSwitch && role.usercount > 0 && (
                  <Button type="link" size="small" onClick={() => setSwitching(role)}>
                    {t('role.switch')}
                  </Button>
                )}
                {!role.builtin && (
                  <Permitted permission="sys:role:delete">
                    <Button type="link" size="small" danger onClick={() => confirmDelete(role)}>
                      {t('account.delete')}
                    </Button>
                  </Permitted>
                )}
              </Space>
            ),
          },
        ]}
      />
      <RoleFormModal
        role={editing?.role}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={save}
      />
      <SwitchRoleModal
        role={switching}
        label={label}
        onClose={() => setSwitching(undefined)}
        onSubmit={switchAccounts}
      />
    </Card>
  );
}
